import { sql, type Kysely } from 'kysely';

// Frozen in time: a migration imports nothing from the app and is never edited once landed.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the database as it was then
export async function up(db: Kysely<any>): Promise<void> {
  // Timed work: a row with a due time, claimed with FOR UPDATE SKIP LOCKED and finished in the
  // same transaction as its effect, so no restart or takeover loses or repeats one.
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('due_at', 'timestamptz', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending').check(sql`status in ('pending', 'done', 'failed')`))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('done_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    // One job per purpose: scheduling the same work twice is a no-op.
    .addUniqueConstraint('jobs_kind_key', ['kind', 'key'])
    .execute();
  await db.schema.createIndex('jobs_pending_due').on('jobs').column('due_at').where(sql.ref('status'), '=', 'pending').execute();

  // The index price per pair and second, as recorded by a live exchange feed (the simulated feed
  // derives any second from its seed and needs none).
  await db.schema
    .createTable('index_prices')
    .addColumn('pair', 'text', (col) => col.notNull())
    .addColumn('second', 'bigint', (col) => col.notNull())
    .addColumn('price', sql`numeric(36, 18)`, (col) => col.notNull())
    .addPrimaryKeyConstraint('index_prices_pk', ['pair', 'second'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('index_prices').execute();
  await db.schema.dropTable('jobs').execute();
}
