import type { Kysely } from 'kysely';
import {
  DEFAULT_LOCALE,
  isSafeLink,
  USER_AGREEMENT_VERSION,
  type ArticleKind,
  type ContentDocument,
  type ContentItem,
  type ContentKind,
  type ContentListQuery,
  type ContentPage,
  type DocumentSlug,
  type Locale,
} from '@halyard/shared';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { prepareArticleText } from '../../lib/sanitize-html.js';
import * as repository from './content.repository.js';

interface ItemFields {
  id: number;
  topic: ContentItem['topic'] | null;
  cover: string | null;
  link: string | null;
  published_at: Date;
  language: string;
  title: string;
  summary: string | null;
  content?: string | null;
}

/** Members get a cover or link only when it is a safe address: rows saved before that rule may hold any. */
function toItem(row: ItemFields): ContentItem {
  const item: ContentItem = { id: row.id, title: row.title, language: row.language as Locale, publishedAt: row.published_at.toISOString() };
  if (row.summary) item.summary = row.summary;
  if (row.cover && isSafeLink(row.cover)) item.cover = row.cover;
  if (row.content) item.content = row.content;
  if (row.topic) item.topic = row.topic;
  if (row.link && isSafeLink(row.link)) item.link = row.link;
  return item;
}

export interface ContentService {
  /** Published items of one kind in the caller's language (English where an item has none). */
  list(kind: ContentKind, locale: Locale, query: ContentListQuery): Promise<ContentPage>;
  /** One event, bulletin or FAQ answer with its HTML; an unknown or unpublished id is 404. */
  detail(kind: ArticleKind, id: number, locale: Locale): Promise<ContentItem>;
  /** The first home banner's art (the same in every language: banners keep their set order). */
  firstBannerArt(): Promise<string | null>;
  /** The white paper or the user agreement in the caller's language. */
  document(slug: DocumentSlug, locale: Locale): Promise<ContentDocument>;
}

export function createContentService({ db, clock }: { db: Kysely<Database>; clock: Clock }): ContentService {
  return {
    async list(kind: ContentKind, locale: Locale, query: ContentListQuery): Promise<ContentPage> {
      const filter = { kind, locale, now: clock.now(), keyword: query.keyword || undefined, topic: query.topic };
      const { rows, total } = await repository.listItems(db, filter, query);
      return { rows: rows.map(toItem), total };
    },

    async detail(kind: ArticleKind, id: number, locale: Locale): Promise<ContentItem> {
      const row = await repository.findItem(db, kind, id, locale, clock.now());
      if (!row) throw AppError.notFound();
      return toItem(row);
    },

    async firstBannerArt(): Promise<string | null> {
      const { rows } = await repository.listItems(db, { kind: 'banner', locale: DEFAULT_LOCALE, now: clock.now() }, { pageNum: 1, pageSize: 1 });
      const cover = rows[0]?.cover;
      // Written into every home page: a row saved before the link rule may hold any address.
      return cover && isSafeLink(cover) ? cover : null;
    },

    async document(slug: DocumentSlug, locale: Locale): Promise<ContentDocument> {
      const row = await repository.findDocument(db, slug, locale);
      if (!row) throw AppError.notFound();
      // The agreement shown is always the one POST /member/app/auth accepts.
      const version = slug === 'userAgreement' ? USER_AGREEMENT_VERSION : (row.version ?? undefined);
      return { ...toItem(row), slug, ...(version ? { version } : {}) };
    },
  };
}

/** One item of the first start's content: written once, by its slug (a second start, or an operator's edit since, is left alone). */
export interface SeedItem {
  item: repository.ItemRow;
  texts: Array<{ language: Locale; title: string; summary?: string; content?: string }>;
}

/** Writes the first start's content in one transaction, each text sanitised as an operator's would be. */
export async function seedContentItems(db: Kysely<Database>, items: readonly SeedItem[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const { item, texts } of items) {
      const inserted = await repository.insertItem(trx, item);
      if (!inserted) continue;
      await repository.replaceTranslations(trx, inserted.id, texts.map((text) => ({ language: text.language, ...prepareArticleText(text) })));
    }
  });
}
