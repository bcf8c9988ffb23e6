// Generated from table.ts by `npm run routes`: do not edit.
import type { AreaRefs } from '../define.js';
import type { RouteTableAreas } from '../table.js';

export const reserves: AreaRefs<RouteTableAreas['reserves']> = {
  snapshots: { method: 'GET', path: '/reserves' },
  proof: { method: 'GET', path: '/member/reserves/proof' },
};
