import { sql, type Kysely } from 'kysely';

// Frozen in time: a migration imports nothing from the app and is never edited once landed.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the database as it was then
export async function up(db: Kysely<any>): Promise<void> {
  const statuses = sql.raw(`status in ('submitted', 'checking', 'approved_once', 'passed', 'rejected')`);
  for (const table of ['deposits', 'withdrawals']) {
    // Above the four-eyes threshold an item waits, approved once, for a second operator.
    await sql`alter table ${sql.table(table)} drop constraint ${sql.raw(`${table}_status_check`)}`.execute(db);
    await db.schema.alterTable(table).addCheckConstraint(`${table}_status_check`, statuses).execute();
    await db.schema.alterTable(table).addColumn('first_approved_by', 'text').execute();
    await db.schema.alterTable(table).addColumn('first_approved_at', 'timestamptz').execute();
  }
  // The wallet a member says an Ethereum deposit came from (their own sign-in wallet unless they name another).
  await db.schema.alterTable('deposits').addColumn('sender', 'text').execute();
  // Withdrawals to one address, by anyone: the review card counts them.
  await db.schema.createIndex('withdrawals_address').on('withdrawals').columns(['address', 'user_id']).execute();

  // A member's labelled withdrawal addresses.
  await db.schema
    .createTable('withdrawal_addresses')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('chain', 'text', (col) => col.notNull())
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('label', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('withdrawal_addresses_one_per_member', ['user_id', 'chain', 'address'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the database as it was then
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('withdrawal_addresses').execute();
  await db.schema.dropIndex('withdrawals_address').execute();
  await db.schema.alterTable('deposits').dropColumn('sender').execute();
  for (const table of ['deposits', 'withdrawals']) {
    await db.schema.alterTable(table).dropColumn('first_approved_at').execute();
    await db.schema.alterTable(table).dropColumn('first_approved_by').execute();
    await sql`alter table ${sql.table(table)} drop constraint ${sql.raw(`${table}_status_check`)}`.execute(db);
    await db.schema.alterTable(table).addCheckConstraint(`${table}_status_check`, sql.raw(`status in ('submitted', 'checking', 'passed', 'rejected')`)).execute();
  }
}
