import { sql, type Kysely } from 'kysely';

// Frozen in time: a migration imports nothing from the app and is never edited once landed.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the database as it was then
export async function up(db: Kysely<any>): Promise<void> {
  const money = sql`numeric(36, 18)`;
  // A contract order and, once filled, its position: one row from placement to close, keeping the
  // terms it was made under and the index second and price of every step.
  await db.schema
    .createTable('contract_orders')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('pair', 'text', (col) => col.notNull())
    .addColumn('side', 'text', (col) => col.notNull().check(sql`side in ('long', 'short')`))
    .addColumn('price_type', 'text', (col) => col.notNull().check(sql`price_type in ('market', 'limit')`))
    .addColumn('price', money)
    .addColumn('leverage', 'integer', (col) => col.notNull())
    .addColumn('margin', money, (col) => col.notNull().check(sql`margin > 0`))
    .addColumn('open_fee', money, (col) => col.notNull())
    .addColumn('close_fee', money)
    .addColumn('fee_rate', money, (col) => col.notNull())
    .addColumn('maintenance_rate', money, (col) => col.notNull())
    .addColumn('size', money)
    .addColumn('open_price', money)
    .addColumn('stop_profit', money)
    .addColumn('stop_loss', money)
    .addColumn('liquidation_price', money)
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('pending', 'open', 'closed', 'cancelled')`))
    .addColumn('close_reason', 'text', (col) => col.check(sql`close_reason in ('manual', 'takeProfit', 'stopLoss', 'liquidation')`))
    .addColumn('close_price', money)
    .addColumn('realized_pnl', sql`numeric(36, 18)`)
    .addColumn('placed_second', 'bigint', (col) => col.notNull())
    .addColumn('open_second', 'bigint')
    .addColumn('open_index_price', money)
    .addColumn('close_second', 'bigint')
    .addColumn('close_index_price', money)
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('opened_at', 'timestamptz')
    .addColumn('closed_at', 'timestamptz')
    // The engine reloads what changed since it last looked, and keeps only newer versions.
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('contract_orders_user_status').on('contract_orders').columns(['user_id', 'status', 'id']).execute();
  await db.schema.createIndex('contract_orders_active').on('contract_orders').column('id').where(sql.ref('status'), 'in', ['pending', 'open']).execute();
  await db.schema.createIndex('contract_orders_updated').on('contract_orders').column('updated_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('contract_orders').execute();
}
