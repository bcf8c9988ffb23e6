// Generated from table.ts by `npm run routes`: do not edit.
import type { AreaRefs } from '../define.js';
import type { RouteTableAreas } from '../table.js';

export const supportConsole: AreaRefs<RouteTableAreas['supportConsole']> = {
  inbox: { method: 'GET', path: '/admin/support/conversations' },
  history: { method: 'GET', path: '/admin/support/conversations/:id/messages' },
  send: { method: 'POST', path: '/admin/support/conversations/:id/send' },
  sendImage: { method: 'POST', path: '/admin/support/conversations/:id/image', bodyKind: 'raw' },
  read: { method: 'POST', path: '/admin/support/conversations/:id/read' },
  image: { method: 'GET', path: '/admin/support/images/:imageId' },
};
