// Generated from table.ts by `npm run routes`: do not edit.
import type { AreaRefs } from '../define.js';
import type { RouteTableAreas } from '../table.js';

export const market: AreaRefs<RouteTableAreas['market']> = {
  klines: { method: 'GET', path: '/market/history/kline' },
  detail: { method: 'GET', path: '/market/detail' },
  depth: { method: 'GET', path: '/market/depth' },
  trades: { method: 'GET', path: '/market/history/trade' },
  index: { method: 'GET', path: '/market/index' },
};
