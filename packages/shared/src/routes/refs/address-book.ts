// Generated from table.ts by `npm run routes`: do not edit.
import type { AreaRefs } from '../define.js';
import type { RouteTableAreas } from '../table.js';

export const addressBook: AreaRefs<RouteTableAreas['addressBook']> = {
  list: { method: 'GET', path: '/member/withdrawalAddress/listH5' },
  add: { method: 'POST', path: '/member/withdrawalAddress/add' },
  remove: { method: 'DELETE', path: '/member/withdrawalAddress/:id' },
  check: { method: 'GET', path: '/member/withdrawalAddress/check' },
};
