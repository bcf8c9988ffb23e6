// Generated from table.ts by `npm run routes`: do not edit.
import type { AreaRefs } from '../define.js';
import type { RouteTableAreas } from '../table.js';

export const push: AreaRefs<RouteTableAreas['push']> = {
  key: { method: 'GET', path: '/member/push/key' },
  subscribe: { method: 'POST', path: '/member/push/subscribe' },
  unsubscribe: { method: 'POST', path: '/member/push/unsubscribe' },
  kinds: { method: 'GET', path: '/member/push/kinds' },
  setKinds: { method: 'PUT', path: '/member/push/kinds' },
};
