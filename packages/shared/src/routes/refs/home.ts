// Generated from table.ts by `npm run routes`: do not edit.
import type { AreaRefs } from '../define.js';
import type { RouteTableAreas } from '../table.js';

export const home: AreaRefs<RouteTableAreas['home']> = {
  details: { method: 'GET', path: '/home/getAlldDetails' },
  appConfig: { method: 'GET', path: '/home/getKefu' },
  logo: { method: 'GET', path: '/files/logo.svg' },
};
