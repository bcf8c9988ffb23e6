// Generated from table.ts by `npm run routes`: do not edit.
import type { AreaRefs } from '../define.js';
import type { RouteTableAreas } from '../table.js';

export const booksConsole: AreaRefs<RouteTableAreas['booksConsole']> = {
  books: { method: 'GET', path: '/admin/books' },
  csv: { method: 'GET', path: '/admin/books.csv' },
};
