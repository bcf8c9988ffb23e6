import { sql, type Kysely } from 'kysely';

// Frozen in time: a migration imports nothing from the app and is never edited once landed.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the database as it was then
export async function up(db: Kysely<any>): Promise<void> {
  // The pairs a member starred, kept with the account so every device shows the same list.
  await db.schema
    .createTable('member_favourites')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('pair', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('member_favourites_pk', ['user_id', 'pair'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the database as it was then
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('member_favourites').execute();
}
