import { z } from 'zod';
import { pageQuerySchema, pageSchema } from '../envelope.js';
import { LOCALES } from '../locales.js';
import { TEXT_LIMITS } from '../input-rules.js';
import { CONTENT_KINDS, DOCUMENT_SLUGS, FAQ_TOPICS } from './content-kinds.js';
import { linkText, rawText, typedText } from './input-text.js';

/**
 * Content of the platform (spec §1, §7 `system/*`); its plain constants live in content-kinds.ts
 * (no zod) so the web can use them without the schemas.
 */
export * from './content-kinds.js';

export const contentItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string().optional(),
  cover: z.string().optional().describe('Image path under /api, or an absolute URL'),
  content: z.string().optional().describe('Sanitised HTML; only on a detail answer'),
  language: z.enum(LOCALES).describe('The language of this answer: the caller\'s, or en_US when it has no translation'),
  publishedAt: z.string().describe('ISO 8601'),
  topic: z.enum(FAQ_TOPICS).optional().describe('FAQ answers only'),
  link: z.string().optional().describe('Banners and partners: where a tap goes (an app path or a URL)'),
});
export type ContentItem = z.infer<typeof contentItemSchema>;
export const contentPageSchema = pageSchema(contentItemSchema);
export type ContentPage = z.infer<typeof contentPageSchema>;

/** GET /system/{kind}/listH5: newest first (banners and partners in their set order). */
export const contentListQuerySchema = pageQuerySchema.extend({
  keyword: typedText(TEXT_LIMITS.keyword).optional().describe('Finds items whose title, summary or text contains it'),
  topic: z.enum(FAQ_TOPICS).optional(),
});
export type ContentListQuery = z.infer<typeof contentListQuerySchema>;

/** GET /system/document/{slug}: the white paper or the user agreement (with the version /member/app/auth accepts). */
export const documentSchema = contentItemSchema.extend({ slug: z.enum(DOCUMENT_SLUGS), version: z.string().optional() });
export type ContentDocument = z.infer<typeof documentSchema>;
export const documentParamsSchema = z.object({ slug: z.enum(DOCUMENT_SLUGS) });

/** An image made for the seeded content, by its file name. */
export const contentImageParamsSchema = z.object({ name: z.string().regex(/^[a-z0-9-]{1,60}\.svg$/) });

const htmlInputSchema = rawText(TEXT_LIMITS.html).describe('HTML; sanitised when saved');

export const contentTranslationInputSchema = z.object({
  language: z.enum(LOCALES),
  title: typedText(TEXT_LIMITS.title).min(1),
  summary: typedText(TEXT_LIMITS.summary).optional(),
  content: htmlInputSchema.optional(),
});
export type ContentTranslationInput = z.infer<typeof contentTranslationInputSchema>;

/** POST /admin/content and PUT /admin/content/{id} (ours): an item and its translations. */
export const contentInputSchema = z.object({
  kind: z.enum(CONTENT_KINDS),
  slug: z.string().trim().min(1).max(80).regex(/^[a-zA-Z0-9-]+$/).optional(),
  topic: z.enum(FAQ_TOPICS).optional(),
  cover: linkText().optional().describe('An image: a path of this site (/api/files/...) or an https: URL'),
  link: linkText().optional().describe('Where a tap goes: an app path (/...) or an https: URL'),
  sort: z.number().int().min(0).max(10_000).optional(),
  version: typedText(TEXT_LIMITS.version).optional(),
  publishedAt: z.iso.datetime().optional().describe('When members may read it (now when omitted); a later time schedules it'),
  published: z.boolean().optional().describe('False keeps it from members (a draft, or taken down); true when omitted'),
  translations: z
    .array(contentTranslationInputSchema)
    .min(1)
    .refine((rows) => rows.some((row) => row.language === 'en_US'), { message: 'en_US is required: it is every other language\'s fallback' })
    .refine((rows) => new Set(rows.map((row) => row.language)).size === rows.length, { message: 'one translation per language' }),
});
export type ContentInput = z.infer<typeof contentInputSchema>;
