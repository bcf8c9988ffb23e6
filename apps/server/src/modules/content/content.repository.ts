import { sql, type Kysely, type Transaction } from 'kysely';
import { DEFAULT_LOCALE, type ContentKind, type FaqTopic, type Locale } from '@halyard/shared';
import { fetchPage, type Page } from '../../db/paging.js';
import type { Database } from '../../db/schema.js';

type Reader = Kysely<Database> | Transaction<Database>;

export interface ListFilter {
  kind: ContentKind;
  locale: Locale;
  now: Date;
  keyword?: string;
  topic?: FaqTopic;
}

/** `%`, `_` and `\` match themselves in a search, not any text. */
function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, '\\$&')}%`;
}

/** Items joined to one translation each: the caller's language when there is one, else en_US. */
function localized(db: Reader, locale: Locale) {
  return db.selectFrom('content_items as i').innerJoinLateral(
    (eb) =>
      eb
        .selectFrom('content_translations as t')
        .selectAll('t')
        .whereRef('t.item_id', '=', 'i.id')
        .where('t.language', 'in', [locale, DEFAULT_LOCALE])
        .orderBy(sql`t.language = ${locale}`, 'desc')
        .limit(1)
        .as('tr'),
    (join) => join.onTrue(),
  );
}

const listColumns = ['i.id', 'i.kind', 'i.topic', 'i.cover', 'i.link', 'i.sort', 'i.published_at', 'tr.language', 'tr.title', 'tr.summary'] as const;

export function listItems(db: Reader, filter: ListFilter, page: Page) {
  let query = localized(db, filter.locale)
    .select(listColumns)
    .where('i.kind', '=', filter.kind)
    .where('i.published', '=', true)
    .where('i.published_at', '<=', filter.now);
  if (filter.topic) query = query.where('i.topic', '=', filter.topic);
  if (filter.keyword) query = query.where('tr.search_text', 'ilike', likePattern(filter.keyword));
  // Banners, partners and the FAQ keep the order they were set in; news is newest first.
  const ordered = ['banner', 'partner', 'manual'].includes(filter.kind)
    ? query.orderBy('i.sort').orderBy('i.id')
    : query.orderBy('i.published_at', 'desc').orderBy('i.id', 'desc');
  return fetchPage(ordered, page);
}

export function findItem(db: Reader, kind: ContentKind, id: number, locale: Locale, now: Date) {
  return localized(db, locale)
    .select([...listColumns, 'tr.content'])
    .where('i.kind', '=', kind)
    .where('i.id', '=', id)
    .where('i.published', '=', true)
    .where('i.published_at', '<=', now)
    .executeTakeFirst();
}

export function findDocument(db: Reader, slug: string, locale: Locale) {
  return localized(db, locale)
    .select([...listColumns, 'tr.content', 'i.slug', 'i.version'])
    .where('i.kind', '=', 'document')
    .where('i.slug', '=', slug)
    .executeTakeFirst();
}

export interface ItemRow {
  kind: ContentKind;
  slug: string | null;
  topic: FaqTopic | null;
  cover: string | null;
  link: string | null;
  sort: number;
  version: string | null;
  publishedAt: Date;
  /** Members read published items only; true when omitted. */
  published?: boolean;
}

export interface TranslationRow {
  language: Locale;
  title: string;
  summary: string | null;
  content: string | null;
  searchText: string;
}

function itemValues(item: ItemRow) {
  return {
    kind: item.kind,
    slug: item.slug,
    topic: item.topic,
    cover: item.cover,
    link: item.link,
    sort: item.sort,
    version: item.version,
    published_at: item.publishedAt,
    published: item.published ?? true,
  };
}

/** Inserts an item; a seeded slug that already exists inserts nothing and answers undefined. */
export async function insertItem(trx: Transaction<Database>, item: ItemRow) {
  return trx
    .insertInto('content_items')
    .values(itemValues(item))
    .onConflict((oc) => oc.column('slug').doNothing())
    .returning('id')
    .executeTakeFirst();
}

export function updateItem(trx: Transaction<Database>, id: number, item: ItemRow) {
  return trx.updateTable('content_items').set(itemValues(item)).where('id', '=', id).returning('id').executeTakeFirst();
}

export function deleteItem(db: Reader, id: number) {
  return db.deleteFrom('content_items').where('id', '=', id).returning('id').executeTakeFirst();
}

/** Replaces every translation of an item. */
export async function replaceTranslations(trx: Transaction<Database>, itemId: number, rows: TranslationRow[]) {
  await trx.deleteFrom('content_translations').where('item_id', '=', itemId).execute();
  await trx
    .insertInto('content_translations')
    .values(
      rows.map((row) => ({
        item_id: itemId,
        language: row.language,
        title: row.title,
        summary: row.summary,
        content: row.content,
        search_text: row.searchText,
      })),
    )
    .execute();
}
