// Generated from table.ts by `npm run routes`: do not edit.
import type { AreaRefs } from '../define.js';
import type { RouteTableAreas } from '../table.js';

export const options: AreaRefs<RouteTableAreas['options']> = {
  place: { method: 'POST', path: '/member/optionsRecord/add' },
  list: { method: 'GET', path: '/member/optionsRecord/listH5' },
  byId: { method: 'GET', path: '/member/optionsRecord/:id' },
};
