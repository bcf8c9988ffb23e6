import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { BoxOpeningsTable, BoxPrizesTable, BoxSeedsTable, BoxTiersTable, EthExchangesTable, StakeRewardsTable, StakesTable, StakingPlansTable } from './web3-tables.js';
import type { AccountKind, BillType, Chain, DepositOrigin, DepositStatus, OperatorRole, PlatformAccount, TransferAccount, UserKind, WithdrawalChain, WithdrawalStatus } from '@halyard/shared';
import type { AppSettingsTable, ContentImagesTable, DepositAddressProposalsTable, DepositChainsTable, ProductTermsTable, ContentItemsTable, ContentTranslationsTable, MessagesTable, PromptsTable, SupportConversationsTable, SupportImagesTable, SupportMessagesTable } from './content-tables.js';
import type { ContractOrdersTable, OptionOrdersTable, SpotOrdersTable } from './trading-tables.js';
import type { ChainAlarmsTable, ChainBlocksTable, ChainCursorTable, MemberDepositAddressesTable } from './chain-tables.js';
import type { PushKeysTable, PushKindsTable, PushSubscriptionsTable } from './push-tables.js';
import type { ReserveLeavesTable, ReserveNodesTable, ReserveSnapshotsTable, ReserveTreesTable, ReserveWalletProposalsTable, ReserveWalletsTable } from './reserves-tables.js';

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
  referral_code: ColumnType<string | null, string | null | undefined, string | null>;
  referred_by: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface OperatorsTable {
  address: string;
  role: OperatorRole;
  added_by: string;
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

/** One side of a movement: a member's account, or a platform account (which has no row of its own). */
export interface BillsTable {
  id: Generated<number>;
  /** The movement this side belongs to; a movement's sides sum to zero per coin. */
  entry_id: number;
  coin: string;
  user_id: number | null;
  account_id: number | null;
  platform_account: PlatformAccount | null;
  type: BillType;
  /** Signed change of `available` (of the platform account's balance on a platform side). */
  amount: Numeric;
  /** Signed change of `frozen` (a freeze is -x available, +x frozen in one bill). */
  frozen_change: ColumnType<string, string | undefined, string>;
  available_after: Numeric | null;
  frozen_after: Numeric | null;
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
  /** The operator whose approval waits for a second one (four eyes). */
  first_approved_by: string | null;
  first_approved_at: Date | null;
  /** The wallet the member says an Ethereum deposit came from. */
  sender: string | null;
  /** `chain`: seen by the chain watcher at the member's own address; `reported`: typed by the member, reviewed. */
  origin: ColumnType<DepositOrigin, DepositOrigin | undefined, DepositOrigin>;
  /** Chain deposits: the Transfer log's index in its block; -1 for a plain ETH transaction. */
  log_index: number | null;
  block_number: number | null;
  block_hash: string | null;
}

export interface WithdrawalsTable {
  id: Generated<number>;
  user_id: number;
  coin: string;
  chain: WithdrawalChain;
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
  first_approved_by: string | null;
  first_approved_at: Date | null;
  /** When the operator's payout transaction became known (status `sent`), and who sent it. */
  sent_at: Date | null;
  sent_by: string | null;
  /** The block the watcher saw the payout in. */
  payout_block_number: number | null;
  /** The log that paid it (-1: a plain ETH transaction); one log pays one withdrawal. */
  payout_log_index: number | null;
}

/** A member's labelled withdrawal address. */
export interface WithdrawalAddressesTable {
  id: Generated<number>;
  user_id: number;
  chain: WithdrawalChain;
  address: string;
  label: string;
  created_at: CreatedAt;
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

export interface LedgerChecksTable {
  id: Generated<number>;
  due_at: Date;
  checked_at: Date;
  accounts: number;
  entries: number;
  unbalanced_accounts: number;
  unbalanced_entries: number;
}

export type JobStatus = 'pending' | 'done' | 'failed';

export interface JobsTable {
  id: Generated<number>;
  kind: string;
  key: string;
  due_at: Date;
  payload: ColumnType<string, string | undefined, string>;
  status: ColumnType<JobStatus, JobStatus | undefined, JobStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  done_at: Date | null;
  created_at: CreatedAt;
}

export interface IndexPricesTable {
  pair: string;
  second: number;
  price: Numeric;
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
  withdrawal_addresses: WithdrawalAddressesTable;
  idempotency_keys: IdempotencyKeysTable;
  audit_log: AuditLogTable;
  ledger_checks: LedgerChecksTable;
  jobs: JobsTable;
  index_prices: IndexPricesTable;
  contract_orders: ContractOrdersTable;
  operators: OperatorsTable;
  spot_orders: SpotOrdersTable;
  option_orders: OptionOrdersTable;
  content_items: ContentItemsTable;
  content_translations: ContentTranslationsTable;
  content_images: ContentImagesTable;
  product_terms: ProductTermsTable;
  deposit_address_proposals: DepositAddressProposalsTable;
  deposit_chains: DepositChainsTable;
  prompts: PromptsTable;
  messages: MessagesTable;
  support_conversations: SupportConversationsTable;
  support_messages: SupportMessagesTable;
  support_images: SupportImagesTable;
  staking_plans: StakingPlansTable;
  stakes: StakesTable;
  stake_rewards: StakeRewardsTable;
  eth_exchanges: EthExchangesTable;
  box_tiers: BoxTiersTable;
  box_prizes: BoxPrizesTable;
  box_seeds: BoxSeedsTable;
  box_openings: BoxOpeningsTable;
  member_deposit_addresses: MemberDepositAddressesTable;
  chain_cursor: ChainCursorTable;
  reserve_snapshots: ReserveSnapshotsTable;
  reserve_trees: ReserveTreesTable;
  reserve_nodes: ReserveNodesTable;
  reserve_leaves: ReserveLeavesTable;
  reserve_wallet_proposals: ReserveWalletProposalsTable;
  reserve_wallets: ReserveWalletsTable;
  chain_blocks: ChainBlocksTable;
  chain_alarms: ChainAlarmsTable;
  push_keys: PushKeysTable;
  push_subscriptions: PushSubscriptionsTable;
  push_kinds: PushKindsTable;
}

export type DepositAddressProposalRecord = Selectable<DepositAddressProposalsTable>;
export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type Account = Selectable<AccountsTable>;
export type Bill = Selectable<BillsTable>;
export type Job = Selectable<JobsTable>;
export type ContractOrder = Selectable<ContractOrdersTable>;
export type SpotOrder = Selectable<SpotOrdersTable>;
export type OptionOrder = Selectable<OptionOrdersTable>;
export type Transfer = Selectable<TransfersTable>;
export type Deposit = Selectable<DepositsTable>;
export type Withdrawal = Selectable<WithdrawalsTable>;
export type WithdrawalAddress = Selectable<WithdrawalAddressesTable>;
export type { ContractOrdersTable, OptionOrdersTable, SpotOrdersTable } from './trading-tables.js';
export type { BoxOpening, BoxOpeningStatus, BoxSeed, Stake, StakeReward, StakeStatus, StakingPlan } from './web3-tables.js';
export type { ChainAlarmsTable, ChainBlocksTable, ChainCursorTable, MemberDepositAddressesTable } from './chain-tables.js';
