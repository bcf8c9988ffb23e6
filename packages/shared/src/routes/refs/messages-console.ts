// Generated from table.ts by `npm run routes`: do not edit.
import type { AreaRefs } from '../define.js';
import type { RouteTableAreas } from '../table.js';

export const messagesConsole: AreaRefs<RouteTableAreas['messagesConsole']> = {
  prompts: { method: 'GET', path: '/admin/prompts' },
  addPrompt: { method: 'POST', path: '/admin/prompts' },
  changePrompt: { method: 'PUT', path: '/admin/prompts/:id' },
};
