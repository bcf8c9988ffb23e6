// Generated from table.ts by `npm run routes`: do not edit.
import type { AreaRefs } from '../define.js';
import type { RouteTableAreas } from '../table.js';

export const finance: AreaRefs<RouteTableAreas['finance']> = {
  terms: { method: 'GET', path: '/member/financeConfig/listH5' },
};
