import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { AccountKind, Chain, DepositStatus, TransferAccount, UserKind, WithdrawalStatus } from '@halyard/shared';

/** NUMERIC(36,18): written from decimal strings, read back as strings. Never a JS float. */
export type Numeric = ColumnType<string, string, string>;
type CreatedAt = ColumnType<Date, Date | undefined, never>;

export interface UsersTable {
  id: Generated<number>;
  address: string;
  mb_id: string;
  kind: UserKind;
  credit_score: Generated<number>;
  agreement_version: string | null;
  frozen: Generated<boolean>;
  trading_disabled: Generated<boolean>;
  created_at: CreatedAt;
}

export interface LoginNoncesTable {
  nonce: string;
  address: string;
  issued_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

export interface SessionsTable {
  id: string;
  user_id: number;
  created_at: CreatedAt;
  expires_at: Date;
  revoked_at: Date | null;
}

export type { AccountKind };

export interface AccountsTable {
  id: Generated<number>;
  user_id: number;
  account: AccountKind;
  coin: string;
  available: Numeric;
  frozen: Numeric;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface BillsTable {
  id: Generated<number>;
  user_id: number;
  account_id: number;
  type: string;
  /** Signed change of `available`. */
  amount: Numeric;
  /** Signed change of `frozen` (a freeze is -x available, +x frozen in one bill). */
  frozen_change: ColumnType<string, string | undefined, string>;
  available_after: Numeric;
  frozen_after: Numeric;
  ref_type: string | null;
  ref_id: string | null;
  created_at: CreatedAt;
}

export interface TransfersTable {
  id: Generated<number>;
  user_id: number;
  coin: string;
  amount: Numeric;
  from_account: TransferAccount;
  to_account: TransferAccount;
  created_at: CreatedAt;
}

export interface DepositsTable {
  id: Generated<number>;
  user_id: number;
  coin: string;
  chain: Chain;
  address: string;
  amount: Numeric;
  tx_hash: string;
  status: ColumnType<DepositStatus, DepositStatus | undefined, DepositStatus>;
  rate: Numeric | null;
  credited_usdt: Numeric | null;
  reason: string | null;
  created_at: CreatedAt;
  reviewed_at: Date | null;
  reviewed_by: string | null;
}

export interface WithdrawalsTable {
  id: Generated<number>;
  user_id: number;
  coin: string;
  chain: 'ERC20' | 'TRC20';
  address: string;
  amount: Numeric;
  fee: Numeric;
  actual_amount: Numeric;
  status: ColumnType<WithdrawalStatus, WithdrawalStatus | undefined, WithdrawalStatus>;
  tx_hash: string | null;
  reason: string | null;
  created_at: CreatedAt;
  reviewed_at: Date | null;
  reviewed_by: string | null;
}

export interface IdempotencyKeysTable {
  user_id: number;
  key: string;
  request_hash: string;
  /** The JSON answer, once the request has finished. */
  response: string | null;
  created_at: Date;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor: string;
  action: string;
  target_type: string;
  target_id: string;
  detail: string;
  created_at: CreatedAt;
}

export interface AppSettingsTable {
  key: string;
  value: string;
}

export interface Database {
  users: UsersTable;
  login_nonces: LoginNoncesTable;
  sessions: SessionsTable;
  accounts: AccountsTable;
  bills: BillsTable;
  app_settings: AppSettingsTable;
  transfers: TransfersTable;
  deposits: DepositsTable;
  withdrawals: WithdrawalsTable;
  idempotency_keys: IdempotencyKeysTable;
  audit_log: AuditLogTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type Account = Selectable<AccountsTable>;
export type Bill = Selectable<BillsTable>;
export type Transfer = Selectable<TransfersTable>;
export type Deposit = Selectable<DepositsTable>;
export type Withdrawal = Selectable<WithdrawalsTable>;
