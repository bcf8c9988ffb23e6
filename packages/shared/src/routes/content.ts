import { idParamsSchema } from '../contracts/assets.js';
import { contentImageParamsSchema, contentItemSchema, contentListQuerySchema, contentPageSchema, documentParamsSchema, documentSchema } from '../contracts/content.js';
import { defineRoutes, type ApiRoute } from './define.js';

const list = { method: 'GET', query: contentListQuerySchema, response: contentPageSchema } as const;
const detail = { method: 'GET', params: idParamsSchema, response: contentItemSchema } as const;

/** `system/*` reads (spec §7), in the caller's language with en_US as fallback. */
export const contentRoutes = defineRoutes('content', {
  bannerList: { ...list, path: '/system/banner/listH5', summary: 'Home banners, in their set order' },
  partnerList: { ...list, path: '/system/partner/listH5', summary: 'Partners, in their set order' },
  officialList: { ...list, path: '/system/official/listH5', summary: 'Official events, newest first' },
  bulletinList: { ...list, path: '/system/bulletin/listH5', summary: 'Announcements (bulletins), newest first' },
  manualList: { ...list, path: '/system/manual/listH5', summary: 'FAQ answers (the manual) with their topic, in their set order' },
  official: { ...detail, path: '/system/official/:id', summary: 'One official item with its sanitised HTML' },
  bulletin: { ...detail, path: '/system/bulletin/:id', summary: 'One bulletin item with its sanitised HTML' },
  manual: { ...detail, path: '/system/manual/:id', summary: 'One manual item with its sanitised HTML' },
  document: {
    method: 'GET',
    path: '/system/document/:slug',
    summary: 'The white paper or the user agreement (with the version POST /member/app/auth accepts)',
    params: documentParamsSchema,
    response: documentSchema,
  },
  image: {
    method: 'GET',
    path: '/files/content/:name',
    summary: 'An image of the seeded content (SVG)',
    params: contentImageParamsSchema,
    response: 'file',
  },
});

/** One of the routes above that differ only in their path, for a caller that picks one by kind. */
type AnyOf<R extends ApiRoute> = Omit<R, 'path' | 'summary'> & Pick<ApiRoute, 'path' | 'summary'>;
export type ContentListRoute = AnyOf<typeof contentRoutes.officialList>;
export type ArticleRoute = AnyOf<typeof contentRoutes.official>;
