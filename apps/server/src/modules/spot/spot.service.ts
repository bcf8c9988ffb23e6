import Decimal from '@halyard/shared/decimal';
import type { Kysely, Transaction } from 'kysely';
import {
  coinByPair,
  fitsAmountPrecision,
  fitsPairPrecision,
  SPOT_FEE_RATE,
  SPOT_MIN_TOTAL,
  USDT,
  type SpotListQuery,
  type SpotOrderBody,
  type SpotRow,
} from '@halyard/shared';
import type { Paged } from '../../db/paging.js';
import type { Database, SpotOrder, User } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import type { IndexHistory, IndexSecond } from '../market/index-history.service.js';
import { notifyMember } from '../messages/messages.service.js';
import type { MoneyService, Side } from '../money/money.service.js';
import * as repository from './spot.repository.js';
import { toSpotRow } from './spot.repository.js';

/** USDT value and fee of `amount` at `price`: the fee rounded up to 8 places, never down to nothing. */
export function spotCost(amount: Decimal.Value, price: Decimal.Value, feeRate: Decimal.Value): { total: Decimal; fee: Decimal } {
  const total = new Decimal(amount).times(price);
  return { total, fee: total.times(feeRate).toDecimalPlaces(8, Decimal.ROUND_UP) };
}

/** Whether the index has reached a limit: a buy waits for the price to fall to it, a sell to rise. */
export function spotReached(side: SpotOrder['side'], limit: Decimal.Value, price: Decimal.Value): boolean {
  return side === 'buy' ? new Decimal(price).lte(limit) : new Decimal(price).gte(limit);
}

export interface SpotService {
  /** Places an order: a market order (or a limit already reached) fills now; a limit order reserves its funds and waits. */
  place(user: User, body: SpotOrderBody): Promise<SpotRow>;
  /** Cancels a waiting limit order (after the member confirmed): its reserve returns. */
  cancel(userId: number, id: number): Promise<SpotRow>;
  /** A waiting limit the index reached at `index`: filled at its own price, once. */
  fire(id: number, index: IndexSecond): Promise<SpotRow | null>;
  /** The member's orders, newest first. */
  list(userId: number, query: SpotListQuery): Promise<Paged<SpotRow>>;
  /** One of the member's orders; any other id is 404. */
  byId(userId: number, id: number): Promise<SpotRow>;
  /** Every waiting limit order, for the trigger engine to watch. */
  pending(): Promise<SpotRow[]>;
  /** Orders changed since `since`, for the trigger engine to catch up. */
  changedSince(since: Date): Promise<SpotRow[]>;
}

/**
 * Spot trading: the member's fund account against the house desk (`spot_desk`), at the index
 * price for a market order and at its own price for a limit order the index reaches.
 */
export function createSpotService(deps: { db: Kysely<Database>; money: MoneyService; indexHistory: IndexHistory; events: DomainEvents }): SpotService {
  const { db, money, indexHistory, events } = deps;

  /**
   * Fills `order` at `price`: both coins change hands with the desk (`spot_fill`), then the fee goes
   * to `fees` as a bill of its own (`spot_fee`), in the same transaction. A limit order's reserve
   * (frozen) pays both; a market order pays from available. A sell's fee is paid from the USDT it
   * has just received.
   */
  function fillOf(order: Pick<SpotOrder, 'amount' | 'fee_rate'>, price: Decimal, index: IndexSecond): repository.SpotFill {
    const { total, fee } = spotCost(order.amount, price, order.fee_rate);
    return { price: price.toFixed(), total: total.toFixed(), fee: fee.toFixed(), index };
  }

  /** The money of a fill (`fillOf`), for an order already written filled or about to be marked so. */
  async function payFill(trx: Transaction<Database>, order: SpotOrder, filled: repository.SpotFill, fromReserve: boolean): Promise<void> {
    const coin = coinByPair(order.pair)?.coin ?? '';
    const total = new Decimal(filled.total);
    const fee = new Decimal(filled.fee);
    const amount = new Decimal(order.amount);
    const pay = (coinPaid: string, paid: Decimal): Side => ({ member: order.user_id, account: 'fund', coin: coinPaid, ...(fromReserve ? { frozen: paid.negated() } : { available: paid.negated() }) });
    const ref = { type: 'spot', id: order.id };
    const sides: Side[] =
      order.side === 'buy'
        ? [
            pay(USDT, total),
            { member: order.user_id, account: 'fund', coin, available: amount },
            { platform: 'spot_desk', coin: USDT, amount: total },
            { platform: 'spot_desk', coin, amount: amount.negated() },
          ]
        : [
            pay(coin, amount),
            { member: order.user_id, account: 'fund', coin: USDT, available: total },
            { platform: 'spot_desk', coin, amount },
            { platform: 'spot_desk', coin: USDT, amount: total.negated() },
          ];
    await money.post(trx, { type: 'spot_fill', ref, sides });
    if (fee.gt(0)) {
      const feePaid: Side = order.side === 'buy' ? pay(USDT, fee) : { member: order.user_id, account: 'fund', coin: USDT, available: fee.negated() };
      await money.post(trx, { type: 'spot_fee', ref, sides: [feePaid, { platform: 'fees', coin: USDT, amount: fee }] });
    }
  }

  /** Fills a waiting order at `price`: its reserve pays. */
  async function fill(trx: Transaction<Database>, order: SpotOrder, price: Decimal, index: IndexSecond): Promise<SpotOrder> {
    const filled = fillOf(order, price, index);
    await payFill(trx, order, filled, new Decimal(order.reserved).gt(0));
    return repository.markFilled(trx, order.id, filled);
  }

  function announce(order: SpotOrder): SpotRow {
    const row = toSpotRow(order);
    events.emit('spot.changed', { userId: order.user_id, order: row });
    return row;
  }

  return {
    async place(user: User, body: SpotOrderBody): Promise<SpotRow> {
      if (user.trading_disabled) throw AppError.forbidden('orderForbidden');
      if (user.frozen) throw AppError.forbidden('accountFrozen');
      const info = coinByPair(body.pair);
      if (!info) throw AppError.invalidInput('fieldInvalid', { field: 'pair' });
      if (body.price !== undefined && !fitsPairPrecision(body.pair, body.price)) {
        throw AppError.invalidInput('contractPricePrecision', { field: 'price', decimals: info.pricePrecision });
      }
      if (!fitsAmountPrecision(body.pair, body.amount)) throw AppError.invalidInput('spotAmountPrecision', { decimals: info.amountPrecision });
      const index = await indexHistory.current(body.pair);
      if (!index) throw AppError.notFound('marketUnavailable');
      const limit = body.priceType === 'limit' && body.price !== undefined ? new Decimal(body.price) : null;
      const reachedNow = limit !== null && spotReached(body.side, limit, index.price);
      const waitPrice = limit ?? new Decimal(index.price);
      const { total, fee } = spotCost(body.amount, waitPrice, SPOT_FEE_RATE);
      if (total.lt(SPOT_MIN_TOTAL)) throw AppError.businessRule('spotBelowMinimum', { min: SPOT_MIN_TOTAL });
      const waits = limit !== null && !reachedNow;
      const reserved = waits ? (body.side === 'buy' ? total.plus(fee) : new Decimal(body.amount)) : new Decimal(0);
      // A market order, or a limit the index has already reached, is written filled at once.
      const filled = waits ? null : fillOf({ amount: body.amount, fee_rate: SPOT_FEE_RATE }, new Decimal(index.price), index);
      const order = await money.transaction(async (trx) => {
        const placed = await repository.insertOrder(
          trx,
          {
            userId: user.id,
            pair: body.pair,
            side: body.side,
            priceType: body.priceType,
            price: limit?.toFixed() ?? null,
            amount: new Decimal(body.amount).toFixed(),
            feeRate: SPOT_FEE_RATE,
            reserved: reserved.toFixed(),
            placedSecond: index.second,
          },
          filled,
        );
        if (filled) {
          await payFill(trx, placed, filled, false);
          return placed;
        }
        const reserveCoin = body.side === 'buy' ? USDT : info.coin;
        await money.post(trx, {
          type: 'spot_reserve',
          ref: { type: 'spot', id: placed.id },
          sides: [{ member: user.id, account: 'fund', coin: reserveCoin, available: reserved.negated(), frozen: reserved }],
        });
        return placed;
      }, [USDT, info.coin].map((coin) => ({ member: user.id, account: 'fund' as const, coin })));
      return announce(order);
    },

    async cancel(userId: number, id: number): Promise<SpotRow> {
      if (!(await repository.findOrder(db, userId, id))) throw AppError.notFound();
      const order = await money.transaction(async (trx) => {
        const locked = await repository.lockOrder(trx, id);
        if (locked?.status !== 'pending') throw AppError.businessRule('contractNotPending');
        const coin = locked.side === 'buy' ? USDT : (coinByPair(locked.pair)?.coin ?? '');
        await money.post(trx, {
          type: 'spot_cancel',
          ref: { type: 'spot', id },
          sides: [{ member: userId, account: 'fund', coin, available: locked.reserved, frozen: new Decimal(locked.reserved).negated() }],
        });
        return repository.markCancelled(trx, id);
      });
      return announce(order);
    },

    async fire(id: number, index: IndexSecond): Promise<SpotRow | null> {
      const order = await money.transaction(async (trx) => {
        const locked = await repository.lockOrder(trx, id);
        if (locked?.status !== 'pending' || locked.price === null || !spotReached(locked.side, locked.price, index.price)) return null;
        const filled = await fill(trx, locked, new Decimal(locked.price), index);
        // A waiting limit order filled: the member is told (issue 33), in the fill's own transaction.
        await notifyMember(trx, filled.user_id, {
          kind: 'spotFilled',
          params: { pair: filled.pair, side: filled.side, amount: new Decimal(filled.amount).toFixed(), price: new Decimal(locked.price).toFixed(), coin: coinByPair(filled.pair)?.coin ?? '' },
          refType: 'spot',
          refId: String(filled.id),
        });
        return filled;
      });
      return order ? announce(order) : null;
    },

    async list(userId: number, query: SpotListQuery) {
      const { rows, total } = await repository.listOrders(db, userId, query);
      return { rows: rows.map(toSpotRow), total };
    },

    async byId(userId: number, id: number): Promise<SpotRow> {
      const row = await repository.findOrder(db, userId, id);
      if (!row) throw AppError.notFound();
      return toSpotRow(row);
    },

    pending: async () => (await repository.pendingOrders(db)).map(toSpotRow),
    changedSince: async (since: Date) => (await repository.ordersChangedSince(db, since)).map(toSpotRow),
  };
}
