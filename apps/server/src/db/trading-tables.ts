import type { ColumnType, Generated } from 'kysely';
import type { CloseReason, ContractSide, ContractStatus, OptionDirection, OptionResult, PriceType, SpotSide, SpotStatus } from '@halyard/shared';

/** NUMERIC(36,18) text (as in schema.ts): written from decimal strings, read back as strings. */
type Numeric = ColumnType<string, string, string>;
type CreatedAt = ColumnType<Date, Date | undefined, never>;

// Contracts, spot and options (migrations 0006 and 0007): their tables, composed into Database by schema.ts.
export interface ContractOrdersTable {
  id: Generated<number>;
  user_id: number;
  pair: string;
  side: ContractSide;
  price_type: PriceType;
  price: Numeric | null;
  leverage: number;
  margin: Numeric;
  open_fee: Numeric;
  close_fee: Numeric | null;
  fee_rate: Numeric;
  maintenance_rate: Numeric;
  size: Numeric | null;
  open_price: Numeric | null;
  stop_profit: Numeric | null;
  stop_loss: Numeric | null;
  liquidation_price: Numeric | null;
  status: ContractStatus;
  close_reason: CloseReason | null;
  close_price: Numeric | null;
  realized_pnl: Numeric | null;
  placed_second: number;
  open_second: number | null;
  open_index_price: Numeric | null;
  close_second: number | null;
  close_index_price: Numeric | null;
  created_at: CreatedAt;
  opened_at: Date | null;
  closed_at: Date | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  version: Generated<number>;
  /** The closed part of a partial close: the position it came from. */
  parent_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Set when the index crossed the margin warning level (and the member was warned), cleared when it came back. */
  margin_warned: Generated<boolean>;
}

export interface SpotOrdersTable {
  id: Generated<number>;
  user_id: number;
  pair: string;
  side: SpotSide;
  price_type: PriceType;
  price: Numeric | null;
  amount: Numeric;
  fee_rate: Numeric;
  reserved: Numeric;
  status: SpotStatus;
  fill_price: Numeric | null;
  total: Numeric | null;
  fee: Numeric | null;
  placed_second: number;
  fill_second: number | null;
  fill_index_price: Numeric | null;
  created_at: CreatedAt;
  filled_at: Date | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  version: Generated<number>;
}

export interface OptionOrdersTable {
  id: Generated<number>;
  user_id: number;
  pair: string;
  direction: OptionDirection;
  period: number;
  amount: Numeric;
  fee: Numeric;
  profit_rate: Numeric;
  buy_price: Numeric;
  buy_second: number;
  close_second: number;
  settlement_price: Numeric | null;
  result: OptionResult | null;
  payout: Numeric | null;
  status: 'open' | 'settled';
  created_at: CreatedAt;
  settled_at: Date | null;
}
