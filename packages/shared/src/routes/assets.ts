import {
  balancesSchema,
  billPageSchema,
  billQuerySchema,
  depositBodySchema,
  depositPageSchema,
  depositRowSchema,
  idParamsSchema,
  moneyConfigSchema,
  transferBodySchema,
  transferPageSchema,
  transferRowSchema,
  withdrawalBodySchema,
  withdrawalPageSchema,
  withdrawalRowSchema,
} from '../contracts/assets.js';
import { idempotencyHeadersSchema } from '../contracts/idempotency.js';
import { pageQuerySchema } from '../envelope.js';
import { defineRoutes } from './define.js';

/** The member's accounts (spec §7): balances, transfers, deposits, withdrawals and bills. */
export const assetsRoutes = defineRoutes('assets', {
  balances: {
    method: 'GET',
    path: '/member/transferRecord/getMoeny',
    summary: 'Every account of the member, and the total in USDT at index prices',
    response: balancesSchema,
  },
  transfer: {
    method: 'POST',
    path: '/member/transferRecord/add',
    summary: 'Move USDT between the fund, options and staking accounts',
    headers: idempotencyHeadersSchema,
    body: transferBodySchema,
    response: transferRowSchema,
  },
  transfers: {
    method: 'GET',
    path: '/member/transferRecord/listH5',
    summary: "The member's transfers, newest first",
    query: pageQuerySchema,
    response: transferPageSchema,
  },
  transferById: {
    method: 'GET',
    path: '/member/transferRecord/:id',
    summary: 'One transfer of the member',
    params: idParamsSchema,
    response: transferRowSchema,
  },
  moneyConfig: {
    method: 'GET',
    path: '/member/config/listH5',
    summary: 'Deposit chains, platform addresses, minimums and rates; withdrawal chains, fees and minimums',
    response: moneyConfigSchema,
  },
  deposit: {
    method: 'POST',
    path: '/member/rechargeRecord/add',
    summary: 'Report a deposit sent to the platform address; credited when an operator passes it',
    headers: idempotencyHeadersSchema,
    body: depositBodySchema,
    response: depositRowSchema,
  },
  deposits: {
    method: 'GET',
    path: '/member/rechargeRecord/listH5',
    summary: "The member's deposits, newest first",
    query: pageQuerySchema,
    response: depositPageSchema,
  },
  depositById: {
    method: 'GET',
    path: '/member/rechargeRecord/:id',
    summary: 'One deposit of the member',
    params: idParamsSchema,
    response: depositRowSchema,
  },
  withdraw: {
    method: 'POST',
    path: '/member/withdrawalRecord/add',
    summary: 'Withdraw USDT: the amount is frozen until an operator pays it out or rejects it',
    headers: idempotencyHeadersSchema,
    body: withdrawalBodySchema,
    response: withdrawalRowSchema,
  },
  withdrawals: {
    method: 'GET',
    path: '/member/withdrawalRecord/listH5',
    summary: "The member's withdrawals, newest first",
    query: pageQuerySchema,
    response: withdrawalPageSchema,
  },
  withdrawalById: {
    method: 'GET',
    path: '/member/withdrawalRecord/:id',
    summary: 'One withdrawal of the member',
    params: idParamsSchema,
    response: withdrawalRowSchema,
  },
  bills: {
    method: 'GET',
    path: '/member/bill/listH5',
    summary: "The member's bills, newest first, by account and type",
    query: billQuerySchema,
    response: billPageSchema,
  },
});
