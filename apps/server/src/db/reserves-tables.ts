import type { ColumnType, Generated } from 'kysely';

type Numeric = ColumnType<string, string, string>;

// Proof of reserves (migration 2026_11_29_0301_reserves): its tables, composed into Database by schema.ts.
export type ReserveSnapshotTrigger = 'daily' | 'admin';

/** A snapshot of what members are owed: one per moment, all coins together. */
export interface ReserveSnapshotsTable {
  id: Generated<number>;
  taken_at: Date;
  trigger: ReserveSnapshotTrigger;
  /** The daily snapshot's 00:00 UTC: unique, so a night is taken once. */
  due_at: Date | null;
  taken_by: string | null;
}

/** One coin's tree in a snapshot, with its reserves on chain once read. */
export interface ReserveTreesTable {
  snapshot_id: number;
  coin: string;
  root_hash: string;
  liabilities: Numeric;
  leaves: number;
  reserves_status: string;
  reserves_amount: Numeric | null;
  reserves_block: number | null;
  reserves_addresses: number | null;
  reserves_xpub: string | null;
  /** JSON array of the declared wallets read. */
  reserves_wallets: string | null;
}

/** A node of a tree: level 0 holds the leaves and pads, the last level the root. */
export interface ReserveNodesTable {
  snapshot_id: number;
  coin: string;
  level: number;
  position: number;
  hash: string;
  sum: Numeric;
}

/** A member's leaf in a tree. */
export interface ReserveLeavesTable {
  snapshot_id: number;
  coin: string;
  user_id: number;
  nonce: string;
  balance: Numeric;
  position: number;
}

export type ReserveWalletAction = 'add' | 'remove';
export type ReserveWalletProposalStatus = 'pending' | 'approved' | 'rejected';

/** A proposal to add or remove a declared wallet: in force once a second admin approves it. */
export interface ReserveWalletProposalsTable {
  id: Generated<number>;
  action: ReserveWalletAction;
  address: string;
  label: string;
  status: ColumnType<ReserveWalletProposalStatus, ReserveWalletProposalStatus | undefined, ReserveWalletProposalStatus>;
  proposed_by: string;
  proposed_at: ColumnType<Date, Date | undefined, never>;
  decided_by: string | null;
  decided_at: Date | null;
}

/** A wallet the platform declares as holding reserves (EIP-55 address). */
export interface ReserveWalletsTable {
  address: string;
  label: string;
  proposed_by: string;
  approved_by: string;
  added_at: ColumnType<Date, Date | undefined, never>;
}
