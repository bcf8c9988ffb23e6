import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractTermsSchema, envelopeSchema, fundTermsSchema, optionTermsSchema, productTermsViewSchema } from '@halyard/shared';
import { ok } from '../../lib/envelope.js';
import { guards, operatorGuard, signedInMember } from '../../plugins/auth.js';
import type { TermsService } from './terms.service.js';

const tags = ['admin'];

/** The product terms in the console (admins): what new records are made under; records keep their own. */
export const termsRoutes: FastifyPluginAsyncZod<{ terms: TermsService }> = async (app, { terms }) => {
  const admin = [guards.member, operatorGuard()];
  const actorOf = (request: Parameters<typeof signedInMember>[0]) => signedInMember(request).user.address;

  app.get('/admin/terms', {
    preValidation: admin,
    schema: { tags, summary: 'The product terms in force, and who changed each last', response: { 200: envelopeSchema(productTermsViewSchema) } },
    handler: async () => ok(await terms.view()),
  });
  app.put('/admin/terms/contract', {
    preValidation: admin,
    schema: { tags, summary: 'Contract leverage levels, fee and maintenance margin rates and minimum margin, for new orders', body: contractTermsSchema, response: { 200: envelopeSchema(productTermsViewSchema) } },
    handler: async (request) => ok(await terms.set(actorOf(request), 'contract', request.body)),
  });
  app.put('/admin/terms/options', {
    preValidation: admin,
    schema: { tags, summary: 'Option periods and profit rates, fee rate and minimum, for new options', body: optionTermsSchema, response: { 200: envelopeSchema(productTermsViewSchema) } },
    handler: async (request) => ok(await terms.set(actorOf(request), 'options', request.body)),
  });
  app.put('/admin/terms/funds', {
    preValidation: admin,
    schema: { tags, summary: 'Deposit minimum, withdrawal minimum and fee, for new deposits and withdrawals', body: fundTermsSchema, response: { 200: envelopeSchema(productTermsViewSchema) } },
    handler: async (request) => ok(await terms.set(actorOf(request), 'funds', request.body)),
  });
};
