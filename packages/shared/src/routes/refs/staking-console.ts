// Generated from table.ts by `npm run routes`: do not edit.
import type { AreaRefs } from '../define.js';
import type { RouteTableAreas } from '../table.js';

export const stakingConsole: AreaRefs<RouteTableAreas['stakingConsole']> = {
  plans: { method: 'GET', path: '/admin/stakingPlans' },
  addPlan: { method: 'POST', path: '/admin/stakingPlans' },
  changePlan: { method: 'PUT', path: '/admin/stakingPlans/:id' },
};
