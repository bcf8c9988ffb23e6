import { sql, type Kysely } from 'kysely';

// Frozen in time: a migration imports nothing from the app and is never edited once landed.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the database as it was then
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('address', 'text', (col) => col.notNull().unique())
    .addColumn('mb_id', 'text', (col) => col.notNull().unique())
    .addColumn('kind', 'text', (col) =>
      col.notNull().defaultTo('regular').check(sql`kind in ('regular', 'agent', 'employee', 'mock')`),
    )
    .addColumn('credit_score', 'integer', (col) => col.notNull().defaultTo(100))
    .addColumn('agreement_version', 'text')
    .addColumn('frozen', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('trading_disabled', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('login_nonces')
    .addColumn('nonce', 'text', (col) => col.primaryKey())
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('issued_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('login_nonces_expires_at').on('login_nonces').column('expires_at').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('accounts')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('account', 'text', (col) =>
      col.notNull().check(sql`account in ('fund', 'options', 'staking', 'mining')`),
    )
    .addColumn('coin', 'text', (col) => col.notNull())
    .addColumn('available', sql`numeric(36, 18)`, (col) => col.notNull().defaultTo(0).check(sql`available >= 0`))
    .addColumn('frozen', sql`numeric(36, 18)`, (col) => col.notNull().defaultTo(0).check(sql`frozen >= 0`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('accounts_user_account_coin', ['user_id', 'account', 'coin'])
    .execute();

  await db.schema
    .createTable('bills')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('account_id', 'integer', (col) => col.notNull().references('accounts.id'))
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('amount', sql`numeric(36, 18)`, (col) => col.notNull())
    .addColumn('frozen_change', sql`numeric(36, 18)`, (col) => col.notNull().defaultTo(0))
    .addColumn('available_after', sql`numeric(36, 18)`, (col) => col.notNull().check(sql`available_after >= 0`))
    .addColumn('frozen_after', sql`numeric(36, 18)`, (col) => col.notNull().check(sql`frozen_after >= 0`))
    .addColumn('ref_type', 'text')
    .addColumn('ref_id', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('bills_user_created').on('bills').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('bills_account').on('bills').column('account_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['bills', 'accounts', 'sessions', 'login_nonces', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
