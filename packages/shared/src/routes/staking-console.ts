import { idParamsSchema } from '../contracts/assets.js';
import { savedIdSchema } from '../contracts/console.js';
import { stakingPlanConsoleRowSchema, stakingPlanInputSchema } from '../contracts/terms.js';
import { pageSchema } from '../envelope.js';
import { defineRoutes } from './define.js';

/** Staking plans in the console (admins): for new stakes; a stake keeps its own days and rate. */
export const stakingConsoleRoutes = defineRoutes('admin', {
  plans: {
    method: 'GET',
    path: '/admin/stakingPlans',
    summary: 'Every staking plan, offered or not, with its running stakes',
    response: pageSchema(stakingPlanConsoleRowSchema),
  },
  addPlan: {
    method: 'POST',
    path: '/admin/stakingPlans',
    summary: 'Add a staking plan',
    body: stakingPlanInputSchema,
    response: savedIdSchema,
  },
  changePlan: {
    method: 'PUT',
    path: '/admin/stakingPlans/:id',
    summary: 'Change a plan for new stakes, or stop offering it',
    params: idParamsSchema,
    body: stakingPlanInputSchema,
    response: savedIdSchema,
  },
});
