import type { ColumnType, Generated, Selectable } from 'kysely';

/** NUMERIC(36,18) text (as in schema.ts): written from decimal strings, read back as strings. */
type Numeric = ColumnType<string, string, string>;
type CreatedAt = ColumnType<Date, Date | undefined, never>;

// WEB3.0 and blind boxes (migration 2026_11_24_0201_web3): their tables, composed into Database by schema.ts.
export interface StakingPlansTable {
  id: Generated<number>;
  days: number;
  min_amount: Numeric;
  max_amount: Numeric;
  /** A fraction a day: 0.0002 is 0.02 %. */
  daily_rate: Numeric;
  active: Generated<boolean>;
  sort: Generated<number>;
  created_at: CreatedAt;
}

export type StakeStatus = 'active' | 'ended';

export interface StakesTable {
  id: Generated<number>;
  user_id: number;
  plan_id: number;
  amount: Numeric;
  days: number;
  daily_rate: Numeric;
  start_at: Date;
  end_at: Date;
  status: ColumnType<StakeStatus, StakeStatus | undefined, StakeStatus>;
  days_paid: ColumnType<number, number | undefined, number>;
  reward_eth: ColumnType<string, string | undefined, string>;
  reward_usdt: ColumnType<string, string | undefined, string>;
  ended_at: Date | null;
  created_at: CreatedAt;
}

export interface StakeRewardsTable {
  id: Generated<number>;
  stake_id: number;
  user_id: number;
  day: number;
  usdt_amount: Numeric;
  eth_price: Numeric;
  price_second: number;
  eth_amount: Numeric;
  accrued_at: Date;
  created_at: CreatedAt;
}

export interface EthExchangesTable {
  id: Generated<number>;
  user_id: number;
  eth_amount: Numeric;
  eth_price: Numeric;
  price_second: number;
  usdt_amount: Numeric;
  created_at: CreatedAt;
}

export interface BoxTiersTable {
  level: number;
  price: Numeric;
  gift: Numeric;
  active: Generated<boolean>;
}

export interface BoxPrizesTable {
  level: number;
  position: number;
  amount: Numeric;
  probability: Numeric;
}

export interface BoxSeedsTable {
  id: Generated<number>;
  user_id: number;
  server_seed: string;
  server_seed_hash: string;
  next_nonce: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  revealed_at: Date | null;
}

export type BoxOpeningStatus = 'pending' | 'paid';

export interface BoxOpeningsTable {
  id: Generated<number>;
  user_id: number;
  level: number;
  price: Numeric;
  gift: Numeric;
  /** JSON of the prize table drawn from: [{amount, probability}] in table order. */
  prizes: string;
  seed_id: number;
  client_seed: string;
  nonce: number;
  /** The first 13 hex digits of the HMAC: the roll. */
  roll: string;
  prize_index: number;
  prize: Numeric;
  status: ColumnType<BoxOpeningStatus, BoxOpeningStatus | undefined, BoxOpeningStatus>;
  payout_at: Date;
  paid_at: Date | null;
  created_at: CreatedAt;
}

export type StakingPlan = Selectable<StakingPlansTable>;
export type Stake = Selectable<StakesTable>;
export type StakeReward = Selectable<StakeRewardsTable>;
export type BoxSeed = Selectable<BoxSeedsTable>;
export type BoxOpening = Selectable<BoxOpeningsTable>;
