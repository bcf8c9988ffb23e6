import { idParamsSchema } from '../contracts/assets.js';
import {
  contractEditQuerySchema,
  contractFreeQuerySchema,
  contractFreeSchema,
  contractCloseAllQuerySchema,
  contractClosedAllSchema,
  contractCloseQuerySchema,
  contractIdQuerySchema,
  contractLevelsSchema,
  contractListQuerySchema,
  contractOrderBodySchema,
  contractPageSchema,
  contractPlacedSchema,
  contractRowSchema,
} from '../contracts/contract.js';
import { idempotencyHeadersSchema } from '../contracts/idempotency.js';
import { defineRoutes } from './define.js';

/** Perpetual contracts (spec §7 ContractRecord, ContractLevel). */
export const contractRoutes = defineRoutes('contract', {
  levels: {
    method: 'GET',
    path: '/member/ContractLevel/listH5',
    summary: 'The leverage levels an order may use',
    response: contractLevelsSchema,
  },
  free: {
    method: 'GET',
    path: '/member/ContractRecord/getFree',
    summary: 'Available funds for an order at a leverage: the fund balance less that order’s opening fee',
    query: contractFreeQuerySchema,
    response: contractFreeSchema,
  },
  place: {
    method: 'POST',
    path: '/member/ContractRecord/add',
    summary: 'Place a market or limit order, long or short, with optional take profit and stop loss',
    headers: idempotencyHeadersSchema,
    body: contractOrderBodySchema,
    response: contractPlacedSchema,
  },
  list: {
    method: 'GET',
    path: '/member/ContractRecord/listH5',
    summary: "The member's orders: pending, open positions, or closed (and cancelled)",
    query: contractListQuerySchema,
    response: contractPageSchema,
  },
  byId: {
    method: 'GET',
    path: '/member/ContractRecord/:id',
    summary: 'One order of the member, with the index seconds and prices it opened and closed at',
    params: idParamsSchema,
    response: contractRowSchema,
  },
  close: {
    method: 'PUT',
    path: '/member/ContractRecord/closeContract',
    summary: 'Close an open position, or `size` of it, at the index price; a partial close answers its closed part',
    query: contractCloseQuerySchema,
    response: contractRowSchema,
  },
  closeAll: {
    method: 'PUT',
    path: '/member/ContractRecord/closeAll',
    summary: 'Close every open position of the member (or of one pair), each at its pair index price of this second',
    query: contractCloseAllQuerySchema,
    response: contractClosedAllSchema,
  },
  cancel: {
    method: 'PUT',
    path: '/member/ContractRecord/cancelContract',
    summary: 'Cancel a pending order: its reserve returns',
    query: contractIdQuerySchema,
    response: contractRowSchema,
  },
  editTriggers: {
    method: 'PUT',
    path: '/member/ContractRecord/editInOrOut',
    summary: 'Set or remove (empty) the take profit and stop loss of a pending order or an open position',
    query: contractEditQuerySchema,
    response: contractRowSchema,
  },
});
