import { sql, type Kysely } from 'kysely';

// Frozen in time: a migration imports nothing from the app and is never edited once landed.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the database as it was then
export async function up(db: Kysely<any>): Promise<void> {
  // Deposit addresses admins propose and a second admin approves or rejects; the latest approved one per network is in force.
  await db.schema
    .createTable('deposit_address_proposals')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('network', 'text', (col) => col.notNull())
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending').check(sql`status in ('pending', 'approved', 'rejected')`))
    .addColumn('proposed_by', 'text', (col) => col.notNull())
    .addColumn('proposed_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('decided_by', 'text')
    .addColumn('decided_at', 'timestamptz')
    .execute();
  // At most one proposal waits per network: two admins proposing at once cannot both get in.
  await db.schema.createIndex('deposit_address_proposals_one_pending').on('deposit_address_proposals').column('network').unique().where(sql.ref('status'), '=', 'pending').execute();
  await db.schema.createIndex('deposit_address_proposals_by_network').on('deposit_address_proposals').columns(['network', 'status', 'decided_at']).execute();

  // Deposit chains an admin switched off or on again; a chain without a row is on.
  await db.schema
    .createTable('deposit_chains')
    .addColumn('chain', 'text', (col) => col.primaryKey())
    .addColumn('enabled', 'boolean', (col) => col.notNull())
    .addColumn('updated_by', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the database as it was then
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('deposit_chains').execute();
  await db.schema.dropTable('deposit_address_proposals').execute();
}
