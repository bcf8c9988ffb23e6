// Generated from table.ts by `npm run routes`: do not edit.
import type { AreaRefs } from '../define.js';
import type { RouteTableAreas } from '../table.js';

export const members: AreaRefs<RouteTableAreas['members']> = {
  referrals: { method: 'GET', path: '/member/agent/referrals' },
};
