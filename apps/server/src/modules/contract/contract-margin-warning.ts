import Decimal from '@halyard/shared/decimal';
import { coinByPair, crosses, liquidationProgress, MARGIN_WARNING_SHARE, marginWarningPrice, type ContractRow } from '@halyard/shared';
import type { ContractOrder } from '../../db/schema.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import type { IndexSecond } from '../market/index-history.service.js';
import { notifyMember } from '../messages/messages.service.js';
import type { MoneyService } from '../money/money.service.js';
import * as repository from './contract.repository.js';
import { toContractRow } from './contract.repository.js';

/**
 * The margin warning (issue 33): a position whose index price passes 80% of the way from its
 * entry to its liquidation price warns its member once; the price coming back clears the state,
 * so the next crossing warns again. The engine watches two levels per position, like a take
 * profit: `marginWarning` at the warning price while not warned, `marginSafe` one tick back once warned.
 */
export const MARGIN_TRIGGER_KINDS = ['marginWarning', 'marginSafe'] as const;
export type MarginTriggerKind = (typeof MARGIN_TRIGGER_KINDS)[number];

export function isMarginTrigger(kind: string): kind is MarginTriggerKind {
  return (MARGIN_TRIGGER_KINDS as readonly string[]).includes(kind);
}

type Position = Pick<ContractRow, 'pair' | 'side' | 'openPrice' | 'liquidationPrice'>;

/** The price at which the position is warned, at the pair's precision; null for an order that is not a position. */
export function warningPrice(position: Position): Decimal | null {
  if (position.openPrice === null || position.liquidationPrice === null) return null;
  const precision = coinByPair(position.pair)?.pricePrecision ?? 8;
  return marginWarningPrice(position.side, position.openPrice, position.liquidationPrice, MARGIN_WARNING_SHARE, precision);
}

/** The level a margin trigger of a position stands at now: the warning price, or one tick back from it once warned. */
export function marginTriggerLevel(position: Position & { marginWarned: boolean }): { kind: MarginTriggerKind; level: Decimal } | null {
  const warning = warningPrice(position);
  if (warning === null) return null;
  if (!position.marginWarned) return { kind: 'marginWarning', level: warning };
  const tick = new Decimal(1).div(new Decimal(10).pow(coinByPair(position.pair)?.pricePrecision ?? 8));
  return { kind: 'marginSafe', level: position.side === 'long' ? warning.plus(tick) : warning.minus(tick) };
}

/** Whether an index price is at or past the warning price (compared at the pair's precision, as the engine's book does). */
function pastWarning(position: Position, warning: Decimal, price: string): boolean {
  const precision = coinByPair(position.pair)?.pricePrecision ?? 8;
  return crosses(position.side, 'liquidation', warning, new Decimal(price).toDecimalPlaces(precision, Decimal.ROUND_HALF_UP));
}

/**
 * A margin trigger the engine saw crossed at `index`: under the position's row lock, warns (a
 * `marginWarning` message in the same transaction) or clears the state, once. A restart or a
 * second engine finds the state already set and does nothing.
 */
export async function fireMarginTrigger(
  deps: { money: MoneyService; events: DomainEvents },
  orderId: number,
  kind: MarginTriggerKind,
  index: IndexSecond,
): Promise<ContractRow | null> {
  const result = await deps.money.transaction(async (trx): Promise<ContractOrder | null> => {
    const order = await repository.lockOrder(trx, orderId);
    if (order?.status !== 'open' || order.open_second === null || index.second <= Number(order.open_second)) return null;
    const row = toContractRow(order);
    const warning = warningPrice(row);
    if (warning === null || row.openPrice === null || row.liquidationPrice === null) return null;
    const past = pastWarning(row, warning, index.price);
    if (kind === 'marginSafe') return order.margin_warned && !past ? repository.setMarginWarned(trx, orderId, false) : null;
    if (order.margin_warned || !past) return null;
    const ratio = liquidationProgress(row.openPrice, row.liquidationPrice, index.price).toDecimalPlaces(1, Decimal.ROUND_DOWN);
    const params = { pair: order.pair, side: order.side, markPrice: new Decimal(index.price).toFixed(), liquidationPrice: row.liquidationPrice, ratio: ratio.toFixed() };
    await notifyMember(trx, order.user_id, { kind: 'marginWarning', params, refType: 'contract', refId: String(order.id) });
    return repository.setMarginWarned(trx, orderId, true);
  });
  if (!result) return null;
  const row = toContractRow(result);
  deps.events.emit('contract.changed', { userId: result.user_id, order: row });
  return row;
}
