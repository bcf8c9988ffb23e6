// Generated from table.ts by `npm run routes`: do not edit.
import type { AreaRefs } from '../define.js';
import type { RouteTableAreas } from '../table.js';

export const messages: AreaRefs<RouteTableAreas['messages']> = {
  list: { method: 'GET', path: '/member/message/listH5' },
  unread: { method: 'GET', path: '/member/message/unread' },
  markRead: { method: 'POST', path: '/member/message/read' },
  prompts: { method: 'GET', path: '/member/prompt/listH5' },
};
