import { sql, type Kysely } from 'kysely';

// Frozen in time: a migration imports nothing from the app and is never edited once landed.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the database as it was then
export async function up(db: Kysely<any>): Promise<void> {
  // One conversation per member with the operators; each side's last read message is its read receipt.
  await db.schema
    .createTable('support_conversations')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'integer', (col) => col.notNull().unique().references('users.id'))
    .addColumn('member_read_id', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('operator_read_id', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_message_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('support_conversations_recent').on('support_conversations').column('last_message_at').execute();

  // Images are kept in the database, with the type their bytes were checked to be.
  await db.schema
    .createTable('support_images')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('conversation_id', 'integer', (col) => col.notNull().references('support_conversations.id'))
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('data', 'bytea', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('support_messages')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('conversation_id', 'integer', (col) => col.notNull().references('support_conversations.id'))
    .addColumn('sender', 'text', (col) => col.notNull().check(sql`sender in ('member', 'operator')`))
    .addColumn('operator_address', 'text')
    .addColumn('body', 'text')
    .addColumn('image_id', 'integer', (col) => col.references('support_images.id'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('support_messages_not_empty', sql`body is not null or image_id is not null`)
    .execute();
  await db.schema.createIndex('support_messages_conversation').on('support_messages').columns(['conversation_id', 'id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['support_messages', 'support_images', 'support_conversations']) await db.schema.dropTable(table).execute();
}
