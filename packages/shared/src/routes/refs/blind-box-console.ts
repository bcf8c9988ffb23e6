// Generated from table.ts by `npm run routes`: do not edit.
import type { AreaRefs } from '../define.js';
import type { RouteTableAreas } from '../table.js';

export const blindBoxConsole: AreaRefs<RouteTableAreas['blindBoxConsole']> = {
  tiers: { method: 'GET', path: '/admin/boxTiers' },
  setTier: { method: 'PUT', path: '/admin/boxTiers/:level' },
};
