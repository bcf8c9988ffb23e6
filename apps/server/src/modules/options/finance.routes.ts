import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeTable, SPOT_FEE_RATE, SPOT_MIN_TOTAL } from '@halyard/shared';
import { ok } from '../../lib/envelope.js';
import { serve } from '../../lib/serve-route.js';
import type { ContractService } from '../contract/contract.service.js';
import type { OptionsService } from './options.service.js';

/** Every published trading term in one answer. */
export const financeRoutes: FastifyPluginAsyncZod<{ contracts: ContractService; options: OptionsService }> = async (app, { contracts, options }) => {
  serve(app, routeTable.finance.terms, {
    handler: async () => ok({ ...(await contracts.config()), options: await options.config(), spotFeeRate: SPOT_FEE_RATE, spotMinTotal: SPOT_MIN_TOTAL }),
  });
};
