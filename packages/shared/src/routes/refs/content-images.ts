// Generated from table.ts by `npm run routes`: do not edit.
import type { AreaRefs } from '../define.js';
import type { RouteTableAreas } from '../table.js';

export const contentImages: AreaRefs<RouteTableAreas['contentImages']> = {
  image: { method: 'GET', path: '/files/contentImage/:imageId' },
};
