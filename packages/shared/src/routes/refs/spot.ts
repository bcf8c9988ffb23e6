// Generated from table.ts by `npm run routes`: do not edit.
import type { AreaRefs } from '../define.js';
import type { RouteTableAreas } from '../table.js';

export const spot: AreaRefs<RouteTableAreas['spot']> = {
  place: { method: 'POST', path: '/member/spotOrder/add' },
  list: { method: 'GET', path: '/member/spotOrder/listH5' },
  byId: { method: 'GET', path: '/member/spotOrder/:id' },
  cancel: { method: 'PUT', path: '/member/spotOrder/cancel' },
};
