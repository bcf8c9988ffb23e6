// Generated from table.ts by `npm run routes`: do not edit.
import type { AreaRefs } from '../define.js';
import type { RouteTableAreas } from '../table.js';

export const content: AreaRefs<RouteTableAreas['content']> = {
  bannerList: { method: 'GET', path: '/system/banner/listH5' },
  partnerList: { method: 'GET', path: '/system/partner/listH5' },
  officialList: { method: 'GET', path: '/system/official/listH5' },
  bulletinList: { method: 'GET', path: '/system/bulletin/listH5' },
  manualList: { method: 'GET', path: '/system/manual/listH5' },
  official: { method: 'GET', path: '/system/official/:id' },
  bulletin: { method: 'GET', path: '/system/bulletin/:id' },
  manual: { method: 'GET', path: '/system/manual/:id' },
  document: { method: 'GET', path: '/system/document/:slug' },
  image: { method: 'GET', path: '/files/content/:name' },
};
