import { idParamsSchema } from '../contracts/assets.js';
import { contractIdQuerySchema } from '../contracts/contract.js';
import { spotListQuerySchema, spotOrderBodySchema, spotPageSchema, spotPlacedSchema, spotRowSchema } from '../contracts/spot.js';
import { defineRoutes } from './define.js';

/** Spot trading (ARCHITECTURE §5): our own calls, as the spec has none. */
export const spotRoutes = defineRoutes('spot', {
  place: {
    method: 'POST',
    path: '/member/spotOrder/add',
    summary: 'Buy or sell a coin against USDT in the fund account, at market or at a limit',
    body: spotOrderBodySchema,
    response: spotPlacedSchema,
  },
  list: {
    method: 'GET',
    path: '/member/spotOrder/listH5',
    summary: "The member's spot orders: open (waiting) or done (filled and cancelled)",
    query: spotListQuerySchema,
    response: spotPageSchema,
  },
  byId: {
    method: 'GET',
    path: '/member/spotOrder/:id',
    summary: 'One spot order, with the index second and price it filled at',
    params: idParamsSchema,
    response: spotRowSchema,
  },
  cancel: {
    method: 'PUT',
    path: '/member/spotOrder/cancel',
    summary: 'Cancel a waiting limit order: its reserve returns',
    query: contractIdQuerySchema,
    response: spotRowSchema,
  },
});
