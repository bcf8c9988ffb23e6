// Generated from table.ts by `npm run routes`: do not edit.
import type { AreaRefs } from '../define.js';
import type { RouteTableAreas } from '../table.js';

export const membersConsole: AreaRefs<RouteTableAreas['membersConsole']> = {
  search: { method: 'GET', path: '/admin/members' },
  detail: { method: 'GET', path: '/admin/members/:id' },
  update: { method: 'PUT', path: '/admin/members/:id' },
  bills: { method: 'GET', path: '/admin/members/:id/bills' },
  orders: { method: 'GET', path: '/admin/members/:id/orders' },
  positions: { method: 'GET', path: '/admin/members/:id/positions' },
};
