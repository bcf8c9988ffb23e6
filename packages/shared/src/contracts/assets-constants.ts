/**
 * The zod-free constants of accounts and money movement: the web imports these on pages that
 * need no schema, so the schemas (and zod) stay off them. contracts/assets.ts re-exports them.
 */
export const ACCOUNT_KINDS = ['fund', 'options', 'staking', 'mining'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];
/**
 * The platform's side of every movement (ARCHITECTURE §1.3): where a member's money came from or
 * went to. They have no floor: `deposits` grows negative as money comes in from outside.
 */
export const PLATFORM_ACCOUNTS = [
  'deposits',
  'withdrawals',
  'demo_grants',
  'fees',
  'house_pnl',
  'insurance',
  'option_pool',
  'staking_rewards',
  'prizes',
  'spot_desk',
] as const;
export type PlatformAccount = (typeof PLATFORM_ACCOUNTS)[number];
/** Transfers move USDT between these three. */
export const TRANSFER_ACCOUNTS = ['fund', 'options', 'staking'] as const;
export type TransferAccount = (typeof TRANSFER_ACCOUNTS)[number];

export const USDT = 'USDT';
/** USDT amounts a member types carry at most this many decimals. */
export const USDT_DECIMALS = 2;

/** The most one typed USDT amount may be: far above any real order, far below what NUMERIC(36,18) holds. */
export const MAX_USDT_AMOUNT = '1000000000';

/** Chains of deposits and withdrawals; network names are proper names, never translated. */
export const CHAINS = ['ERC20', 'TRC20', 'ETH', 'BTC'] as const;
export type Chain = (typeof CHAINS)[number];
/** Chains a withdrawal is paid on (USDT). */
export const WITHDRAWAL_CHAINS = ['ERC20', 'TRC20'] as const;
export type WithdrawalChain = (typeof WITHDRAWAL_CHAINS)[number];
export const CHAIN_NETWORKS: Record<Chain, string> = { ERC20: 'Ethereum', TRC20: 'Tron', ETH: 'Ethereum', BTC: 'Bitcoin' };

/**
 * Where a deposit or withdrawal is in its review. `approved_once`: above the four-eyes threshold,
 * one operator approved it and a second, different one must confirm before money moves.
 */
export const REVIEW_STATUSES = ['submitted', 'checking', 'approved_once', 'passed', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
/**
 * A deposit's status. Reported deposits (no node configured) go through review; deposits the
 * chain watcher sees are `detected` (confirming), then `passed` (credited once with enough
 * confirmations), `dropped` (their block left the chain first) or `below_minimum` (recorded,
 * never credited).
 */
export const DEPOSIT_STATUSES = [...REVIEW_STATUSES, 'detected', 'dropped', 'below_minimum'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];
/** A withdrawal's status; `sent`: the payout transaction is known and waits for its confirmations before it is marked paid. */
export const WITHDRAWAL_STATUSES = [...REVIEW_STATUSES, 'sent'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
/** Statuses an operator may still decide. */
export const UNDECIDED_REVIEW_STATUSES: readonly ReviewStatus[] = ['submitted', 'checking', 'approved_once'];
/** Where a deposit's record came from: the member's report (reviewed by operators) or the chain watcher. */
export const DEPOSIT_ORIGINS = ['reported', 'chain'] as const;
export type DepositOrigin = (typeof DEPOSIT_ORIGINS)[number];
/** Chains the watcher credits from the member's own address (with a node configured). */
export const CHAIN_DEPOSIT_CHAINS = ['ERC20', 'ETH'] as const;
export type ChainDepositChain = (typeof CHAIN_DEPOSIT_CHAINS)[number];
/** Confirmations before a deposit is credited or a payout marked paid, by default. */
export const DEPOSIT_CONFIRMATIONS_DEFAULT = 12;
/** What an operator may do to an item in review. */
export const REVIEW_ACTIONS = ['check', 'approve', 'reject'] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];
/**
 * Why the viewing operator may not decide an item: it is their own member account's money, or
 * they gave its first approval and a second operator must confirm it.
 */
export const REVIEW_BLOCKS = ['ownMoney', 'secondReviewer'] as const;
export type ReviewBlock = (typeof REVIEW_BLOCKS)[number];
/** The four-eyes threshold by default, in USDT: above it two operators decide (0: every item). */
export const FOUR_EYES_DEFAULT_USDT = '10000';

/** What moved a balance; the bill page filters by it. Every fee is a bill of its own, of a type ending in `_fee`. */
export const BILL_TYPES = [
  'demo_grant',
  'transfer_in',
  'transfer_out',
  'deposit',
  'withdrawal_freeze',
  'withdrawal_paid',
  'withdrawal_unfreeze',
  'contract_reserve',
  'contract_cancel',
  'contract_open',
  'contract_close',
  'contract_liquidation',
  'contract_fee',
  'spot_reserve',
  'spot_cancel',
  'spot_fill',
  'spot_fee',
  'option_buy',
  'option_settle',
  'option_fee',
  'stake',
  'stake_reward',
  'stake_return',
  'eth_exchange',
  'box_purchase',
  'box_prize',
] as const;
export type BillType = (typeof BILL_TYPES)[number];
