import { sql, type Kysely, type Transaction } from 'kysely';
import { DEFAULT_LOCALE, type ContentKind } from '@halyard/shared';
import { fetchPage, type Page } from '../../db/paging.js';
import type { Database } from '../../db/schema.js';

type Reader = Kysely<Database> | Transaction<Database>;

/** Every item of a kind for the console (drafts and scheduled included), with its en_US title and its languages. */
export function listAllItems(db: Reader, kind: ContentKind | undefined, page: Page) {
  let query = db
    .selectFrom('content_items as i')
    .select([
      'i.id',
      'i.kind',
      'i.slug',
      'i.topic',
      'i.cover',
      'i.sort',
      'i.published',
      'i.published_at',
      (eb) =>
        eb.selectFrom('content_translations as t').select('t.title').whereRef('t.item_id', '=', 'i.id').where('t.language', '=', DEFAULT_LOCALE).as('title'),
      sql<string>`(select string_agg(t.language, ',' order by t.language) from content_translations t where t.item_id = i.id)`.as('languages'),
    ]);
  if (kind) query = query.where('i.kind', '=', kind);
  return fetchPage(query.orderBy('i.id', 'desc'), page);
}

export function findAnyItem(db: Reader, id: number) {
  return db.selectFrom('content_items').selectAll().where('id', '=', id).executeTakeFirst();
}

export function translationsOf(db: Reader, id: number) {
  return db.selectFrom('content_translations').select(['language', 'title', 'summary', 'content']).where('item_id', '=', id).orderBy('language').execute();
}

export function insertImage(trx: Transaction<Database>, image: { contentType: string; bytes: Uint8Array; uploadedBy: string }) {
  return trx
    .insertInto('content_images')
    .values({ content_type: image.contentType, size: image.bytes.byteLength, data: image.bytes, uploaded_by: image.uploadedBy })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export function findImage(db: Reader, id: number) {
  return db.selectFrom('content_images').select(['content_type', 'data']).where('id', '=', id).executeTakeFirst();
}
