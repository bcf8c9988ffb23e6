import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { boxLevelParamsSchema, boxTierConsoleRowSchema, boxTierInputSchema, envelopeSchema, pageSchema } from '@halyard/shared';
import { ok } from '../../lib/envelope.js';
import { guards, operatorGuard, signedInMember } from '../../plugins/auth.js';
import type { BoxTiersService } from './box-tiers.service.js';

const tags = ['admin'];

/** Blind box tiers in the console (admins): for new openings; an opening keeps the table it was drawn from. */
export const boxTiersRoutes: FastifyPluginAsyncZod<{ tiers: BoxTiersService }> = async (app, { tiers }) => {
  const admin = [guards.member, operatorGuard()];
  const actorOf = (request: Parameters<typeof signedInMember>[0]) => signedInMember(request).user.address;
  app.get('/admin/boxTiers', {
    preValidation: admin,
    schema: { tags, summary: 'Every tier with its prize table and expected return, on sale or not', response: { 200: envelopeSchema(pageSchema(boxTierConsoleRowSchema)) } },
    handler: async () => ok(await tiers.list()),
  });
  app.put('/admin/boxTiers/:level', {
    preValidation: admin,
    config: { fieldMessages: { prizes: { required: 'boxProbabilitiesNotOne', invalid: 'boxProbabilitiesNotOne' } } },
    schema: { tags, summary: 'Set a tier and its prize table for new openings (probabilities must sum to exactly 1)', params: boxLevelParamsSchema, body: boxTierInputSchema, response: { 200: envelopeSchema(boxTierConsoleRowSchema) } },
    handler: async (request) => ok(await tiers.save(actorOf(request), request.params.level, request.body)),
  });
};
