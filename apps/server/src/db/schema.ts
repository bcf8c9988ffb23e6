import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { UserKind } from '@halyard/shared';

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

export const ACCOUNT_KINDS = ['fund', 'options', 'staking', 'mining'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

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
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type Account = Selectable<AccountsTable>;
export type Bill = Selectable<BillsTable>;
