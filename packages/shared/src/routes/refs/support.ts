// Generated from table.ts by `npm run routes`: do not edit.
import type { AreaRefs } from '../define.js';
import type { RouteTableAreas } from '../table.js';

export const support: AreaRefs<RouteTableAreas['support']> = {
  conversation: { method: 'GET', path: '/member/support/conversation' },
  history: { method: 'GET', path: '/member/support/listH5' },
  send: { method: 'POST', path: '/member/support/send' },
  sendImage: { method: 'POST', path: '/member/support/image', bodyKind: 'raw' },
  read: { method: 'POST', path: '/member/support/read' },
  image: { method: 'GET', path: '/member/support/images/:imageId' },
};
