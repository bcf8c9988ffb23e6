// Generated from table.ts by `npm run routes`: do not edit.
import type { AreaRefs } from '../define.js';
import type { RouteTableAreas } from '../table.js';

export const chainConsole: AreaRefs<RouteTableAreas['chainConsole']> = {
  status: { method: 'GET', path: '/admin/chain' },
  acknowledgeAlarm: { method: 'POST', path: '/admin/chain/alarms/:id/acknowledge' },
  addresses: { method: 'GET', path: '/admin/chain/addresses' },
  addressesCsv: { method: 'GET', path: '/admin/chain/addresses.csv' },
};
