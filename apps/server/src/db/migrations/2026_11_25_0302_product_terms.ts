import { sql, type Kysely } from 'kysely';

// Frozen in time: a migration imports nothing from the app and is never edited once landed.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the database as it was then
export async function up(db: Kysely<any>): Promise<void> {
  // The terms operators set (contract, options, funds): one row per product, absent until first changed.
  await db.schema
    .createTable('product_terms')
    .addColumn('product', 'text', (col) => col.primaryKey())
    .addColumn('terms', 'text', (col) => col.notNull())
    .addColumn('updated_by', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}
