import { sql, type Kysely } from 'kysely';

// Frozen in time: a migration imports nothing from the app and is never edited once landed.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the database as it was then
export async function up(db: Kysely<any>): Promise<void> {
  // The server's VAPID key pair, made at the first start and kept with the data: one row, ever.
  await db.schema
    .createTable('push_keys')
    .addColumn('id', 'smallint', (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn('public_key', 'text', (col) => col.notNull())
    .addColumn('private_key', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  // A member's browsers that receive Web Push: one row per endpoint (a browser belongs to one member at a time).
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('endpoint', 'text', (col) => col.notNull().unique())
    .addColumn('p256dh', 'text', (col) => col.notNull())
    .addColumn('auth', 'text', (col) => col.notNull())
    .addColumn('locale', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('push_subscriptions_user').on('push_subscriptions').column('user_id').execute();

  // The alert kinds a member switched; a kind without a row is on.
  await db.schema
    .createTable('push_kinds')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('enabled', 'boolean', (col) => col.notNull())
    .addPrimaryKeyConstraint('push_kinds_pk', ['user_id', 'kind'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('push_kinds').execute();
  await db.schema.dropTable('push_subscriptions').execute();
  await db.schema.dropTable('push_keys').execute();
}
