// Generated from table.ts by `npm run routes`: do not edit.
import type { AreaRefs } from '../define.js';
import type { RouteTableAreas } from '../table.js';

export const contentConsole: AreaRefs<RouteTableAreas['contentConsole']> = {
  list: { method: 'GET', path: '/admin/content' },
  item: { method: 'GET', path: '/admin/content/:id' },
  add: { method: 'POST', path: '/admin/content' },
  replace: { method: 'PUT', path: '/admin/content/:id' },
  remove: { method: 'DELETE', path: '/admin/content/:id' },
  preview: { method: 'POST', path: '/admin/content/preview' },
  uploadImage: { method: 'POST', path: '/admin/content/images', bodyKind: 'raw' },
};
