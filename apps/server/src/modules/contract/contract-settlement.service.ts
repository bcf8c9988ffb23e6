import Decimal from '@halyard/shared/decimal';
import type { Transaction } from 'kysely';
import {
  closingProceeds,
  coinByPair,
  contractSize,
  crosses,
  liquidationPrice,
  positionNetPnl,
  unrealisedPnl,
  USDT,
  type CloseReason,
  type ContractRow,
  type TriggerKind,
} from '@halyard/shared';
import type { ContractOrder, Database } from '../../db/schema.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import type { IndexSecond } from '../market/index-history.service.js';
import { notifyMember } from '../messages/messages.service.js';
import type { MoneyService, Movement } from '../money/money.service.js';
import * as repository from './contract.repository.js';
import { toContractRow } from './contract.repository.js';

/** The trigger rules live in shared's contract-math, where the order form estimates with them. */
export { crosses, firesOnFall, type TriggerKind } from '@halyard/shared';

/** The level a trigger of an order stands at, as the order is now. */
export function triggerLevel(order: Pick<ContractOrder, 'price' | 'stop_profit' | 'stop_loss' | 'liquidation_price'>, kind: TriggerKind): string | null {
  if (kind === 'fill') return order.price;
  if (kind === 'takeProfit') return order.stop_profit;
  if (kind === 'stopLoss') return order.stop_loss;
  return order.liquidation_price;
}

const CLOSE_MESSAGE_KINDS = { takeProfit: 'contractTakeProfit', stopLoss: 'contractStopLoss', liquidation: 'contractLiquidated' } as const;

/**
 * The member's alert for what a trigger did (issue 33), in the trigger's own transaction: a limit
 * order filled, or a position closed by its take profit, stop loss or liquidation. The net result
 * counts both fees of the position.
 */
async function notifyTriggered(trx: Transaction<Database>, order: ContractOrder, kind: TriggerKind): Promise<void> {
  const refer = { refType: 'contract', refId: String(order.id) };
  const text = (value: Decimal.Value | null) => new Decimal(value ?? 0).toFixed();
  const base = { pair: order.pair, side: order.side, size: text(order.size) };
  if (kind === 'fill') {
    await notifyMember(trx, order.user_id, { kind: 'contractFilled', params: { ...base, price: text(order.open_price), margin: text(order.margin) }, ...refer });
    return;
  }
  const pnl = new Decimal(order.realized_pnl ?? 0);
  const fee = new Decimal(order.open_fee).plus(order.close_fee ?? 0);
  const net = positionNetPnl({ liquidated: kind === 'liquidation', margin: order.margin, pnl, openFee: order.open_fee, closeFee: order.close_fee ?? 0 });
  const params = { ...base, price: text(order.close_price), pnl: pnl.toFixed(), fee: fee.toFixed(), netPnl: net.toFixed(), coin: USDT };
  await notifyMember(trx, order.user_id, { kind: CLOSE_MESSAGE_KINDS[kind], params, ...refer });
}

export interface SettlementService {
  /** Opens a position at `price` from its reserved margin and fee (the reserve is already frozen). */
  openPosition(trx: Transaction<Database>, order: ContractOrder, price: Decimal, index: IndexSecond): Promise<ContractOrder>;
  /** Pays the opening fee of an order inserted already open (its fill written with it: `positionFill`). */
  payOpeningFee(trx: Transaction<Database>, order: Pick<ContractOrder, 'id' | 'user_id' | 'open_fee'>): Promise<void>;
  /**
   * Closes an open position at `price`. The margin leaves the frozen funds; the house pays the
   * profit (or takes the loss); a close pays its fee; a liquidation returns nothing and its
   * remaining margin goes to the insurance account.
   */
  closePosition(trx: Transaction<Database>, order: ContractOrder, price: Decimal, reason: CloseReason, index: IndexSecond): Promise<ContractOrder>;
  /**
   * A trigger the engine saw crossed at `index`: fills or closes at the trigger's own price
   * (the published rule), once. Guarded by the order's state and by its level now, so a trigger
   * that was cancelled, edited or already fired does nothing.
   */
  fire(orderId: number, kind: TriggerKind, index: IndexSecond): Promise<ContractRow | null>;
  /**
   * Closes `size` of a locked open position at `price` (a manual close): the closed part becomes a
   * closed row of its own with its exact shares of margin and opening fee; the rest stays open.
   */
  closePart(trx: Transaction<Database>, position: ContractOrder, size: Decimal, price: Decimal, index: IndexSecond): Promise<ClosedPart>;
}

export interface ClosedPart {
  part: ContractOrder;
  rest: ContractOrder;
}

/**
 * A close's money in one movement: the margin leaves the frozen funds and comes back with its
 * PnL (the gross), then the closing fee leaves as its own bill line. The gross is positive above
 * the liquidation level and covers the fee, so the balance never dips below zero in between.
 */
function closeMovement(member: number, ref: { type: string; id: number }, margin: Decimal, settled: { pnl: Decimal; fee: Decimal }): Movement {
  return {
    type: 'contract_close',
    ref,
    sides: [
      { member, account: 'fund', coin: USDT, frozen: margin.negated(), available: margin.plus(settled.pnl) },
      { member, account: 'fund', coin: USDT, available: settled.fee.negated(), type: 'contract_fee' },
      { platform: 'house_pnl', coin: USDT, amount: settled.pnl.negated() },
      { platform: 'fees', coin: USDT, amount: settled.fee, type: 'contract_fee' },
    ],
  };
}

/**
 * How `size` of a position splits off: the closed part takes its exact share of the margin and
 * the opening fee (to 8 places, like every fee), the rest keeps the remainder, so the
 * parts always sum to the whole.
 */
export function splitPosition(position: Pick<ContractOrder, 'size' | 'margin' | 'open_fee'>, size: Decimal.Value) {
  const whole = new Decimal(position.size ?? 0);
  const share = (amount: Decimal.Value) => new Decimal(amount).times(size).div(whole).toDecimalPlaces(8, Decimal.ROUND_DOWN);
  const part = { size: new Decimal(size), margin: share(position.margin), openFee: share(position.open_fee) };
  const rest = { size: whole.minus(size), margin: new Decimal(position.margin).minus(part.margin), openFee: new Decimal(position.open_fee).minus(part.openFee) };
  return { part, rest };
}

/** Where a position opened at `price` stands: its size from its margin and leverage, and its liquidation price. */
export function positionFill(order: Pick<ContractOrder, 'pair' | 'side' | 'margin' | 'leverage' | 'maintenance_rate'>, price: Decimal, index: IndexSecond): repository.PositionFill {
  const coin = coinByPair(order.pair);
  const size = contractSize(order.margin, order.leverage, price, coin?.amountPrecision ?? 8);
  const liquidation = liquidationPrice(order.side, order.margin, size, price, order.maintenance_rate, coin?.pricePrecision ?? 8);
  return { size: size.toFixed(), openPrice: price.toFixed(), liquidationPrice: liquidation.toFixed(), index };
}

/**
 * Fills and closes positions: the money of every step in one movement, the step's index second
 * and price recorded on the order. Shared by the member's own actions and the trigger engine.
 */
export function createSettlementService({ money, events }: { money: MoneyService; events: DomainEvents }): SettlementService {
  async function payOpeningFee(trx: Transaction<Database>, order: Pick<ContractOrder, 'id' | 'user_id' | 'open_fee'>): Promise<void> {
    // The opening fee is its own bill line: it leaves the reserve frozen at placing.
    await money.post(trx, {
      type: 'contract_fee',
      ref: { type: 'contract', id: order.id },
      sides: [
        { member: order.user_id, account: 'fund', coin: USDT, frozen: new Decimal(order.open_fee).negated() },
        { platform: 'fees', coin: USDT, amount: order.open_fee },
      ],
    });
  }

  async function openPosition(trx: Transaction<Database>, order: ContractOrder, price: Decimal, index: IndexSecond): Promise<ContractOrder> {
    await payOpeningFee(trx, order);
    return repository.markOpen(trx, order.id, positionFill(order, price, index));
  }

  async function closePosition(trx: Transaction<Database>, order: ContractOrder, price: Decimal, reason: CloseReason, index: IndexSecond): Promise<ContractOrder> {
    const size = order.size ?? '0';
    const openPrice = order.open_price ?? '0';
    const ref = { type: 'contract', id: order.id };
    const margin = new Decimal(order.margin);
    let pnl: Decimal;
    let fee = new Decimal(0);
    if (reason === 'liquidation') {
      pnl = unrealisedPnl(order.side, size, openPrice, price);
      await money.post(trx, {
        type: 'contract_liquidation',
        ref,
        sides: [
          { member: order.user_id, account: 'fund', coin: USDT, frozen: margin.negated() },
          { platform: 'house_pnl', coin: USDT, amount: pnl.negated() },
          { platform: 'insurance', coin: USDT, amount: margin.plus(pnl) },
        ],
      });
    } else {
      const settled = closingProceeds(order.side, margin, size, openPrice, price, order.fee_rate);
      pnl = settled.pnl;
      fee = settled.fee;
      await money.post(trx, closeMovement(order.user_id, ref, margin, settled));
    }
    return repository.markClosed(trx, order.id, { reason, price: price.toFixed(), fee: fee.toFixed(), pnl: pnl.toFixed(), index });
  }

  async function fire(orderId: number, kind: TriggerKind, index: IndexSecond): Promise<ContractRow | null> {
    const result = await money.transaction(async (trx) => {
      const order = await repository.lockOrder(trx, orderId);
      if (!order || order.status !== (kind === 'fill' ? 'pending' : 'open')) return null;
      // Watched from the second after it opened: the second it opened at decided its price already.
      if (kind !== 'fill' && order.open_second !== null && index.second <= Number(order.open_second)) return null;
      const level = triggerLevel(order, kind);
      if (level === null || !crosses(order.side, kind, level, index.price)) return null;
      const price = new Decimal(level);
      const done = kind === 'fill' ? await openPosition(trx, order, price, index) : await closePosition(trx, order, price, kind, index);
      await notifyTriggered(trx, done, kind);
      return done;
    });
    if (!result) return null;
    const row = toContractRow(result);
    events.emit('contract.changed', { userId: result.user_id, order: row });
    return row;
  }

  async function closePart(trx: Transaction<Database>, position: ContractOrder, size: Decimal, price: Decimal, index: IndexSecond): Promise<ClosedPart> {
    const coin = coinByPair(position.pair);
    const split = splitPosition(position, size);
    const openPrice = position.open_price ?? '0';
    const settled = closingProceeds(position.side, split.part.margin, size, openPrice, price, position.fee_rate);
    const part = await repository.insertClosedPart(trx, position, {
      size: size.toFixed(),
      margin: split.part.margin.toFixed(),
      openFee: split.part.openFee.toFixed(),
      close: { price: price.toFixed(), fee: settled.fee.toFixed(), pnl: settled.pnl.toFixed(), index },
    });
    await money.post(trx, closeMovement(position.user_id, { type: 'contract', id: part.id }, split.part.margin, settled));
    const liquidation = liquidationPrice(position.side, split.rest.margin, split.rest.size, openPrice, position.maintenance_rate, coin?.pricePrecision ?? 8);
    const rest = await repository.markReduced(trx, position.id, {
      size: split.rest.size.toFixed(),
      margin: split.rest.margin.toFixed(),
      openFee: split.rest.openFee.toFixed(),
      liquidationPrice: liquidation.toFixed(),
    });
    return { part, rest };
  }

  return { openPosition, payOpeningFee, closePosition, closePart, fire };
}
