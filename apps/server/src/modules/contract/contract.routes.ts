import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeTable } from '@halyard/shared';
import { ok } from '../../lib/envelope.js';
import { serve } from '../../lib/serve-route.js';
import { guards, signedInMember } from '../../plugins/auth.js';
import { idempotencyKey } from '../idempotency/idempotency-header.js';
import type { ContractService } from './contract.service.js';

const routes = routeTable.contract;
const member = [guards.member];
/** Orders move money: the member must have accepted the current user agreement. */
const trader = [guards.member, guards.agreement];

/** Perpetual contracts (spec §7 ContractRecord, ContractLevel). */
export const contractRoutes: FastifyPluginAsyncZod<{ contracts: ContractService }> = async (app, { contracts }) => {
  serve(app, routes.levels, {
    handler: async () => ok(await contracts.levels()),
  });

  serve(app, routes.free, {
    preValidation: member,
    handler: async (request) => ok(await contracts.free(signedInMember(request).user.id, request.query.leverage)),
  });

  serve(app, routes.place, {
    preValidation: trader,
    handler: async (request) => {
      const row = await contracts.place(signedInMember(request).user, request.body, idempotencyKey(request));
      return ok({ id: row.id, status: row.status });
    },
  });

  serve(app, routes.list, {
    preValidation: member,
    handler: async (request) => ok(await contracts.list(signedInMember(request).user.id, request.query)),
  });

  serve(app, routes.byId, {
    preValidation: member,
    handler: async (request) => ok(await contracts.byId(signedInMember(request).user.id, request.params.id)),
  });

  serve(app, routes.close, {
    preValidation: trader,
    handler: async (request) => ok(await contracts.close(signedInMember(request).user.id, request.query.id, request.query.size)),
  });

  serve(app, routes.closeAll, {
    preValidation: trader,
    handler: async (request) => ok({ closed: await contracts.closeAll(signedInMember(request).user.id, request.query.pair) }),
  });

  serve(app, routes.cancel, {
    preValidation: trader,
    handler: async (request) => ok(await contracts.cancel(signedInMember(request).user.id, request.query.id)),
  });

  serve(app, routes.editTriggers, {
    preValidation: trader,
    handler: async (request) => ok(await contracts.edit(signedInMember(request).user.id, request.query)),
  });
};
