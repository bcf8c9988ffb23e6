import { idParamsSchema } from '../contracts/assets.js';
import { idempotencyHeadersSchema } from '../contracts/idempotency.js';
import { optionListQuerySchema, optionOrderBodySchema, optionPageSchema, optionPlacedSchema, optionRowSchema } from '../contracts/options.js';
import { defineRoutes } from './define.js';

/** Timed rise/fall options (spec §7 optionsRecord). */
export const optionsRoutes = defineRoutes('options', {
  place: {
    method: 'POST',
    path: '/member/optionsRecord/add',
    summary: 'Buy a rise or fall option on a pair for a period, from the options account',
    headers: idempotencyHeadersSchema,
    body: optionOrderBodySchema,
    response: optionPlacedSchema,
  },
  list: {
    method: 'GET',
    path: '/member/optionsRecord/listH5',
    summary: "The member's options: open (in position) or settled",
    query: optionListQuerySchema,
    response: optionPageSchema,
  },
  byId: {
    method: 'GET',
    path: '/member/optionsRecord/:id',
    summary: 'One option, with its buy and settlement index seconds and prices',
    params: idParamsSchema,
    response: optionRowSchema,
  },
});
