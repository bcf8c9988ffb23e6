import { sql, type Kysely } from 'kysely';

// Frozen in time: a migration imports nothing from the app and is never edited once landed.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the database as it was then
export async function up(db: Kysely<any>): Promise<void> {
  // Events, bulletins, FAQ answers, banners, partners and documents: one row each, text per language below.
  await db.schema
    .createTable('content_items')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('official', 'bulletin', 'manual', 'banner', 'partner', 'document')`))
    .addColumn('slug', 'text', (col) => col.unique())
    .addColumn('topic', 'text')
    .addColumn('cover', 'text')
    .addColumn('link', 'text')
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('version', 'text')
    .addColumn('published_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('content_items_kind_published').on('content_items').columns(['kind', 'published_at']).execute();

  // `content` is HTML already sanitised when saved; `search_text` is its plain text, for search.
  await db.schema
    .createTable('content_translations')
    .addColumn('item_id', 'integer', (col) => col.notNull().references('content_items.id').onDelete('cascade'))
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('summary', 'text')
    .addColumn('content', 'text')
    .addColumn('search_text', 'text', (col) => col.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('content_translations_pk', ['item_id', 'language'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('content_translations').execute();
  await db.schema.dropTable('content_items').execute();
}
