import { sql, type Kysely } from 'kysely';

// Frozen in time: a migration imports nothing from the app and is never edited once landed.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the database as it was then
export async function up(db: Kysely<any>): Promise<void> {
  const money = sql`numeric(36, 18)`;
  // Staking plans (spec §3): days, bounds and a daily rate (a fraction: 0.0002 is 0.02 % a day).
  await db.schema
    .createTable('staking_plans')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('days', 'integer', (col) => col.notNull().check(sql`days between 1 and 3650`))
    .addColumn('min_amount', money, (col) => col.notNull().check(sql`min_amount > 0`))
    .addColumn('max_amount', money, (col) => col.notNull())
    .addColumn('daily_rate', money, (col) => col.notNull().check(sql`daily_rate > 0 and daily_rate < 1`))
    .addColumn('active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('staking_plans_bounds', sql`max_amount >= min_amount`)
    .execute();

  // A stake keeps the terms it was made under; its principal sits frozen in the member's staking account.
  await db.schema
    .createTable('stakes')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('plan_id', 'integer', (col) => col.notNull().references('staking_plans.id'))
    .addColumn('amount', money, (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('days', 'integer', (col) => col.notNull())
    .addColumn('daily_rate', money, (col) => col.notNull())
    .addColumn('start_at', 'timestamptz', (col) => col.notNull())
    .addColumn('end_at', 'timestamptz', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('active').check(sql`status in ('active', 'ended')`))
    .addColumn('days_paid', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('reward_eth', money, (col) => col.notNull().defaultTo(0))
    .addColumn('reward_usdt', money, (col) => col.notNull().defaultTo(0))
    .addColumn('ended_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('stakes_days_paid', sql`days_paid between 0 and days`)
    .execute();
  await db.schema.createIndex('stakes_user_status').on('stakes').columns(['user_id', 'status', 'id']).execute();
  await db.schema.createIndex('stakes_plan_status').on('stakes').columns(['plan_id', 'status']).execute();

  // One reward per stake and day, whoever runs it and however often it is tried.
  await db.schema
    .createTable('stake_rewards')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('stake_id', 'integer', (col) => col.notNull().references('stakes.id'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('day', 'integer', (col) => col.notNull())
    .addColumn('usdt_amount', money, (col) => col.notNull())
    .addColumn('eth_price', money, (col) => col.notNull().check(sql`eth_price > 0`))
    .addColumn('price_second', 'bigint', (col) => col.notNull())
    .addColumn('eth_amount', money, (col) => col.notNull())
    .addColumn('accrued_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('stake_rewards_once', ['stake_id', 'day'])
    .execute();
  await db.schema.createIndex('stake_rewards_accrued').on('stake_rewards').columns(['accrued_at', 'id']).execute();
  await db.schema.createIndex('stake_rewards_user').on('stake_rewards').columns(['user_id', 'accrued_at']).execute();

  // ETH rewards exchanged to USDT, with the index second and price used.
  await db.schema
    .createTable('eth_exchanges')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('eth_amount', money, (col) => col.notNull().check(sql`eth_amount > 0`))
    .addColumn('eth_price', money, (col) => col.notNull())
    .addColumn('price_second', 'bigint', (col) => col.notNull())
    .addColumn('usdt_amount', money, (col) => col.notNull().check(sql`usdt_amount > 0`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  // Blind box tiers and their published prize tables (probabilities in table order sum to 1).
  await db.schema
    .createTable('box_tiers')
    .addColumn('level', 'integer', (col) => col.primaryKey())
    .addColumn('price', money, (col) => col.notNull().check(sql`price > 0`))
    .addColumn('gift', money, (col) => col.notNull().defaultTo(0).check(sql`gift >= 0`))
    .addColumn('active', 'boolean', (col) => col.notNull().defaultTo(true))
    .execute();
  await db.schema
    .createTable('box_prizes')
    .addColumn('level', 'integer', (col) => col.notNull().references('box_tiers.level'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('amount', money, (col) => col.notNull().check(sql`amount >= 0`))
    .addColumn('probability', money, (col) => col.notNull().check(sql`probability > 0 and probability <= 1`))
    .addPrimaryKeyConstraint('box_prizes_pk', ['level', 'position'])
    .execute();

  // Each member's server seeds: one unrevealed at a time, committed by its SHA-256 before any opening.
  await db.schema
    .createTable('box_seeds')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('server_seed', 'text', (col) => col.notNull())
    .addColumn('server_seed_hash', 'text', (col) => col.notNull())
    .addColumn('next_nonce', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('revealed_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('box_seeds_current').on('box_seeds').column('user_id').unique().where(sql.ref('revealed_at'), 'is', null).execute();

  // An opening keeps the table it was drawn from, so it verifies the same forever.
  await db.schema
    .createTable('box_openings')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('level', 'integer', (col) => col.notNull())
    .addColumn('price', money, (col) => col.notNull())
    .addColumn('gift', money, (col) => col.notNull())
    .addColumn('prizes', 'text', (col) => col.notNull())
    .addColumn('seed_id', 'integer', (col) => col.notNull().references('box_seeds.id'))
    .addColumn('client_seed', 'text', (col) => col.notNull())
    .addColumn('nonce', 'integer', (col) => col.notNull())
    .addColumn('roll', 'text', (col) => col.notNull())
    .addColumn('prize_index', 'integer', (col) => col.notNull())
    .addColumn('prize', money, (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending').check(sql`status in ('pending', 'paid')`))
    .addColumn('payout_at', 'timestamptz', (col) => col.notNull())
    .addColumn('paid_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('box_openings_seed_nonce', ['seed_id', 'nonce'])
    .execute();
  await db.schema.createIndex('box_openings_user').on('box_openings').columns(['user_id', 'id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['box_openings', 'box_seeds', 'box_prizes', 'box_tiers', 'eth_exchanges', 'stake_rewards', 'stakes', 'staking_plans']) {
    await db.schema.dropTable(table).execute();
  }
}
