import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, financeConfigSchema, SPOT_FEE_RATE, SPOT_MIN_TOTAL } from '@halyard/shared';
import { ok } from '../../lib/envelope.js';
import type { ContractService } from '../contract/contract.service.js';
import type { OptionsService } from './options.service.js';

/** GET /member/financeConfig/listH5: every published trading term in one answer. */
export const financeRoutes: FastifyPluginAsyncZod<{ contracts: ContractService; options: OptionsService }> = async (app, { contracts, options }) => {
  app.get('/member/financeConfig/listH5', {
    schema: {
      tags: ['contract', 'options', 'spot'],
      summary: 'The published trading terms: option periods and rates, spot and contract fees, the maintenance margin and the fill rules',
      response: { 200: envelopeSchema(financeConfigSchema) },
    },
    handler: async () => ok({ ...(await contracts.config()), options: await options.config(), spotFeeRate: SPOT_FEE_RATE, spotMinTotal: SPOT_MIN_TOTAL }),
  });
};
