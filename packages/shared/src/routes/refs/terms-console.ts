// Generated from table.ts by `npm run routes`: do not edit.
import type { AreaRefs } from '../define.js';
import type { RouteTableAreas } from '../table.js';

export const termsConsole: AreaRefs<RouteTableAreas['termsConsole']> = {
  view: { method: 'GET', path: '/admin/terms' },
  contract: { method: 'PUT', path: '/admin/terms/contract' },
  options: { method: 'PUT', path: '/admin/terms/options' },
  funds: { method: 'PUT', path: '/admin/terms/funds' },
};
