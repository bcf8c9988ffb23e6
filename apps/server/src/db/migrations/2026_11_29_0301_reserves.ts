import { sql, type Kysely } from 'kysely';

// Frozen in time: a migration imports nothing from the app and is never edited once landed.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the database as it was then
export async function up(db: Kysely<any>): Promise<void> {
  // A snapshot of what members are owed: one per moment, all coins; the daily one is unique by its due time.
  await db.schema
    .createTable('reserve_snapshots')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('taken_at', 'timestamptz', (col) => col.notNull())
    .addColumn('trigger', 'text', (col) => col.notNull().check(sql`trigger in ('daily', 'admin')`))
    .addColumn('due_at', 'timestamptz', (col) => col.unique())
    .addColumn('taken_by', 'text')
    .execute();
  // One coin's Merkle-sum tree in a snapshot: its root, and its reserves on chain once read.
  await db.schema
    .createTable('reserve_trees')
    .addColumn('snapshot_id', 'integer', (col) => col.notNull().references('reserve_snapshots.id'))
    .addColumn('coin', 'text', (col) => col.notNull())
    .addColumn('root_hash', 'text', (col) => col.notNull())
    .addColumn('liabilities', sql`numeric(36, 18)`, (col) => col.notNull())
    .addColumn('leaves', 'integer', (col) => col.notNull())
    .addColumn('reserves_status', 'text', (col) => col.notNull())
    .addColumn('reserves_amount', sql`numeric(36, 18)`)
    .addColumn('reserves_block', 'integer')
    .addColumn('reserves_addresses', 'integer')
    .addColumn('reserves_xpub', 'text')
    .addColumn('reserves_wallets', 'text')
    .addPrimaryKeyConstraint('reserve_trees_pk', ['snapshot_id', 'coin'])
    .execute();
  // Every node of every tree, leaves (level 0, pads included) to the root: a proof is one indexed read.
  await db.schema
    .createTable('reserve_nodes')
    .addColumn('snapshot_id', 'integer', (col) => col.notNull())
    .addColumn('coin', 'text', (col) => col.notNull())
    .addColumn('level', 'smallint', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('hash', 'text', (col) => col.notNull())
    .addColumn('sum', sql`numeric(36, 18)`, (col) => col.notNull())
    .addPrimaryKeyConstraint('reserve_nodes_pk', ['snapshot_id', 'coin', 'level', 'position'])
    .execute();
  // Each member's leaf: their nonce (shown to them alone), balance and place.
  await db.schema
    .createTable('reserve_leaves')
    .addColumn('snapshot_id', 'integer', (col) => col.notNull())
    .addColumn('coin', 'text', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.notNull())
    .addColumn('nonce', 'text', (col) => col.notNull())
    .addColumn('balance', sql`numeric(36, 18)`, (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('reserve_leaves_pk', ['snapshot_id', 'coin', 'user_id'])
    .execute();

  // The platform's declared wallets: added or removed only once a second admin approves the proposal.
  await db.schema
    .createTable('reserve_wallet_proposals')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('action', 'text', (col) => col.notNull().check(sql`action in ('add', 'remove')`))
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('label', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending').check(sql`status in ('pending', 'approved', 'rejected')`))
    .addColumn('proposed_by', 'text', (col) => col.notNull())
    .addColumn('proposed_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('decided_by', 'text')
    .addColumn('decided_at', 'timestamptz')
    .execute();
  // At most one proposal waits per address: two admins proposing at once cannot both get in.
  await sql`create unique index reserve_wallet_proposals_one_pending on reserve_wallet_proposals (lower(address)) where status = 'pending'`.execute(db);
  await db.schema
    .createTable('reserve_wallets')
    .addColumn('address', 'text', (col) => col.primaryKey())
    .addColumn('label', 'text', (col) => col.notNull())
    .addColumn('proposed_by', 'text', (col) => col.notNull())
    .addColumn('approved_by', 'text', (col) => col.notNull())
    .addColumn('added_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the database as it was then
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['reserve_wallets', 'reserve_wallet_proposals', 'reserve_leaves', 'reserve_nodes', 'reserve_trees', 'reserve_snapshots']) {
    await db.schema.dropTable(table).execute();
  }
}
