// Generated from table.ts by `npm run routes`: do not edit.
import type { AreaRefs } from '../define.js';
import type { RouteTableAreas } from '../table.js';

export const health: AreaRefs<RouteTableAreas['health']> = {
  check: { method: 'GET', path: '/health' },
};
