import type { Kysely } from 'kysely';

// Frozen in time: a migration imports nothing from the app and is never edited once landed.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the database as it was then
export async function up(db: Kysely<any>): Promise<void> {
  // Values the installation creates once and every server process must share (the market seed).
  await db.schema
    .createTable('app_settings')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('app_settings').execute();
}
