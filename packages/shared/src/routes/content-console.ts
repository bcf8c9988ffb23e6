import { idParamsSchema } from '../contracts/assets.js';
import { savedIdSchema } from '../contracts/console.js';
import {
  contentConsoleItemSchema,
  contentConsolePageSchema,
  contentConsoleQuerySchema,
  uploadedImageParamsSchema,
  contentImageSchema,
  contentPreviewBodySchema,
  contentPreviewSchema,
} from '../contracts/content-console.js';
import { contentInputSchema } from '../contracts/content.js';
import { z } from 'zod';
import { defineRoutes } from './define.js';

/** The editors' content in the console (ours): every item with its drafts, saved sanitised, images uploaded. */
export const contentConsoleRoutes = defineRoutes('admin', {
  list: {
    method: 'GET',
    path: '/admin/content',
    summary: 'Every item of a kind, drafts and scheduled ones included, newest first',
    query: contentConsoleQuerySchema,
    response: contentConsolePageSchema,
  },
  item: {
    method: 'GET',
    path: '/admin/content/:id',
    summary: 'One item with every translation, as saved',
    params: idParamsSchema,
    response: contentConsoleItemSchema,
  },
  add: {
    method: 'POST',
    path: '/admin/content',
    summary: 'Add an event, bulletin, FAQ answer, banner, partner or document (HTML sanitised on save)',
    body: contentInputSchema,
    response: savedIdSchema,
  },
  replace: {
    method: 'PUT',
    path: '/admin/content/:id',
    summary: 'Replace an item and its translations, or publish and take it down (HTML sanitised on save)',
    params: idParamsSchema,
    body: contentInputSchema,
    response: savedIdSchema,
  },
  remove: {
    method: 'DELETE',
    path: '/admin/content/:id',
    summary: 'Remove an item (the two documents stay)',
    params: idParamsSchema,
    response: z.null(),
  },
  preview: {
    method: 'POST',
    path: '/admin/content/preview',
    summary: 'HTML as the sanitiser will save it: what members will see',
    body: contentPreviewBodySchema,
    response: contentPreviewSchema,
  },
  uploadImage: {
    method: 'POST',
    path: '/admin/content/images',
    summary: 'Upload an image for content (PNG, JPEG, WebP or GIF, at most 2 MB), its type as Content-Type',
    body: z.unknown(),
    bodyKind: 'raw',
    response: contentImageSchema,
  },
});

/** The images editors uploaded, as members' pages load them (public: banners and events show them). */
export const contentImageRoutes = defineRoutes('content', {
  image: {
    method: 'GET',
    path: '/files/contentImage/:imageId',
    summary: 'An uploaded content image (public: banners and events show it)',
    params: uploadedImageParamsSchema,
    response: 'file',
  },
});
