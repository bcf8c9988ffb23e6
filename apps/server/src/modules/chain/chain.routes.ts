import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeTable } from '@halyard/shared';
import { ok } from '../../lib/envelope.js';
import { serve } from '../../lib/serve-route.js';
import { guards, signedInMember } from '../../plugins/auth.js';
import type { DepositAddressService } from './deposit-address.service.js';

export const chainRoutes: FastifyPluginAsyncZod<{ depositAddresses: DepositAddressService }> = async (app, { depositAddresses }) => {
  serve(app, routeTable.chain.depositAddress, {
    preValidation: [guards.member],
    handler: async (request) => ok(await depositAddresses.forMember(signedInMember(request).user, request.query.chain)),
  });
};
