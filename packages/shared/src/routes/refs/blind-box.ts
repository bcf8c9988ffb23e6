// Generated from table.ts by `npm run routes`: do not edit.
import type { AreaRefs } from '../define.js';
import type { RouteTableAreas } from '../table.js';

export const blindBox: AreaRefs<RouteTableAreas['blindBox']> = {
  tiers: { method: 'GET', path: '/member/boxConfig/listH5' },
  seed: { method: 'GET', path: '/member/boxSeed' },
  rotateSeed: { method: 'POST', path: '/member/boxSeed/rotate' },
  openings: { method: 'GET', path: '/member/boxRecord/listH5' },
  opening: { method: 'GET', path: '/member/boxRecord/:id' },
  open: { method: 'POST', path: '/member/boxRecord/openBox', bodyKind: 'form' },
};
