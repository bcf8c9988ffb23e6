import { financeConfigSchema } from '../contracts/contract.js';
import type { RouteTable } from './define.js';

/** The trading terms of every product in one answer (spec §7 financeConfig), listed under each product. */
export const financeRoutes = {
  terms: {
    method: 'GET',
    path: '/member/financeConfig/listH5',
    summary: 'The published trading terms: option periods and rates, spot and contract fees, the maintenance margin and the fill rules',
    tags: ['contract', 'options', 'spot'],
    response: financeConfigSchema,
  },
} as const satisfies RouteTable;
