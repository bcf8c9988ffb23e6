import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | undefined, never>;

// Deposits from the chain (migration 2026_11_28_0201_chain): their tables, composed into Database by schema.ts.
/** A member's own deposit address, `0/<hd_index>` below DEPOSIT_XPUB: assigned once and for ever. */
export interface MemberDepositAddressesTable {
  user_id: number;
  hd_index: number;
  /** EIP-55 checksummed. */
  address: string;
  created_at: CreatedAt;
}

/** The chain watcher's place (one row per chain followed, today `ethereum`). */
export interface ChainCursorTable {
  chain: string;
  /** The last block processed. */
  block_number: number;
  block_hash: string;
  /** The node's head at the last poll. */
  node_head: number | null;
  last_error: string | null;
  last_error_at: Date | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** The recent canonical blocks as the watcher saw them. */
export interface ChainBlocksTable {
  number: number;
  hash: string;
  parent_hash: string;
}

/** Alarms for an operator: a reorganisation deeper than the confirmations after a credit, a payout that did not match. */
export interface ChainAlarmsTable {
  id: Generated<number>;
  kind: string;
  /** JSON. */
  detail: string;
  raised_at: CreatedAt;
  acknowledged_at: Date | null;
  acknowledged_by: string | null;
}
