// Generated from table.ts by `npm run routes`: do not edit.
import type { AreaRefs } from '../define.js';
import type { RouteTableAreas } from '../table.js';

export const operatorsConsole: AreaRefs<RouteTableAreas['operatorsConsole']> = {
  list: { method: 'GET', path: '/admin/operators' },
  set: { method: 'PUT', path: '/admin/operators' },
  remove: { method: 'DELETE', path: '/admin/operators/:address' },
};
