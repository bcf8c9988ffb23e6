import { sql, type Kysely } from 'kysely';

// Frozen in time: a migration imports nothing from the app and is never edited once landed.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the database as it was then
export async function up(db: Kysely<any>): Promise<void> {
  // The closed part of a partial close points at the position it came from.
  await db.schema
    .alterTable('contract_orders')
    .addColumn('parent_id', 'integer', (col) => col.references('contract_orders.id'))
    .execute();
  // Whether the member was warned that the position nears liquidation, since the index last crossed the warning level.
  await db.schema
    .alterTable('contract_orders')
    .addColumn('margin_warned', 'boolean', (col) => col.notNull().defaultTo(sql`false`))
    .execute();
  await db.schema.createIndex('contract_orders_parent').on('contract_orders').column('parent_id').where('parent_id', 'is not', null).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('contract_orders_parent').execute();
  await db.schema.alterTable('contract_orders').dropColumn('margin_warned').execute();
  await db.schema.alterTable('contract_orders').dropColumn('parent_id').execute();
}
