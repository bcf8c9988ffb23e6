import { sql, type Kysely } from 'kysely';

// Frozen in time: a migration imports nothing from the app and is never edited once landed.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the database as it was then
export async function up(db: Kysely<any>): Promise<void> {
  const money = sql`numeric(36, 18)`;
  // A spot order: a market order fills at once; a limit order waits with its reserve.
  await db.schema
    .createTable('spot_orders')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('pair', 'text', (col) => col.notNull())
    .addColumn('side', 'text', (col) => col.notNull().check(sql`side in ('buy', 'sell')`))
    .addColumn('price_type', 'text', (col) => col.notNull().check(sql`price_type in ('market', 'limit')`))
    .addColumn('price', money)
    .addColumn('amount', money, (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('fee_rate', money, (col) => col.notNull())
    .addColumn('reserved', money, (col) => col.notNull().defaultTo(0))
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('pending', 'filled', 'cancelled')`))
    .addColumn('fill_price', money)
    .addColumn('total', money)
    .addColumn('fee', money)
    .addColumn('placed_second', 'bigint', (col) => col.notNull())
    .addColumn('fill_second', 'bigint')
    .addColumn('fill_index_price', money)
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('filled_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('spot_orders_user_status').on('spot_orders').columns(['user_id', 'status', 'id']).execute();
  await db.schema.createIndex('spot_orders_pending').on('spot_orders').column('id').where(sql.ref('status'), '=', 'pending').execute();
  await db.schema.createIndex('spot_orders_updated').on('spot_orders').column('updated_at').execute();

  // A timed rise/fall option: bought at one index second, settled at the index price of its close second.
  await db.schema
    .createTable('option_orders')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('pair', 'text', (col) => col.notNull())
    .addColumn('direction', 'text', (col) => col.notNull().check(sql`direction in ('rise', 'fall')`))
    .addColumn('period', 'integer', (col) => col.notNull())
    .addColumn('amount', money, (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('fee', money, (col) => col.notNull())
    .addColumn('profit_rate', money, (col) => col.notNull())
    .addColumn('buy_price', money, (col) => col.notNull())
    .addColumn('buy_second', 'bigint', (col) => col.notNull())
    .addColumn('close_second', 'bigint', (col) => col.notNull())
    .addColumn('settlement_price', money)
    .addColumn('result', 'text', (col) => col.check(sql`result in ('win', 'loss', 'draw')`))
    .addColumn('payout', money)
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('open', 'settled')`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('settled_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('option_orders_user_status').on('option_orders').columns(['user_id', 'status', 'id']).execute();
  await db.schema.createIndex('option_orders_open_close').on('option_orders').column('close_second').where(sql.ref('status'), '=', 'open').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('option_orders').execute();
  await db.schema.dropTable('spot_orders').execute();
}
