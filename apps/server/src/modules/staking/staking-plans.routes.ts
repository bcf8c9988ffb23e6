import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, idParamsSchema, pageSchema, stakingPlanConsoleRowSchema, stakingPlanInputSchema } from '@halyard/shared';
import { z } from 'zod';
import { ok } from '../../lib/envelope.js';
import { guards, operatorGuard, signedInMember } from '../../plugins/auth.js';
import type { StakingPlansService } from './staking-plans.service.js';

const tags = ['admin'];
const saved = envelopeSchema(z.object({ id: z.number().int() }));

/** Staking plans in the console (admins): for new stakes; a stake keeps its own days and rate. */
export const stakingPlansRoutes: FastifyPluginAsyncZod<{ plans: StakingPlansService }> = async (app, { plans }) => {
  const admin = [guards.member, operatorGuard()];
  const actorOf = (request: Parameters<typeof signedInMember>[0]) => signedInMember(request).user.address;
  app.get('/admin/stakingPlans', {
    preValidation: admin,
    schema: { tags, summary: 'Every staking plan, offered or not, with its running stakes', response: { 200: envelopeSchema(pageSchema(stakingPlanConsoleRowSchema)) } },
    handler: async () => ok(await plans.list()),
  });
  app.post('/admin/stakingPlans', {
    preValidation: admin,
    schema: { tags, summary: 'Add a staking plan', body: stakingPlanInputSchema, response: { 200: saved } },
    handler: async (request) => ok(await plans.save(actorOf(request), request.body)),
  });
  app.put('/admin/stakingPlans/:id', {
    preValidation: admin,
    schema: { tags, summary: 'Change a plan for new stakes, or stop offering it', params: idParamsSchema, body: stakingPlanInputSchema, response: { 200: saved } },
    handler: async (request) => ok(await plans.save(actorOf(request), request.body, request.params.id)),
  });
};
