import { sql, type Kysely } from 'kysely';

// Frozen in time: a migration imports nothing from the app and is never edited once landed.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the database as it was then
export async function up(db: Kysely<any>): Promise<void> {
  const money = sql`numeric(36, 18)`;
  const reviewStatus = (col: string) => sql.raw(`${col} in ('submitted', 'checking', 'passed', 'rejected')`);

  await db.schema
    .createTable('transfers')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('coin', 'text', (col) => col.notNull())
    .addColumn('amount', money, (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('from_account', 'text', (col) => col.notNull())
    .addColumn('to_account', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('transfers_accounts_differ', sql`from_account <> to_account`)
    .execute();
  await db.schema.createIndex('transfers_user_created').on('transfers').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('deposits')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('coin', 'text', (col) => col.notNull())
    .addColumn('chain', 'text', (col) => col.notNull())
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('amount', money, (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('tx_hash', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('submitted').check(reviewStatus('status')))
    .addColumn('rate', money)
    .addColumn('credited_usdt', money)
    .addColumn('reason', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('reviewed_at', 'timestamptz')
    .addColumn('reviewed_by', 'text')
    // One transaction pays one deposit, whoever claims it.
    .addUniqueConstraint('deposits_chain_tx_hash', ['chain', 'tx_hash'])
    .execute();
  await db.schema.createIndex('deposits_user_created').on('deposits').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('deposits_status').on('deposits').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('withdrawals')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('coin', 'text', (col) => col.notNull())
    .addColumn('chain', 'text', (col) => col.notNull())
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('amount', money, (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('fee', money, (col) => col.notNull().check(sql`fee >= 0`))
    .addColumn('actual_amount', money, (col) => col.notNull().check(sql`actual_amount > 0`))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('submitted').check(reviewStatus('status')))
    .addColumn('tx_hash', 'text')
    .addColumn('reason', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('reviewed_at', 'timestamptz')
    .addColumn('reviewed_by', 'text')
    .execute();
  await db.schema.createIndex('withdrawals_user_created').on('withdrawals').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('withdrawals_status').on('withdrawals').columns(['status', 'created_at']).execute();

  // A money-moving request's Idempotency-Key, its body's hash and the answer it got.
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('request_hash', 'text', (col) => col.notNull())
    .addColumn('response', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
    .execute();
  await db.schema.createIndex('idempotency_keys_created').on('idempotency_keys').column('created_at').execute();

  // Who decided what, when: every operator decision.
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('actor', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('target_type', 'text', (col) => col.notNull())
    .addColumn('target_id', 'text', (col) => col.notNull())
    .addColumn('detail', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('audit_log_target').on('audit_log').columns(['target_type', 'target_id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['audit_log', 'idempotency_keys', 'withdrawals', 'deposits', 'transfers']) {
    await db.schema.dropTable(table).execute();
  }
}
