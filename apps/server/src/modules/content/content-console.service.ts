import type { Kysely } from 'kysely';
import {
  CONTENT_IMAGE_MAX_BYTES,
  type ContentConsoleItem,
  type ContentConsoleQuery,
  type ContentConsoleRow,
  type ContentImage,
  type ContentInput,
  type Locale,
} from '@halyard/shared';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { checkImage } from '../../lib/image-check.js';
import { prepareArticleText, sanitizeArticleHtml } from '../../lib/sanitize-html.js';
import { recordDecision } from '../audit/audit.service.js';
import * as consoleRepository from './content-console.repository.js';
import * as repository from './content.repository.js';

export interface ContentConsoleService {
  /** Content items of every kind and state, for editors. */
  list(query: ContentConsoleQuery): Promise<{ rows: ContentConsoleRow[]; total: number }>;
  /** One item with all its translations, for the editor. */
  item(id: number): Promise<ContentConsoleItem>;
  /** Saves an item and its translations, every HTML sanitised on the way in; answers its id. */
  save(actor: string, input: ContentInput, id?: number): Promise<{ id: number }>;
  /** Deletes an item and its translations, audited. */
  remove(actor: string, id: number): Promise<void>;
  /** The HTML as members will see it once saved. */
  preview(content: string): { content: string };
  /** Keeps an uploaded image once its bytes prove its type and size. */
  uploadImage(actor: string, declared: string | undefined, bytes: Uint8Array): Promise<ContentImage>;
  /** An uploaded image by id; 404 when there is none. */
  image(id: number): Promise<{ content_type: string; data: Uint8Array }>;
}

/** What the audit log keeps of an item: its terms and, per language, its title (the texts themselves stay in the item). */
function auditView(item: { kind: string; published: boolean; publishedAt: string | Date; cover: string | null; link: string | null; sort: number }, languages: Array<{ language: string; title: string }>) {
  const publishedAt = item.publishedAt instanceof Date ? item.publishedAt.toISOString() : item.publishedAt;
  return { kind: item.kind, published: item.published, publishedAt, cover: item.cover, link: item.link, sort: item.sort, titles: Object.fromEntries(languages.map((row) => [row.language, row.title])) };
}

/** The editors' side of content (ARCHITECTURE §9): each change audited, before and after, in its own transaction. */
export function createContentConsoleService({ db, clock }: { db: Kysely<Database>; clock: Clock }): ContentConsoleService {
  async function loadItem(id: number): Promise<ContentConsoleItem | undefined> {
    const row = await consoleRepository.findAnyItem(db, id);
    if (!row) return undefined;
    const translations = await consoleRepository.translationsOf(db, id);
    return {
      id: row.id,
      kind: row.kind,
      slug: row.slug,
      topic: row.topic,
      cover: row.cover,
      link: row.link,
      sort: row.sort,
      version: row.version,
      published: row.published,
      publishedAt: row.published_at.toISOString(),
      translations: translations.map((translation) => ({ ...translation, language: translation.language as Locale })),
    };
  }

  return {
    async list(query: ContentConsoleQuery): Promise<{ rows: ContentConsoleRow[]; total: number }> {
      const { rows, total } = await consoleRepository.listAllItems(db, query.kind, query);
      return {
        rows: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          slug: row.slug,
          topic: row.topic,
          title: row.title ?? '',
          languages: (row.languages ?? '').split(',').filter(Boolean) as Locale[],
          published: row.published,
          publishedAt: row.published_at.toISOString(),
          cover: row.cover,
          sort: row.sort,
        })),
        total,
      };
    },

    async item(id: number): Promise<ContentConsoleItem> {
      const item = await loadItem(id);
      if (!item) throw AppError.notFound();
      return item;
    },

    async save(actor: string, input: ContentInput, id?: number): Promise<{ id: number }> {
      const before = id === undefined ? undefined : await loadItem(id);
      if (id !== undefined && !before) throw AppError.notFound();
      if (before && before.kind !== input.kind) throw AppError.invalidInput('fieldInvalid', { field: 'kind' });
      return db.transaction().execute(async (trx) => {
        const isDocument = input.kind === 'document';
        const item = {
          kind: input.kind,
          // A stable name, once given, stays (the seed finds its items by it); a document's version is the platform's.
          slug: before?.slug ?? input.slug ?? null,
          topic: input.kind === 'manual' ? (input.topic ?? 'gettingStarted') : null,
          cover: input.cover ?? null,
          link: input.link ?? null,
          sort: input.sort ?? 0,
          version: isDocument ? (before?.version ?? input.version ?? null) : (input.version ?? null),
          publishedAt: input.publishedAt ? new Date(input.publishedAt) : clock.now(),
          // The knowledge base's documents are always there to read (sign-in links the agreement).
          published: isDocument ? true : (input.published ?? true),
        };
        const saved = id === undefined ? await repository.insertItem(trx, item) : await repository.updateItem(trx, id, item);
        if (!saved) throw id === undefined ? AppError.businessRule('contentSlugTaken') : AppError.notFound();
        const texts = input.translations.map((translation) => ({ language: translation.language, ...prepareArticleText(translation) }));
        await repository.replaceTranslations(trx, saved.id, texts);
        await recordDecision(trx, {
          actor,
          action: id === undefined ? 'content.create' : 'content.update',
          targetType: 'content',
          targetId: saved.id,
          detail: { before: before ? auditView(before, before.translations) : null, after: auditView({ ...item, published: item.published, publishedAt: item.publishedAt }, texts) },
          at: clock.now(),
        });
        return { id: saved.id };
      });
    },

    async remove(actor: string, id: number): Promise<void> {
      const before = await loadItem(id);
      if (!before) throw AppError.notFound();
      if (before.kind === 'document') throw AppError.businessRule('documentKept');
      await db.transaction().execute(async (trx) => {
        if (!(await repository.deleteItem(trx, id))) throw AppError.notFound();
        await recordDecision(trx, { actor, action: 'content.remove', targetType: 'content', targetId: id, detail: { before: auditView(before, before.translations), after: null }, at: clock.now() });
      });
    },

    preview(content: string): { content: string } {
      return { content: sanitizeArticleHtml(content) };
    },

    async uploadImage(actor: string, declared: string | undefined, bytes: Uint8Array): Promise<ContentImage> {
      const contentType = checkImage(declared, bytes, CONTENT_IMAGE_MAX_BYTES);
      return db.transaction().execute(async (trx) => {
        const { id } = await consoleRepository.insertImage(trx, { contentType, bytes, uploadedBy: actor });
        await recordDecision(trx, { actor, action: 'content.image', targetType: 'contentImage', targetId: id, detail: { before: null, after: { contentType, size: bytes.byteLength } }, at: clock.now() });
        return { id, url: `/api/files/contentImage/${id}` };
      });
    },

    async image(id: number): Promise<{ content_type: string; data: Uint8Array }> {
      const image = await consoleRepository.findImage(db, id);
      if (!image) throw AppError.notFound();
      return image;
    },
  };
}
