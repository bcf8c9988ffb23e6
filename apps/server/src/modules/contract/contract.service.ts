import Decimal from '@halyard/shared/decimal';
import type { Kysely, Transaction } from 'kysely';
import {
  coinByPair,
  contractSize,
  crosses,
  entryPrice,
  openingCost,
  USDT,
  type ContractEditQuery,
  type ContractFree,
  type ContractListQuery,
  type ContractOrderBody,
  type ContractRow,
  type FinanceConfig,
} from '@halyard/shared';
import type { Page, Paged } from '../../db/paging.js';
import type { ContractOrder, Database, User } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { decimalText } from '../../lib/decimal-text.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import type { IdempotencyService } from '../idempotency/idempotency.service.js';
import type { IndexHistory, IndexSecond } from '../market/index-history.service.js';
import type { MoneyService } from '../money/money.service.js';
import type { TermsService } from '../terms/terms.service.js';
import { positionFill, splitPosition, type SettlementService } from './contract-settlement.service.js';
import { assertMayTrade, assertPrecision, assertTriggerSides, closeSizeOf, indexNow, ownOrder } from './contract-rules.js';
import * as repository from './contract.repository.js';
import { toContractRow } from './contract.repository.js';

/** The published fill rule, shown on the order form and every position's detail. */
export const CONTRACT_FILL_RULE =
  'Market orders and manual closes fill at the index price of their second. A limit order, take profit, stop loss or liquidation fills at its own price, at the first index second that reaches it; a limit order already reached when placed fills at once at the index price. A position is watched from the second after it opens.';

export interface ContractDependencies {
  db: Kysely<Database>;
  money: MoneyService;
  idempotency: IdempotencyService;
  settlement: SettlementService;
  indexHistory: IndexHistory;
  events: DomainEvents;
  /** The terms new orders are made under (levels, fee and maintenance rates, minimum margin); each order keeps its own. */
  terms: TermsService;
  clock: Clock;
}

export interface ContractService {
  /** The contract terms in force for new orders, and the fill rule. */
  config(): Promise<Pick<FinanceConfig, 'contractFeeRate' | 'maintenanceMarginRate' | 'contractMinMargin' | 'fillRule'>>;
  /** The leverage levels new orders may use. */
  levels(): Promise<Paged<{ leverage: number }>>;
  /** The largest margin an order at `leverage` can put up: the fund balance less that order's own opening fee. */
  free(userId: number, leverage: number): Promise<ContractFree>;
  /**
   * Places an order: a market order opens now; a limit order reserves its margin and fee and
   * waits. With an Idempotency-Key, a repeat answers the first placement.
   */
  place(user: User, body: ContractOrderBody, idempotencyKey?: string): Promise<ContractRow>;
  /** Cancels a pending order (after the member confirmed): its reserve returns. */
  cancel(userId: number, id: number): Promise<ContractRow>;
  /**
   * Closes an open position, or `size` of it, at the index price of this second (or liquidates it
   * whole, if the index has crossed its level). Answers what closed: the position, or its closed part.
   */
  close(userId: number, id: number, size?: string): Promise<ContractRow>;
  /** Closes every open position of the member (or of one pair), each in its own transaction; answers those closed. */
  closeAll(userId: number, pair?: string): Promise<ContractRow[]>;
  /** Sets or removes the take profit and stop loss of a pending order or an open position. */
  edit(userId: number, query: ContractEditQuery): Promise<ContractRow>;
  /** The member's orders, newest first (closed ones by when they closed). */
  list(userId: number, query: ContractListQuery): Promise<Paged<ContractRow>>;
  /** Orders that never became a position: waiting limit orders and cancelled ones. */
  unopenedOrders(userId: number, page: Page): Promise<Paged<ContractRow>>;
  /** Positions, open and closed (or one of the two). */
  positions(userId: number, query: Page & { status?: 'open' | 'closed' }): Promise<Paged<ContractRow>>;
  /** One of the member's orders; any other id is 404. */
  byId(userId: number, id: number): Promise<ContractRow>;
  /** Every pending order and open position, for the engine to watch. */
  active(): Promise<ContractRow[]>;
  /** Orders changed since `since`, for the trigger engine to catch up. */
  changedSince(since: Date): Promise<ContractRow[]>;
}

export function createContractService(deps: ContractDependencies): ContractService {
  const { db, money, idempotency, settlement, indexHistory, events, terms, clock } = deps;

  /** Closes a locked open position whole at the index price of this second, or liquidates it if the index has crossed its level. */
  function closeWhole(trx: Transaction<Database>, locked: ContractOrder, index: IndexSecond): Promise<ContractOrder> {
    if (locked.liquidation_price !== null && crosses(locked.side, 'liquidation', locked.liquidation_price, index.price)) {
      return settlement.closePosition(trx, locked, new Decimal(locked.liquidation_price), 'liquidation', index);
    }
    return settlement.closePosition(trx, locked, new Decimal(index.price), 'manual', index);
  }

  function announce(order: ContractOrder): ContractRow {
    const row = toContractRow(order);
    events.emit('contract.changed', { userId: order.user_id, order: row });
    return row;
  }

  return {
    async config(): Promise<Pick<FinanceConfig, 'contractFeeRate' | 'maintenanceMarginRate' | 'contractMinMargin' | 'fillRule'>> {
      const { contract } = await terms.current();
      return { contractFeeRate: contract.feeRate, maintenanceMarginRate: contract.maintenanceMarginRate, contractMinMargin: contract.minMargin, fillRule: CONTRACT_FILL_RULE };
    },

    async levels() {
      const { contract } = await terms.current();
      return { rows: contract.leverages.map((leverage) => ({ leverage })), total: contract.leverages.length };
    },

    async free(userId: number, leverage: number): Promise<ContractFree> {
      const fund = (await money.balances(userId)).accounts.find((row) => row.account === 'fund' && row.coin === USDT);
      const balance = new Decimal(fund?.available ?? 0);
      const { contract } = await terms.current();
      const available = balance.div(new Decimal(leverage).times(contract.feeRate).plus(1)).toDecimalPlaces(2, Decimal.ROUND_DOWN);
      return { available: available.toFixed(), balance: balance.toFixed() };
    },

    async place(user: User, body: ContractOrderBody, idempotencyKey?: string): Promise<ContractRow> {
      assertMayTrade(user);
      for (const field of ['price', 'stopProfit', 'stopLoss'] as const) assertPrecision(body.pair, field, body[field]);
      const { contract } = await terms.current();
      if (!contract.leverages.includes(body.leverage)) throw AppError.invalidInput('fieldInvalid', { field: 'leverage' });
      if (new Decimal(body.margin).lt(contract.minMargin)) throw AppError.businessRule('contractMarginBelowMinimum', { min: contract.minMargin });
      const index = await indexNow(indexHistory, body.pair);
      const limit = body.priceType === 'limit' && body.price !== undefined ? new Decimal(body.price) : null;
      // A limit the index has already reached fills at once, at the index price (never worse than the limit).
      const reachedNow = limit !== null && crosses(body.side, 'fill', limit, index.price);
      const entry = entryPrice(body.side, limit, index.price);
      const stopProfit = body.stopProfit ?? null;
      const stopLoss = body.stopLoss ?? null;
      assertTriggerSides(body.side, entry, stopProfit, stopLoss);
      if (contractSize(body.margin, body.leverage, entry, coinByPair(body.pair)?.amountPrecision ?? 8).isZero()) throw AppError.businessRule('contractSizeTooSmall');
      const cost = openingCost(body.margin, body.leverage, contract.feeRate);
      // A market order, or a limit the index has already reached, is written open at once.
      const opening = { pair: body.pair, side: body.side, margin: cost.margin.toFixed(), leverage: body.leverage, maintenance_rate: contract.maintenanceMarginRate };
      const fill = limit !== null && !reachedNow ? null : positionFill(opening, entry, index);
      const accounts = [{ member: user.id, account: 'fund' as const, coin: USDT }];
      const row = await idempotency.run({ userId: user.id, idempotencyKey, operation: 'contract.place', body, accounts }, async (trx) => {
        const placed = await repository.insertOrder(
          trx,
          {
            userId: user.id,
            pair: body.pair,
            side: body.side,
            priceType: body.priceType,
            price: limit?.toFixed() ?? null,
            leverage: body.leverage,
            margin: cost.margin.toFixed(),
            openFee: cost.fee.toFixed(),
            feeRate: contract.feeRate,
            maintenanceRate: contract.maintenanceMarginRate,
            stopProfit,
            stopLoss,
            placedSecond: index.second,
          },
          fill,
        );
        await money.post(trx, {
          type: 'contract_reserve',
          ref: { type: 'contract', id: placed.id },
          sides: [{ member: user.id, account: 'fund', coin: USDT, available: cost.total.negated(), frozen: cost.total }],
        });
        if (fill) await settlement.payOpeningFee(trx, placed);
        return toContractRow(placed);
      });
      events.emit('contract.changed', { userId: user.id, order: row });
      return row;
    },

    async cancel(userId: number, id: number): Promise<ContractRow> {
      await ownOrder(db, userId, id);
      const order = await money.transaction(async (trx) => {
        const locked = await repository.lockOrder(trx, id);
        if (locked?.status !== 'pending') throw AppError.businessRule('contractNotPending');
        const reserve = new Decimal(locked.margin).plus(locked.open_fee);
        await money.post(trx, {
          type: 'contract_cancel',
          ref: { type: 'contract', id },
          sides: [{ member: userId, account: 'fund', coin: USDT, available: reserve, frozen: reserve.negated() }],
        });
        return repository.markCancelled(trx, id, clock.now());
      });
      return announce(order);
    },

    async close(userId: number, id: number, size?: string): Promise<ContractRow> {
      const owned = await ownOrder(db, userId, id);
      const wanted = size === undefined ? null : closeSizeOf(owned.pair, size);
      const index = await indexNow(indexHistory, owned.pair);
      const done = await money.transaction(async (trx): Promise<{ part: ContractOrder; rest: ContractOrder | null }> => {
        const locked = await repository.lockOrder(trx, id);
        if (locked?.status !== 'open' || locked.liquidation_price === null || locked.size === null) throw AppError.businessRule('contractNotOpen');
        const liquidates = crosses(locked.side, 'liquidation', locked.liquidation_price, index.price);
        if (liquidates || wanted === null || wanted.eq(locked.size)) return { part: await closeWhole(trx, locked, index), rest: null };
        if (wanted.gt(locked.size)) throw AppError.businessRule('contractCloseAboveSize', { size: decimalText(locked.size) });
        const split = splitPosition(locked, wanted);
        if (split.rest.size.lte(0) || split.rest.margin.lte(0)) throw AppError.businessRule('contractCloseRestTooSmall');
        if (split.part.margin.lte(0)) throw AppError.businessRule('contractClosePartTooSmall');
        return settlement.closePart(trx, locked, wanted, new Decimal(index.price), index);
      });
      if (done.rest) announce(done.rest);
      return announce(done.part);
    },

    async closeAll(userId: number, pair?: string): Promise<ContractRow[]> {
      const indexes = new Map<string, IndexSecond | undefined>();
      const closed: ContractRow[] = [];
      for (const position of await repository.openPositions(db, userId, pair)) {
        if (!indexes.has(position.pair)) indexes.set(position.pair, await indexHistory.current(position.pair));
        const index = indexes.get(position.pair);
        if (!index) continue;
        // Each in its own transaction: one that fails (closed meanwhile, a hiccup) leaves the others closed.
        try {
          const order = await money.transaction(async (trx) => {
            const locked = await repository.lockOrder(trx, position.id);
            return locked?.status === 'open' ? closeWhole(trx, locked, index) : null;
          });
          if (order) closed.push(announce(order));
        } catch {
          continue;
        }
      }
      return closed;
    },

    async edit(userId: number, query: ContractEditQuery): Promise<ContractRow> {
      const owned = await ownOrder(db, userId, query.id);
      assertPrecision(owned.pair, 'stopProfit', query.stopProfit);
      assertPrecision(owned.pair, 'stopLoss', query.stopLoss);
      const index = owned.status === 'open' ? await indexNow(indexHistory, owned.pair) : null;
      const order = await db.transaction().execute(async (trx) => {
        const locked = await repository.lockOrder(trx, query.id);
        if (!locked || (locked.status !== 'pending' && locked.status !== 'open')) throw AppError.businessRule('contractNotOpen');
        const next = (value: string | undefined, current: string | null) => (value === undefined ? current : value === '' ? null : value);
        const stopProfit = next(query.stopProfit, locked.stop_profit);
        const stopLoss = next(query.stopLoss, locked.stop_loss);
        // An open position's levels are checked against the index now, so none is already crossed.
        assertTriggerSides(locked.side, index?.price ?? locked.price ?? '0', stopProfit, stopLoss);
        return repository.setTriggers(trx, query.id, { stopProfit, stopLoss });
      });
      return announce(order);
    },

    async list(userId: number, query: ContractListQuery) {
      const { rows, total } = await repository.listOrders(db, userId, query);
      return { rows: rows.map(toContractRow), total };
    },

    async unopenedOrders(userId: number, page: Page) {
      const { rows, total } = await repository.listOrdersIn(db, userId, ['pending', 'cancelled'], page);
      return { rows: rows.map(toContractRow), total };
    },

    async positions(userId: number, query: Page & { status?: 'open' | 'closed' }) {
      const { rows, total } = await repository.listOrdersIn(db, userId, query.status ? [query.status] : ['open', 'closed'], query);
      return { rows: rows.map(toContractRow), total };
    },

    async byId(userId: number, id: number): Promise<ContractRow> {
      return toContractRow(await ownOrder(db, userId, id));
    },

    async active(): Promise<ContractRow[]> {
      return (await repository.activeOrders(db)).map(toContractRow);
    },

    async changedSince(since: Date): Promise<ContractRow[]> {
      return (await repository.ordersChangedSince(db, since)).map(toContractRow);
    },

  };
}

