// Generated from table.ts by `npm run routes`: do not edit.
import type { AreaRefs } from '../define.js';
import type { RouteTableAreas } from '../table.js';

export const auditConsole: AreaRefs<RouteTableAreas['auditConsole']> = {
  list: { method: 'GET', path: '/admin/audit' },
};
