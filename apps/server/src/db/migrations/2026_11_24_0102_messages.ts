import { sql, type Kysely } from 'kysely';

// Frozen in time: a migration imports nothing from the app and is never edited once landed.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the database as it was then
export async function up(db: Kysely<any>): Promise<void> {
  // Notification prompts (spec §3): for everyone (mb_type '1') or one member, per language or ALL.
  await db.schema
    .createTable('prompts')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('mb_type', 'text', (col) => col.notNull().check(sql`mb_type in ('0', '1')`))
    .addColumn('mb_id', 'text')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('1').check(sql`status in ('0', '1')`))
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('prompts_member_named', sql`mb_type = '1' or mb_id is not null`)
    .execute();
  await db.schema.createIndex('prompts_member').on('prompts').columns(['mb_type', 'mb_id']).execute();

  // The message center: what happened to a member's account, written in the same transaction as the event.
  // `pushed_at` is null until the live push has gone out (an outbox the socket drains).
  await db.schema
    .createTable('messages')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('params', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('ref_type', 'text')
    .addColumn('ref_id', 'text')
    .addColumn('read_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('pushed_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('messages_user').on('messages').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('messages_unread').on('messages').column('user_id').where(sql.ref('read_at'), 'is', null).execute();
  await db.schema.createIndex('messages_unpushed').on('messages').column('id').where(sql.ref('pushed_at'), 'is', null).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('messages').execute();
  await db.schema.dropTable('prompts').execute();
}
