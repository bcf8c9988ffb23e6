// Generated from table.ts by `npm run routes`: do not edit.
import type { AreaRefs } from '../define.js';
import type { RouteTableAreas } from '../table.js';

export const favourites: AreaRefs<RouteTableAreas['favourites']> = {
  list: { method: 'GET', path: '/member/favourites' },
  add: { method: 'PUT', path: '/member/favourites/:pair' },
  remove: { method: 'DELETE', path: '/member/favourites/:pair' },
};
