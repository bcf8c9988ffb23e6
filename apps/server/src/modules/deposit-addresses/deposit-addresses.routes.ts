import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DEPOSIT_CHAINS,
  depositAddressesViewSchema,
  depositAddressProposalBodySchema,
  depositAddressProposalSchema,
  depositChainBodySchema,
  envelopeSchema,
  idParamsSchema,
} from '@halyard/shared';
import { z } from 'zod';
import { ok } from '../../lib/envelope.js';
import { guards, operatorGuard, signedInMember } from '../../plugins/auth.js';
import type { DepositAddressesService } from './deposit-addresses.service.js';

const tags = ['admin'];
const proposal = envelopeSchema(depositAddressProposalSchema);

/**
 * Deposit addresses and chains in the console (admins alone): where members send money. An
 * address needs a second admin's approval; a chain is switched off or on by one admin.
 */
export const depositAddressesRoutes: FastifyPluginAsyncZod<{ addresses: DepositAddressesService }> = async (app, { addresses }) => {
  const admin = [guards.member, operatorGuard()];
  const actorOf = (request: Parameters<typeof signedInMember>[0]) => signedInMember(request).user.address;

  app.get('/admin/depositAddresses', {
    preValidation: admin,
    schema: { tags, summary: 'Per network the deposit address in force and where it comes from, the pending proposal and the chains', response: { 200: envelopeSchema(depositAddressesViewSchema) } },
    handler: async (request) => ok(await addresses.view(actorOf(request))),
  });
  app.post('/admin/depositAddresses/proposals', {
    preValidation: admin,
    schema: { tags, summary: 'Propose a new deposit address for a network: in force once another admin approves it', body: depositAddressProposalBodySchema, response: { 200: proposal } },
    handler: async (request) => ok(await addresses.propose(actorOf(request), request.body)),
  });
  app.post('/admin/depositAddresses/proposals/:id/approve', {
    preValidation: admin,
    schema: { tags, summary: 'Approve a proposed address (never its own proposer): members are offered it at once', params: idParamsSchema, response: { 200: proposal } },
    handler: async (request) => ok(await addresses.approve(actorOf(request), request.params.id)),
  });
  app.post('/admin/depositAddresses/proposals/:id/reject', {
    preValidation: admin,
    schema: { tags, summary: 'Reject a proposed address, or withdraw one\'s own', params: idParamsSchema, response: { 200: proposal } },
    handler: async (request) => ok(await addresses.reject(actorOf(request), request.params.id)),
  });
  app.put('/admin/depositAddresses/chains/:chain', {
    preValidation: admin,
    schema: { tags, summary: 'Switch a deposit chain off or on for new deposits', params: z.object({ chain: z.enum(DEPOSIT_CHAINS) }), body: depositChainBodySchema, response: { 200: envelopeSchema(depositAddressesViewSchema) } },
    handler: async (request) => ok(await addresses.setChain(actorOf(request), request.params.chain, request.body.enabled)),
  });
};
