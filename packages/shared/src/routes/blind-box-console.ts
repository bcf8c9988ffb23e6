import { boxLevelParamsSchema, boxTierConsoleRowSchema, boxTierInputSchema } from '../contracts/terms.js';
import { pageSchema } from '../envelope.js';
import { defineRoutes } from './define.js';

/** Blind box tiers in the console (admins): for new openings; an opening keeps the table it was drawn from. */
export const blindBoxConsoleRoutes = defineRoutes('admin', {
  tiers: {
    method: 'GET',
    path: '/admin/boxTiers',
    summary: 'Every tier with its prize table and expected return, on sale or not',
    response: pageSchema(boxTierConsoleRowSchema),
  },
  setTier: {
    method: 'PUT',
    path: '/admin/boxTiers/:level',
    summary: 'Set a tier and its prize table for new openings (probabilities must sum to exactly 1)',
    params: boxLevelParamsSchema,
    body: boxTierInputSchema,
    response: boxTierConsoleRowSchema,
  },
});
