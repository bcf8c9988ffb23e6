import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contractEditQuerySchema,
  contractFreeQuerySchema,
  contractFreeSchema,
  contractIdQuerySchema,
  contractLevelsSchema,
  contractListQuerySchema,
  contractOrderBodySchema,
  contractPageSchema,
  contractPlacedSchema,
  contractRowSchema,
  envelopeSchema,
  idParamsSchema,
} from '@halyard/shared';
import { ok } from '../../lib/envelope.js';
import { guards, signedInMember } from '../../plugins/auth.js';
import { idempotencyHeaders, idempotencyKey } from '../idempotency/idempotency-header.js';
import type { ContractService } from './contract.service.js';

const tags = ['contract'];
const member = [guards.member];
/** Orders move money: the member must have accepted the current user agreement. */
const trader = [guards.member, guards.agreement];

/** Perpetual contracts (spec §7 ContractRecord, ContractLevel, financeConfig). */
export const contractRoutes: FastifyPluginAsyncZod<{ contracts: ContractService }> = async (app, { contracts }) => {
  app.get('/member/ContractLevel/listH5', {
    schema: { tags, summary: 'The leverage levels an order may use', response: { 200: envelopeSchema(contractLevelsSchema) } },
    handler: async () => ok(await contracts.levels()),
  });

  app.get('/member/ContractRecord/getFree', {
    preValidation: member,
    schema: { tags, summary: 'Available funds for an order at a leverage: the fund balance less that order’s opening fee', querystring: contractFreeQuerySchema, response: { 200: envelopeSchema(contractFreeSchema) } },
    handler: async (request) => ok(await contracts.free(signedInMember(request).user.id, request.query.leverage)),
  });

  app.post('/member/ContractRecord/add', {
    preValidation: trader,
    schema: {
      tags,
      summary: 'Place a market or limit order, long or short, with optional take profit and stop loss',
      headers: idempotencyHeaders,
      body: contractOrderBodySchema,
      response: { 200: envelopeSchema(contractPlacedSchema) },
    },
    handler: async (request) => {
      const row = await contracts.place(signedInMember(request).user, request.body, idempotencyKey(request));
      return ok({ id: row.id, status: row.status });
    },
  });

  app.get('/member/ContractRecord/listH5', {
    preValidation: member,
    schema: { tags, summary: "The member's orders: pending, open positions, or closed (and cancelled)", querystring: contractListQuerySchema, response: { 200: envelopeSchema(contractPageSchema) } },
    handler: async (request) => ok(await contracts.list(signedInMember(request).user.id, request.query)),
  });

  app.get('/member/ContractRecord/:id', {
    preValidation: member,
    schema: { tags, summary: 'One order of the member, with the index seconds and prices it opened and closed at', params: idParamsSchema, response: { 200: envelopeSchema(contractRowSchema) } },
    handler: async (request) => ok(await contracts.byId(signedInMember(request).user.id, request.params.id)),
  });

  app.put('/member/ContractRecord/closeContract', {
    preValidation: trader,
    schema: { tags, summary: 'Close an open position at the index price', querystring: contractIdQuerySchema, response: { 200: envelopeSchema(contractRowSchema) } },
    handler: async (request) => ok(await contracts.close(signedInMember(request).user.id, request.query.id)),
  });

  app.put('/member/ContractRecord/cancelContract', {
    preValidation: trader,
    schema: { tags, summary: 'Cancel a pending order: its reserve returns', querystring: contractIdQuerySchema, response: { 200: envelopeSchema(contractRowSchema) } },
    handler: async (request) => ok(await contracts.cancel(signedInMember(request).user.id, request.query.id)),
  });

  app.put('/member/ContractRecord/editInOrOut', {
    preValidation: trader,
    schema: { tags, summary: 'Set or remove (empty) the take profit and stop loss of a pending order or an open position', querystring: contractEditQuerySchema, response: { 200: envelopeSchema(contractRowSchema) } },
    handler: async (request) => ok(await contracts.edit(signedInMember(request).user.id, request.query)),
  });
};
