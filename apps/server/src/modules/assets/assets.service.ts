import { isWithdrawalAddress } from '@halyard/shared/chain-address';
import Decimal from 'decimal.js';
import type { Kysely, Transaction } from 'kysely';
import {
  CHAIN_NETWORKS,
  DEPOSIT_MIN_USDT,
  USDT,
  USDT_DECIMALS,
  WITHDRAWAL_FEE_USDT,
  WITHDRAWAL_MIN_USDT,
  type AdminDepositRow,
  type AdminWithdrawalRow,
  type BalanceRow,
  type Balances,
  type BillQuery,
  type BillRow,
  type Chain,
  type DepositBody,
  type DepositChannel,
  type DepositRow,
  type DepositStatus,
  type MoneyConfig,
  type TransferBody,
  type TransferRow,
  type WithdrawalBody,
  type WithdrawalChannel,
  type WithdrawalRow,
} from '@halyard/shared';
import type { Database, Deposit, Transfer, User, Withdrawal } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { IdempotencyService } from '../idempotency/idempotency.service.js';
import { ledger } from '../ledger/ledger.service.js';
import * as repository from './assets.repository.js';

/** Where members send deposits; unset ones fall back to well-known burn addresses, marked as demo. */
export interface DepositAddresses {
  ethereum?: string;
  bitcoin?: string;
}

/** Burn addresses nobody holds a key to: a demo shows them so no real funds reach a stranger. */
const DEMO_DEPOSIT_ADDRESSES = {
  ethereum: '0x000000000000000000000000000000000000dEaD',
  bitcoin: '1BitcoinEaterAddressDontSendf59kuE',
} as const;

/** The coins each deposit chain carries, with the decimals a deposit amount may have. */
const DEPOSIT_CHANNELS: ReadonlyArray<{ coin: string; chain: Chain; decimals: number; addressOf: keyof DepositAddresses }> = [
  { coin: USDT, chain: 'ERC20', decimals: 6, addressOf: 'ethereum' },
  { coin: 'ETH', chain: 'ETH', decimals: 8, addressOf: 'ethereum' },
  { coin: 'BTC', chain: 'BTC', decimals: 8, addressOf: 'bitcoin' },
];

const WITHDRAWAL_CHANNELS: readonly WithdrawalChannel[] = (['ERC20', 'TRC20'] as const).map((chain) => ({
  coin: USDT,
  chain,
  network: CHAIN_NETWORKS[chain],
  fee: WITHDRAWAL_FEE_USDT,
  minAmount: WITHDRAWAL_MIN_USDT,
  decimals: USDT_DECIMALS,
}));

/** USDT credited per coin is truncated to this many places (USDT's own precision on chain). */
const CREDIT_DECIMALS = 6;

export interface AssetsDependencies {
  db: Kysely<Database>;
  clock: Clock;
  idempotency: IdempotencyService;
  /** The index price of a pair as a decimal string (the market feed's last price). */
  lastPrice(pair: string): string | undefined;
  depositAddresses: DepositAddresses;
  /** Called after a commit that changed the member's balances (pushes `user.balance`). */
  onBalanceChanged?(userId: number): void;
}

/** Decimal text without trailing zeros: NUMERIC(36,18) reads back as "12.500000000000000000". */
export function plain(value: string | Decimal): string {
  return new Decimal(value).toFixed();
}

function iso(date: Date): string {
  return date.toISOString();
}

function toTransferRow(row: Transfer): TransferRow {
  return { id: row.id, coin: row.coin, amount: plain(row.amount), from: row.from_account, to: row.to_account, status: 'done', createdAt: iso(row.created_at) };
}

function toDepositRow(row: Deposit): DepositRow {
  return {
    id: row.id,
    coin: row.coin,
    chain: row.chain,
    address: row.address,
    amount: plain(row.amount),
    txHash: row.tx_hash,
    status: row.status,
    rate: row.rate === null ? null : plain(row.rate),
    creditedUsdt: row.credited_usdt === null ? null : plain(row.credited_usdt),
    reason: row.reason,
    createdAt: iso(row.created_at),
    reviewedAt: row.reviewed_at ? iso(row.reviewed_at) : null,
  };
}

function toWithdrawalRow(row: Withdrawal): WithdrawalRow {
  return {
    id: row.id,
    coin: row.coin,
    chain: row.chain,
    address: row.address,
    amount: plain(row.amount),
    fee: plain(row.fee),
    actualAmount: plain(row.actual_amount),
    status: row.status,
    txHash: row.tx_hash,
    reason: row.reason,
    createdAt: iso(row.created_at),
    reviewedAt: row.reviewed_at ? iso(row.reviewed_at) : null,
  };
}

/** Members who may not move money: the demo account (deposits, withdrawals) and frozen accounts. */
function assertMayMoveMoney(user: User): void {
  if (user.frozen) throw AppError.forbidden('accountFrozen');
}

function assertRealAccount(user: User): void {
  if (user.kind === 'mock') throw AppError.forbidden('mockNotSupported');
}

/** Only records still waiting may be decided; a second decision is refused. */
function assertOpen(status: DepositStatus): void {
  if (status !== 'submitted' && status !== 'checking') throw AppError.businessRule('reviewAlreadyDecided');
}

export type AssetsService = ReturnType<typeof createAssetsService>;

export function createAssetsService(deps: AssetsDependencies) {
  const { db, clock, idempotency } = deps;

  /** USDT per coin at the index price; undefined while the market has no quote. */
  function usdtRate(coin: string): Decimal | undefined {
    if (coin === USDT) return new Decimal(1);
    const price = deps.lastPrice(`${coin.toLowerCase()}${USDT.toLowerCase()}`);
    return price === undefined ? undefined : new Decimal(price);
  }

  function depositChannels(): DepositChannel[] {
    return DEPOSIT_CHANNELS.flatMap((channel) => {
      const rate = usdtRate(channel.coin);
      if (!rate || rate.lte(0)) return [];
      const configured = deps.depositAddresses[channel.addressOf];
      return [
        {
          coin: channel.coin,
          chain: channel.chain,
          network: CHAIN_NETWORKS[channel.chain],
          address: configured ?? DEMO_DEPOSIT_ADDRESSES[channel.addressOf],
          minAmount: new Decimal(DEPOSIT_MIN_USDT).div(rate).toDecimalPlaces(channel.decimals, Decimal.ROUND_UP).toFixed(),
          minUsdt: DEPOSIT_MIN_USDT,
          rate: rate.toFixed(),
          decimals: channel.decimals,
          demoAddress: configured === undefined,
        },
      ];
    });
  }

  async function afterCommit<T>(userId: number, result: Promise<T>): Promise<T> {
    const value = await result;
    deps.onBalanceChanged?.(userId);
    return value;
  }

  return {
    config(): MoneyConfig {
      return { deposit: depositChannels(), withdrawal: [...WITHDRAWAL_CHANNELS] };
    },

    /** Every account (the four defaults even before their first bill) and the total in USDT. */
    async balances(userId: number): Promise<Balances> {
      const rows = await repository.listAccounts(db, userId);
      const defaults: BalanceRow[] = [
        { account: 'fund', coin: USDT, available: '0', frozen: '0' },
        { account: 'options', coin: USDT, available: '0', frozen: '0' },
        { account: 'staking', coin: USDT, available: '0', frozen: '0' },
        { account: 'mining', coin: 'ETH', available: '0', frozen: '0' },
      ];
      const accounts = [...defaults];
      for (const row of rows) {
        const entry: BalanceRow = { account: row.account, coin: row.coin, available: plain(row.available), frozen: plain(row.frozen) };
        const index = accounts.findIndex((account) => account.account === row.account && account.coin === row.coin);
        if (index >= 0) accounts[index] = entry;
        else accounts.push(entry);
      }
      const total = accounts.reduce((sum, account) => {
        const rate = usdtRate(account.coin) ?? new Decimal(0);
        return sum.plus(new Decimal(account.available).plus(account.frozen).times(rate));
      }, new Decimal(0));
      return { accounts, totalUsdt: total.toDecimalPlaces(CREDIT_DECIMALS, Decimal.ROUND_DOWN).toFixed() };
    },

    /** Moves USDT between two of the member's own accounts: two bills, one record, one transaction. */
    transfer(user: User, body: TransferBody, idempotencyKey?: string): Promise<TransferRow> {
      assertMayMoveMoney(user);
      if (body.from === body.to) throw AppError.businessRule('transferSameAccount');
      const amount = new Decimal(body.amount);
      const work = idempotency.run({ userId: user.id, idempotencyKey, operation: 'transfer', body }, async (trx) => {
        await ledger.lockAccounts(trx, user.id, [
          { account: body.from, coin: body.coin },
          { account: body.to, coin: body.coin },
        ]);
        const record = await repository.insertTransfer(trx, { userId: user.id, coin: body.coin, amount: amount.toFixed(), from: body.from, to: body.to });
        const ref = { refType: 'transfer', refId: String(record.id) };
        await ledger.move(trx, { userId: user.id, account: body.from, coin: body.coin, availableChange: amount.negated().toFixed(), type: 'transfer_out', ...ref });
        await ledger.move(trx, { userId: user.id, account: body.to, coin: body.coin, availableChange: amount.toFixed(), type: 'transfer_in', ...ref });
        return toTransferRow(record);
      });
      return afterCommit(user.id, work);
    },

    async transfers(userId: number, page: repository.Page) {
      const { rows, total } = await repository.listTransfers(db, userId, page);
      return { rows: rows.map(toTransferRow), total };
    },

    async transferById(userId: number, id: number): Promise<TransferRow> {
      const row = await repository.findTransfer(db, userId, id);
      if (!row) throw AppError.notFound();
      return toTransferRow(row);
    },

    /** Records a deposit the member says they sent; nothing is credited until an operator passes it. */
    deposit(user: User, body: DepositBody, idempotencyKey?: string): Promise<DepositRow> {
      assertRealAccount(user);
      assertMayMoveMoney(user);
      const channel = depositChannels().find((candidate) => candidate.coin === body.coin.toUpperCase() && candidate.chain === body.chain);
      if (!channel) throw AppError.businessRule('depositChannelUnknown', { coin: body.coin, chain: body.chain });
      const amount = new Decimal(body.amount);
      if (amount.decimalPlaces() > channel.decimals) throw AppError.invalidInput('depositAmountInvalid');
      if (amount.lt(channel.minAmount)) throw AppError.businessRule('depositBelowMinimum', { min: channel.minAmount, coin: channel.coin });
      const txHash = channel.chain === 'ERC20' || channel.chain === 'ETH' ? body.txHash.toLowerCase().replace(/^(?!0x)/, '0x') : body.txHash.toLowerCase().replace(/^0x/, '');
      return idempotency.run({ userId: user.id, idempotencyKey, operation: 'deposit', body }, async (trx) => {
        if (await repository.depositWithHash(trx, channel.chain, txHash)) throw AppError.businessRule('depositTxUsed');
        const row = await repository.insertDeposit(trx, { userId: user.id, coin: channel.coin, chain: channel.chain, address: channel.address, amount: amount.toFixed(), txHash });
        return toDepositRow(row);
      });
    },

    async deposits(userId: number, page: repository.Page) {
      const { rows, total } = await repository.listDeposits(db, userId, page);
      return { rows: rows.map(toDepositRow), total };
    },

    async depositById(userId: number, id: number): Promise<DepositRow> {
      const row = await repository.findDeposit(db, userId, id);
      if (!row) throw AppError.notFound();
      return toDepositRow(row);
    },

    /** Freezes the amount in the fund account until an operator pays it out or rejects it. */
    withdraw(user: User, body: WithdrawalBody, idempotencyKey?: string): Promise<WithdrawalRow> {
      assertRealAccount(user);
      assertMayMoveMoney(user);
      const channel = WITHDRAWAL_CHANNELS.find((candidate) => candidate.chain === body.chain);
      if (!channel) throw AppError.invalidInput('fieldInvalid', { field: 'chain' });
      if (!isWithdrawalAddress(body.chain, body.address)) throw AppError.invalidInput('withdrawalAddressInvalid', { network: channel.network });
      const amount = new Decimal(body.amount);
      if (amount.lt(channel.minAmount)) throw AppError.businessRule('withdrawalBelowMinimum', { min: channel.minAmount, coin: USDT });
      const fee = new Decimal(channel.fee);
      const work = idempotency.run({ userId: user.id, idempotencyKey, operation: 'withdraw', body }, async (trx) => {
        const row = await repository.insertWithdrawal(trx, {
          userId: user.id,
          coin: USDT,
          chain: body.chain,
          address: body.address,
          amount: amount.toFixed(),
          fee: fee.toFixed(),
          actualAmount: amount.minus(fee).toFixed(),
        });
        await ledger.move(trx, {
          userId: user.id,
          account: 'fund',
          coin: USDT,
          availableChange: amount.negated().toFixed(),
          frozenChange: amount.toFixed(),
          type: 'withdrawal_freeze',
          refType: 'withdrawal',
          refId: String(row.id),
        });
        return toWithdrawalRow(row);
      });
      return afterCommit(user.id, work);
    },

    async withdrawals(userId: number, page: repository.Page) {
      const { rows, total } = await repository.listWithdrawals(db, userId, page);
      return { rows: rows.map(toWithdrawalRow), total };
    },

    async withdrawalById(userId: number, id: number): Promise<WithdrawalRow> {
      const row = await repository.findWithdrawal(db, userId, id);
      if (!row) throw AppError.notFound();
      return toWithdrawalRow(row);
    },

    async bills(userId: number, query: BillQuery): Promise<{ rows: BillRow[]; total: number }> {
      const { rows, total } = await repository.listBills(db, userId, query);
      return {
        rows: rows.map((row) => ({
          id: row.id,
          account: row.account,
          coin: row.coin,
          type: row.type,
          amount: plain(row.amount),
          frozenChange: plain(row.frozen_change),
          availableAfter: plain(row.available_after),
          frozenAfter: plain(row.frozen_after),
          refType: row.ref_type,
          refId: row.ref_id,
          createdAt: iso(row.created_at),
        })),
        total,
      };
    },

    // Operator review (ARCHITECTURE §5): each decision writes an audit row in its transaction.

    async depositQueue(status: DepositStatus | undefined, page: repository.Page): Promise<{ rows: AdminDepositRow[]; total: number }> {
      const { rows, total } = await repository.listDepositsForReview(db, status, page);
      return { rows: rows.map((row) => ({ ...toDepositRow(row), memberAddress: row.member_address, mbId: row.mb_id })), total };
    },

    async withdrawalQueue(status: DepositStatus | undefined, page: repository.Page): Promise<{ rows: AdminWithdrawalRow[]; total: number }> {
      const { rows, total } = await repository.listWithdrawalsForReview(db, status, page);
      return { rows: rows.map((row) => ({ ...toWithdrawalRow(row), memberAddress: row.member_address, mbId: row.mb_id })), total };
    },

    /** An operator starts checking a deposit on chain: submitted -> checking. */
    async checkDeposit(actor: string, id: number): Promise<DepositRow> {
      return db.transaction().execute(async (trx) => {
        const deposit = await lockedDeposit(trx, id);
        if (deposit.status !== 'submitted') throw AppError.businessRule('reviewAlreadyDecided');
        const row = await repository.updateDeposit(trx, id, { status: 'checking' });
        await repository.insertAudit(trx, { actor, action: 'deposit.check', targetType: 'deposit', targetId: String(id), detail: {}, at: clock.now() });
        return toDepositRow(row);
      });
    },

    /** An operator starts preparing a payout: submitted -> checking. */
    async checkWithdrawal(actor: string, id: number): Promise<WithdrawalRow> {
      return db.transaction().execute(async (trx) => {
        const withdrawal = await repository.lockWithdrawal(trx, id);
        if (!withdrawal) throw AppError.notFound();
        if (withdrawal.status !== 'submitted') throw AppError.businessRule('reviewAlreadyDecided');
        const row = await repository.updateWithdrawal(trx, id, { status: 'checking' });
        await repository.insertAudit(trx, { actor, action: 'withdrawal.check', targetType: 'withdrawal', targetId: String(id), detail: {}, at: clock.now() });
        return toWithdrawalRow(row);
      });
    },

    /** Passes a deposit: credits its USDT value at the index price now into the fund account. */
    async approveDeposit(actor: string, id: number): Promise<DepositRow> {
      let memberId = 0;
      const result = await db.transaction().execute(async (trx) => {
        const deposit = await lockedDeposit(trx, id);
        assertOpen(deposit.status);
        memberId = deposit.user_id;
        const rate = usdtRate(deposit.coin);
        if (!rate) throw AppError.notFound('marketUnavailable');
        const credited = new Decimal(deposit.amount).times(rate).toDecimalPlaces(CREDIT_DECIMALS, Decimal.ROUND_DOWN);
        const now = clock.now();
        const row = await repository.updateDeposit(trx, id, { status: 'passed', rate: rate.toFixed(), creditedUsdt: credited.toFixed(), reviewedAt: now, reviewedBy: actor });
        await ledger.move(trx, { userId: deposit.user_id, account: 'fund', coin: USDT, availableChange: credited.toFixed(), type: 'deposit', refType: 'deposit', refId: String(id) });
        await repository.insertAudit(trx, { actor, action: 'deposit.approve', targetType: 'deposit', targetId: String(id), detail: { rate: rate.toFixed(), creditedUsdt: credited.toFixed() }, at: now });
        return toDepositRow(row);
      });
      deps.onBalanceChanged?.(memberId);
      return result;
    },

    async rejectDeposit(actor: string, id: number, reason: string): Promise<DepositRow> {
      return db.transaction().execute(async (trx) => {
        const deposit = await lockedDeposit(trx, id);
        assertOpen(deposit.status);
        const now = clock.now();
        const row = await repository.updateDeposit(trx, id, { status: 'rejected', reason, reviewedAt: now, reviewedBy: actor });
        await repository.insertAudit(trx, { actor, action: 'deposit.reject', targetType: 'deposit', targetId: String(id), detail: { reason }, at: now });
        return toDepositRow(row);
      });
    },

    /** Pays a withdrawal out: the frozen amount leaves; the operator's transaction is recorded. */
    async approveWithdrawal(actor: string, id: number, txHash: string): Promise<WithdrawalRow> {
      return settleWithdrawal(actor, id, 'approve', { txHash });
    },

    /** Refuses a withdrawal: the frozen amount returns to available. */
    async rejectWithdrawal(actor: string, id: number, reason: string): Promise<WithdrawalRow> {
      return settleWithdrawal(actor, id, 'reject', { reason });
    },

    audit(targetType: 'deposit' | 'withdrawal', id: number) {
      return repository.auditOf(db, targetType, String(id));
    },
  };

  async function lockedDeposit(trx: Transaction<Database>, id: number) {
    const deposit = await repository.lockDeposit(trx, id);
    if (!deposit) throw AppError.notFound();
    return deposit;
  }

  async function settleWithdrawal(actor: string, id: number, decision: 'approve' | 'reject', detail: { txHash?: string; reason?: string }): Promise<WithdrawalRow> {
    let memberId = 0;
    const result = await db.transaction().execute(async (trx) => {
      const withdrawal = await repository.lockWithdrawal(trx, id);
      if (!withdrawal) throw AppError.notFound();
      assertOpen(withdrawal.status);
      memberId = withdrawal.user_id;
      const now = clock.now();
      const amount = new Decimal(withdrawal.amount);
      const ref = { refType: 'withdrawal', refId: String(id) };
      await ledger.move(trx, {
        userId: withdrawal.user_id,
        account: 'fund',
        coin: withdrawal.coin,
        availableChange: decision === 'approve' ? '0' : amount.toFixed(),
        frozenChange: amount.negated().toFixed(),
        type: decision === 'approve' ? 'withdrawal_paid' : 'withdrawal_unfreeze',
        ...ref,
      });
      const row = await repository.updateWithdrawal(trx, id, {
        status: decision === 'approve' ? 'passed' : 'rejected',
        ...detail,
        reviewedAt: now,
        reviewedBy: actor,
      });
      await repository.insertAudit(trx, { actor, action: `withdrawal.${decision}`, targetType: 'withdrawal', targetId: String(id), detail, at: now });
      return toWithdrawalRow(row);
    });
    deps.onBalanceChanged?.(memberId);
    return result;
  }
}
