import { sql, type Kysely } from 'kysely';

// Frozen in time: a migration imports nothing from the app and is never edited once landed.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the database as it was then
export async function up(db: Kysely<any>): Promise<void> {
  // Each member's own deposit address: `0/<hd_index>` below the platform's extended public key, assigned once.
  await sql`create sequence deposit_address_index as integer minvalue 0 start with 0`.execute(db);
  await db.schema
    .createTable('member_deposit_addresses')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id'))
    .addColumn('hd_index', 'integer', (col) => col.notNull().unique())
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index member_deposit_addresses_address on member_deposit_addresses (lower(address))`.execute(db);

  // The chain watcher's place: the last block it processed, the node's head and its last error.
  await db.schema
    .createTable('chain_cursor')
    .addColumn('chain', 'text', (col) => col.primaryKey())
    .addColumn('block_number', 'integer', (col) => col.notNull())
    .addColumn('block_hash', 'text', (col) => col.notNull())
    .addColumn('node_head', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('last_error_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // The recent canonical blocks as the watcher saw them: a reorganisation shows as a changed hash.
  await db.schema
    .createTable('chain_blocks')
    .addColumn('number', 'integer', (col) => col.primaryKey())
    .addColumn('hash', 'text', (col) => col.notNull())
    .addColumn('parent_hash', 'text', (col) => col.notNull())
    .execute();
  // What an operator must look at: a reorganisation deeper than the confirmations after a credit, a payout that did not match.
  await db.schema
    .createTable('chain_alarms')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('detail', 'text', (col) => col.notNull())
    .addColumn('raised_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('acknowledged_at', 'timestamptz')
    .addColumn('acknowledged_by', 'text')
    .execute();

  // Deposits the watcher saw: credited once per (chain, transaction, log); plain ETH transfers have log index -1.
  await db.schema.alterTable('deposits').addColumn('origin', 'text', (col) => col.notNull().defaultTo('reported').check(sql`origin in ('reported', 'chain')`)).execute();
  await db.schema.alterTable('deposits').addColumn('log_index', 'integer').execute();
  await db.schema.alterTable('deposits').addColumn('block_number', 'integer').execute();
  await db.schema.alterTable('deposits').addColumn('block_hash', 'text').execute();
  await sql`alter table deposits drop constraint deposits_status_check`.execute(db);
  await db.schema
    .alterTable('deposits')
    .addCheckConstraint('deposits_status_check', sql.raw(`status in ('submitted', 'checking', 'approved_once', 'passed', 'rejected', 'detected', 'dropped', 'below_minimum')`))
    .execute();
  await db.schema.dropIndex('deposits_network_tx_hash').execute();
  await sql`
    create unique index deposits_network_tx_hash
    on deposits ((case when chain in ('ERC20', 'ETH') then 'ethereum' else lower(chain) end), tx_hash)
    where origin = 'reported'
  `.execute(db);
  await sql`create unique index deposits_chain_transfer on deposits (chain, tx_hash, log_index) where origin = 'chain'`.execute(db);
  await sql`create index deposits_confirming on deposits (block_number) where status = 'detected'`.execute(db);

  // A payout the operator sent: marked paid only once the chain shows it with enough confirmations.
  await sql`alter table withdrawals drop constraint withdrawals_status_check`.execute(db);
  await db.schema
    .alterTable('withdrawals')
    .addCheckConstraint('withdrawals_status_check', sql.raw(`status in ('submitted', 'checking', 'approved_once', 'passed', 'rejected', 'sent')`))
    .execute();
  await db.schema.alterTable('withdrawals').addColumn('sent_at', 'timestamptz').execute();
  await db.schema.alterTable('withdrawals').addColumn('sent_by', 'text').execute();
  await db.schema.alterTable('withdrawals').addColumn('payout_block_number', 'integer').execute();
  // A verified payout names the log (or -1: the plain transaction) that paid it; one log pays one withdrawal.
  await db.schema.alterTable('withdrawals').addColumn('payout_log_index', 'integer').execute();
  await sql`create unique index withdrawals_payout on withdrawals (lower(tx_hash), payout_log_index) where payout_log_index is not null`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('withdrawals_payout').execute();
  for (const column of ['payout_log_index', 'payout_block_number', 'sent_by', 'sent_at']) await db.schema.alterTable('withdrawals').dropColumn(column).execute();
  await sql`alter table withdrawals drop constraint withdrawals_status_check`.execute(db);
  await db.schema.alterTable('withdrawals').addCheckConstraint('withdrawals_status_check', sql.raw(`status in ('submitted', 'checking', 'approved_once', 'passed', 'rejected')`)).execute();
  await db.schema.dropIndex('deposits_confirming').execute();
  await db.schema.dropIndex('deposits_chain_transfer').execute();
  await db.schema.dropIndex('deposits_network_tx_hash').execute();
  await sql`
    create unique index deposits_network_tx_hash
    on deposits ((case when chain in ('ERC20', 'ETH') then 'ethereum' else lower(chain) end), tx_hash)
  `.execute(db);
  await sql`alter table deposits drop constraint deposits_status_check`.execute(db);
  await db.schema.alterTable('deposits').addCheckConstraint('deposits_status_check', sql.raw(`status in ('submitted', 'checking', 'approved_once', 'passed', 'rejected')`)).execute();
  for (const column of ['block_hash', 'block_number', 'log_index', 'origin']) await db.schema.alterTable('deposits').dropColumn(column).execute();
  await db.schema.dropTable('chain_alarms').execute();
  await db.schema.dropTable('chain_blocks').execute();
  await db.schema.dropTable('chain_cursor').execute();
  await db.schema.dropTable('member_deposit_addresses').execute();
  await sql`drop sequence deposit_address_index`.execute(db);
}
