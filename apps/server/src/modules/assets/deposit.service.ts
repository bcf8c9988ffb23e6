import Decimal from '@halyard/shared/decimal';
import { isEthereumAddress } from '@halyard/shared/chain-address';
import { getAddress } from 'viem';
import type { Kysely } from 'kysely';
import {
  CHAIN_DEPOSIT_CHAINS,
  CHAIN_NETWORKS,
  CHAINS,
  type ChainDepositChain,
  DEPOSIT_CHAIN_COINS,
  DEPOSIT_CHAIN_NETWORKS,
  DEPOSIT_MAX_USDT,
  type AdminDepositRow,
  type Chain,
  type DepositBody,
  type DepositChain,
  type DepositChannel,
  type DepositRow,
  type ReviewQueueFilter,
} from '@halyard/shared';
import type { Page, Paged } from '../../db/paging.js';
import type { Database, Deposit, User } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { recordDecision } from '../audit/audit.service.js';
import type { IdempotencyService } from '../idempotency/idempotency.service.js';
import { notifyMember } from '../messages/messages.service.js';
import { decimalText, type MoneyService } from '../money/money.service.js';
import type { DepositAddressesService } from '../deposit-addresses/deposit-addresses.service.js';
import type { TermsService } from '../terms/terms.service.js';
import * as repository from './assets.repository.js';
import { reviewMembers } from './review-members.js';
import { assertUndecided, decide, needsSecondReviewer, reviewState, type ReviewDesk, type Reviewer } from './review.js';
import { assertMayMoveMoney, assertRealAccount } from './transfer.service.js';
import { confirmationsOf, type ChainProgress } from '../chain/chain-progress.service.js';
import { postDepositCredit } from './deposit-credit.js';

/** The coins each deposit chain carries, with the decimals a deposit amount may have. */
const DEPOSIT_CHANNELS: ReadonlyArray<{ chain: DepositChain; decimals: number }> = [
  { chain: 'ERC20', decimals: 6 },
  { chain: 'ETH', decimals: 8 },
  { chain: 'BTC', decimals: 8 },
];

/** Ethereum deposits (USDT and ETH) are credited by the chain when a node is configured. */
function isChainCredited(chain: DepositChain): chain is ChainDepositChain {
  return (CHAIN_DEPOSIT_CHAINS as readonly string[]).includes(chain);
}

/** USDT credited per coin is truncated to this many places (USDT's own precision on chain). */
const CREDIT_DECIMALS = 6;

/** What a deposit is worth in USDT at a rate: what it credits. */
function creditOf(amount: string, rate: Decimal): Decimal {
  return new Decimal(amount).times(rate).toDecimalPlaces(CREDIT_DECIMALS, Decimal.ROUND_DOWN);
}

/** The wallet an Ethereum deposit came from (the member's own unless they name another); Bitcoin deposits have none. */
function senderOf(user: User, chain: Chain, sender: string | undefined): string | null {
  if (CHAIN_NETWORKS[chain] !== 'Ethereum') {
    if (sender !== undefined) throw AppError.invalidInput('fieldInvalid', { field: 'sender' });
    return null;
  }
  // EIP-55: a mixed-case address with a wrong checksum is a typo, not another spelling.
  if (sender !== undefined && !isEthereumAddress(sender)) throw AppError.invalidInput('fieldInvalid', { field: 'sender' });
  return getAddress(sender ?? user.address);
}


/** A chain deposit's confirmations: its own block counts as one; a dropped transfer's block left the chain. */
const depositConfirmations = (row: Deposit, chain?: ChainProgress) =>
  row.origin !== 'chain' || row.status === 'dropped' ? null : confirmationsOf(row.block_number, chain?.processed ?? null);

export function toDepositRow(row: Deposit, chain?: ChainProgress): DepositRow {
  return {
    id: row.id,
    coin: row.coin,
    chain: row.chain,
    address: row.address,
    amount: decimalText(row.amount),
    txHash: row.tx_hash,
    sender: row.sender,
    status: row.status,
    rate: row.rate === null ? null : decimalText(row.rate),
    creditedUsdt: row.credited_usdt === null ? null : decimalText(row.credited_usdt),
    reason: row.reason,
    createdAt: row.created_at.toISOString(),
    reviewedAt: row.reviewed_at?.toISOString() ?? null,
    origin: row.origin,
    blockNumber: row.block_number,
    confirmations: depositConfirmations(row, chain),
    requiredConfirmations: row.origin === 'chain' && chain ? chain.required : null,
  };
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}

/** Ethereum hashes carry 0x, Bitcoin's do not; both compare in lower case. */
function normalTxHash(chain: Chain, txHash: string): string {
  const hex = txHash.toLowerCase().replace(/^0x/, '');
  return CHAIN_NETWORKS[chain] === 'Ethereum' ? `0x${hex}` : hex;
}

export interface DepositDependencies {
  db: Kysely<Database>;
  clock: Clock;
  money: MoneyService;
  idempotency: IdempotencyService;
  /** Where members send deposits now and which chains are on (admins set them with four eyes). */
  depositAddresses: Pick<DepositAddressesService, 'book'>;
  /** USDT per coin at the index price now; undefined while the market has no quote. */
  usdtRate(coin: string): Decimal | undefined;
  /** The deposit minimum in force (fund terms). */
  terms: TermsService;
  /** With a node configured: the confirmations before the chain's credit. Ethereum deposits then come from the chain alone. */
  chainConfirmations?: number;
  /** With a node: how far the watcher has processed the chain (chain deposits count their confirmations to it). */
  chainProgress?: () => Promise<ChainProgress>;
}

export interface DepositService {
  /** The deposit chains members are offered now, each with its address and rate. */
  channels(): Promise<DepositChannel[]>;
  /** Records a deposit the member says they sent; nothing is credited until an operator passes it. */
  submit(user: User, body: DepositBody, idempotencyKey?: string): Promise<DepositRow>;
  /** The member's deposits, newest first. */
  list(userId: number, page: Page): Promise<Paged<DepositRow>>;
  /** One of the member's deposits; any other id is 404. */
  byId(userId: number, id: number): Promise<DepositRow>;
  /** The review queue as one operator sees it: what they may do with each deposit, and who the member is. */
  queue(reviewer: Reviewer, status: ReviewQueueFilter | undefined, page: Page): Promise<{ rows: AdminDepositRow[]; total: number }>;
  /** An operator starts checking a deposit on chain: submitted -> checking. */
  check(reviewer: Reviewer, id: number): Promise<DepositRow>;
  /**
   * Approves a deposit. Worth more than the four-eyes threshold, a first approval only marks it
   * approved once; a second operator's approval (or one below the threshold) credits its USDT
   * value at the index price now to the fund account.
   */
  approve(reviewer: Reviewer, id: number): Promise<DepositRow>;
  /** An operator rejects a deposit with a reason: nothing is credited. */
  reject(reviewer: Reviewer, id: number, reason: string): Promise<DepositRow>;
}

export function createDepositService(deps: DepositDependencies): DepositService {
  const { db, clock, money, idempotency } = deps;

  async function channels(): Promise<DepositChannel[]> {
    const minUsdt = (await deps.terms.current()).funds.depositMinUsdt;
    const book = await deps.depositAddresses.book();
    return DEPOSIT_CHANNELS.flatMap((channel) => {
      const coin = DEPOSIT_CHAIN_COINS[channel.chain];
      const rate = deps.usdtRate(coin);
      if (!rate || rate.lte(0) || !book.enabled[channel.chain]) return [];
      const inForce = book.addresses[DEPOSIT_CHAIN_NETWORKS[channel.chain]];
      // With a node, Ethereum deposits go to the member's own address and the chain credits them.
      const byChain = deps.chainConfirmations !== undefined && isChainCredited(channel.chain);
      return [
        {
          coin,
          chain: channel.chain,
          network: CHAIN_NETWORKS[channel.chain],
          address: byChain ? '' : inForce.address,
          minAmount: new Decimal(minUsdt).div(rate).toDecimalPlaces(channel.decimals, Decimal.ROUND_UP).toFixed(),
          minUsdt,
          maxAmount: new Decimal(DEPOSIT_MAX_USDT).div(rate).toDecimalPlaces(channel.decimals, Decimal.ROUND_DOWN).toFixed(),
          rate: rate.toFixed(),
          decimals: channel.decimals,
          demoAddress: byChain ? false : inForce.demoAddress,
          credit: byChain ? ('chain' as const) : ('review' as const),
          confirmations: byChain ? (deps.chainConfirmations ?? null) : null,
        },
      ];
    });
  }

  async function depositThreshold(): Promise<string> {
    return (await deps.terms.current()).funds.depositFourEyesUsdt;
  }

  const desk: ReviewDesk<Deposit, DepositRow> = {
    targetType: 'deposit',
    transaction: (work) => money.transaction(work),
    lock: repository.lockDeposit,
    toRow: toDepositRow,
    now: () => clock.now(),
  };

  return {
    channels,

    async submit(user: User, body: DepositBody, idempotencyKey?: string): Promise<DepositRow> {
      assertRealAccount(user);
      assertMayMoveMoney(user);
      const channel = (await channels()).find((candidate) => candidate.coin === body.coin.toUpperCase() && candidate.chain === body.chain);
      if (!channel) throw AppError.businessRule('depositChannelUnknown', { coin: body.coin, chain: body.chain });
      if (channel.credit === 'chain') throw AppError.businessRule('depositCreditedByChain');
      const amount = new Decimal(body.amount);
      if (amount.decimalPlaces() > channel.decimals) throw AppError.invalidInput('depositAmountInvalid');
      if (amount.lt(channel.minAmount)) throw AppError.businessRule('depositBelowMinimum', { min: channel.minAmount, coin: channel.coin });
      if (amount.gt(channel.maxAmount)) throw AppError.businessRule('depositAboveMaximum', { max: channel.maxAmount, coin: channel.coin });
      const txHash = normalTxHash(channel.chain, body.txHash);
      const sender = senderOf(user, channel.chain, body.sender);
      const sameNetwork = CHAINS.filter((chain) => CHAIN_NETWORKS[chain] === CHAIN_NETWORKS[channel.chain]);
      try {
        return await idempotency.run({ userId: user.id, idempotencyKey, operation: 'deposit', body }, async (trx) => {
          if (await repository.depositWithHash(trx, sameNetwork, txHash)) throw AppError.businessRule('depositTxUsed');
          const row = await repository.insertDeposit(trx, { userId: user.id, coin: channel.coin, chain: channel.chain, address: channel.address, amount: amount.toFixed(), txHash, sender });
          return toDepositRow(row);
        });
      } catch (error) {
        // Two claims of one hash at once: the unique index lets one through; the other hears why.
        if (isUniqueViolation(error)) throw AppError.businessRule('depositTxUsed');
        throw error;
      }
    },

    async list(userId: number, page: Page) {
      const { rows, total } = await repository.listDeposits(db, userId, page);
      const progress = await deps.chainProgress?.();
      return { rows: rows.map((row) => toDepositRow(row, progress)), total };
    },

    async byId(userId: number, id: number): Promise<DepositRow> {
      const row = await repository.findDeposit(db, userId, id);
      if (!row) throw AppError.notFound();
      return toDepositRow(row, await deps.chainProgress?.());
    },

    async queue(reviewer: Reviewer, status: ReviewQueueFilter | undefined, page: Page): Promise<{ rows: AdminDepositRow[]; total: number }> {
      const { rows, total } = await repository.listDepositsForReview(db, status, page);
      const threshold = await depositThreshold();
      const members = await reviewMembers(db, rows.map((row) => row.user_id), clock.now());
      return {
        rows: rows.map((row) => {
          const rate = deps.usdtRate(row.coin);
          return {
            ...toDepositRow(row),
            memberAddress: row.member_address,
            mbId: row.mb_id,
            review: reviewState(row, reviewer, rate && creditOf(row.amount, rate), threshold),
            member: members(row.user_id),
            senderIsMember: row.sender === null ? null : row.sender.toLowerCase() === row.member_address.toLowerCase(),
          };
        }),
        total,
      };
    },

    check: (reviewer: Reviewer, id: number) =>
      decide(desk, { reviewer, id, action: 'check' }, async (deposit, trx, now) => {
        if (deposit.status !== 'submitted') throw AppError.businessRule('reviewAlreadyDecided');
        const row = await repository.updateDeposit(trx, id, { status: 'checking' });
        await recordDecision(trx, { actor: reviewer.address, action: 'deposit.check', targetType: 'deposit', targetId: id, detail: {}, at: now });
        return row;
      }),

    async approve(reviewer: Reviewer, id: number): Promise<DepositRow> {
      const threshold = await depositThreshold();
      return decide(desk, { reviewer, id, action: 'approve' }, async (deposit, trx, now) => {
        assertUndecided(deposit.status);
        const rate = deps.usdtRate(deposit.coin);
        if (!rate) throw AppError.notFound('marketUnavailable');
        const credited = creditOf(deposit.amount, rate);
        if (deposit.status !== 'approved_once' && needsSecondReviewer(credited, threshold)) {
          const row = await repository.updateDeposit(trx, id, { status: 'approved_once', firstApprovedBy: reviewer.address, firstApprovedAt: now });
          const detail = { rate: rate.toFixed(), usdtValue: credited.toFixed(), threshold };
          await recordDecision(trx, { actor: reviewer.address, action: 'deposit.approveFirst', targetType: 'deposit', targetId: id, detail, at: now });
          return row;
        }
        const row = await repository.updateDeposit(trx, id, { status: 'passed', rate: rate.toFixed(), creditedUsdt: credited.toFixed(), reviewedAt: now, reviewedBy: reviewer.address });
        await postDepositCredit(money, trx, { id, userId: deposit.user_id, credited });
        await notifyMember(trx, deposit.user_id, { kind: 'depositPassed', params: { amount: decimalText(deposit.amount), coin: deposit.coin, credited: credited.toFixed() }, refType: 'deposit', refId: String(id) });
        const detail = { rate: rate.toFixed(), creditedUsdt: credited.toFixed(), firstApprovedBy: deposit.first_approved_by };
        await recordDecision(trx, { actor: reviewer.address, action: 'deposit.approve', targetType: 'deposit', targetId: id, detail, at: now });
        return row;
      });
    },

    reject: (reviewer: Reviewer, id: number, reason: string) =>
      decide(desk, { reviewer, id, action: 'reject' }, async (deposit, trx, now) => {
        assertUndecided(deposit.status);
        const row = await repository.updateDeposit(trx, id, { status: 'rejected', reason, reviewedAt: now, reviewedBy: reviewer.address });
        await notifyMember(trx, deposit.user_id, { kind: 'depositRejected', params: { amount: decimalText(deposit.amount), coin: deposit.coin, reason }, refType: 'deposit', refId: String(id) });
        const detail = { reason, firstApprovedBy: deposit.first_approved_by };
        await recordDecision(trx, { actor: reviewer.address, action: 'deposit.reject', targetType: 'deposit', targetId: id, detail, at: now });
        return row;
      }),
  };
}
