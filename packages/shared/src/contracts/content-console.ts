import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../envelope.js';
import { TEXT_LIMITS } from '../input-rules.js';
import { LOCALES } from '../locales.js';
import { CONTENT_KINDS, FAQ_TOPICS } from './content.js';
import { rawText } from './input-text.js';

/** The console's content (ours): every item, published or not, with all its translations. */

/** GET /admin/content: items of a kind, newest first, drafts and scheduled ones included. */
export const contentConsoleQuerySchema = pageQuerySchema.extend({ kind: z.enum(CONTENT_KINDS).optional() });
export type ContentConsoleQuery = z.infer<typeof contentConsoleQuerySchema>;

export const contentConsoleRowSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CONTENT_KINDS),
  slug: z.string().nullable(),
  topic: z.enum(FAQ_TOPICS).nullable(),
  title: z.string().describe('The en_US title'),
  languages: z.array(z.enum(LOCALES)).describe('The languages it has a translation in'),
  published: z.boolean(),
  publishedAt: z.string().describe('ISO 8601'),
  cover: z.string().nullable(),
  sort: z.number().int(),
});
export type ContentConsoleRow = z.infer<typeof contentConsoleRowSchema>;
export const contentConsolePageSchema = pageSchema(contentConsoleRowSchema);

/** GET /admin/content/{id}: the item as an editor saves it, each translation's HTML as it was sanitised. */
export const contentConsoleItemSchema = contentConsoleRowSchema.omit({ title: true, languages: true }).extend({
  link: z.string().nullable(),
  version: z.string().nullable(),
  translations: z.array(
    z.object({ language: z.enum(LOCALES), title: z.string(), summary: z.string().nullable(), content: z.string().nullable() }),
  ),
});
export type ContentConsoleItem = z.infer<typeof contentConsoleItemSchema>;

/** POST /admin/content/preview: HTML as the sanitiser will save it, so an editor sees what members will. */
export const contentPreviewBodySchema = z.object({ content: rawText(TEXT_LIMITS.html) });
export const contentPreviewSchema = z.object({ content: z.string() });

/** An uploaded content image: where members' pages load it from. */
export const contentImageSchema = z.object({ id: z.number().int(), url: z.string() });
export const uploadedImageParamsSchema = z.object({ imageId: z.coerce.number().int().positive().max(2_147_483_647) });
export type ContentImage = z.infer<typeof contentImageSchema>;
/** The largest content image accepted (banners are shown at most 2x a phone's width). */
export const CONTENT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
