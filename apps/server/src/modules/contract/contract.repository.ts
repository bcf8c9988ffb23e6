import Decimal from '@halyard/shared/decimal';
import { sql, type Kysely, type Transaction, type Updateable } from 'kysely';
import { positionNetPnl, type CloseReason, type ContractListQuery, type ContractRow } from '@halyard/shared';
import { fetchPage, type Page } from '../../db/paging.js';
import type { ContractOrder, ContractOrdersTable, Database } from '../../db/schema.js';
import { decimalText } from '../../lib/decimal-text.js';

type Reader = Kysely<Database> | Transaction<Database>;

/** The index second a step happened at, and its price. */
type IndexSecond = { second: number; price: string };

/** A new order as placed: it waits, pending, until it opens. */
export interface NewContractOrder {
  userId: number;
  pair: string;
  side: ContractOrder['side'];
  priceType: ContractOrder['price_type'];
  /** The limit price; null for a market order. */
  price: string | null;
  leverage: number;
  margin: string;
  openFee: string;
  feeRate: string;
  maintenanceRate: string;
  stopProfit: string | null;
  stopLoss: string | null;
  placedSecond: number;
}

const text = (value: Decimal.Value | null): string | null => (value === null ? null : decimalText(value));

/** A closed position's result after both fees (shared `positionNetPnl`); null until it closed. */
function netPnlOf(row: ContractOrder): string | null {
  if (row.status !== 'closed' || row.realized_pnl === null) return null;
  const net = positionNetPnl({ liquidated: row.close_reason === 'liquidation', margin: row.margin, pnl: row.realized_pnl, openFee: row.open_fee, closeFee: row.close_fee ?? 0 });
  return decimalText(net);
}

export function toContractRow(row: ContractOrder): ContractRow {
  return {
    id: row.id,
    pair: row.pair,
    side: row.side,
    priceType: row.price_type,
    price: text(row.price),
    leverage: row.leverage,
    margin: decimalText(row.margin),
    size: text(row.size),
    openPrice: text(row.open_price),
    fee: decimalText(new Decimal(row.open_fee).plus(row.close_fee ?? 0)),
    stopProfit: text(row.stop_profit),
    stopLoss: text(row.stop_loss),
    liquidationPrice: text(row.liquidation_price),
    status: row.status,
    closeReason: row.close_reason,
    closePrice: text(row.close_price),
    realizedPnl: text(row.realized_pnl),
    netPnl: netPnlOf(row),
    parentId: row.parent_id,
    marginWarned: row.margin_warned,
    feeRate: decimalText(row.fee_rate),
    maintenanceRate: decimalText(row.maintenance_rate),
    placedSecond: Number(row.placed_second),
    openSecond: row.open_second === null ? null : Number(row.open_second),
    openIndexPrice: text(row.open_index_price),
    closeSecond: row.close_second === null ? null : Number(row.close_second),
    closeIndexPrice: text(row.close_index_price),
    createdAt: row.created_at.toISOString(),
    openedAt: row.opened_at?.toISOString() ?? null,
    closedAt: row.closed_at?.toISOString() ?? null,
    version: row.version,
  };
}

/** The fill of a position: its size, entry and liquidation prices, and the index second it opened in. */
export interface PositionFill {
  size: string;
  openPrice: string;
  liquidationPrice: string;
  index: IndexSecond;
}

/**
 * A new order: waiting (no `fill`), or open at once (a market order, or a limit the index has
 * already reached), written in one statement either way.
 */
export function insertOrder(trx: Transaction<Database>, order: NewContractOrder, fill: PositionFill | null): Promise<ContractOrder> {
  return trx
    .insertInto('contract_orders')
    .values({
      user_id: order.userId,
      pair: order.pair,
      side: order.side,
      price_type: order.priceType,
      price: order.price,
      leverage: order.leverage,
      margin: order.margin,
      open_fee: order.openFee,
      close_fee: null,
      fee_rate: order.feeRate,
      maintenance_rate: order.maintenanceRate,
      size: fill?.size ?? null,
      open_price: fill?.openPrice ?? null,
      stop_profit: order.stopProfit,
      stop_loss: order.stopLoss,
      liquidation_price: fill?.liquidationPrice ?? null,
      status: fill ? 'open' : 'pending',
      close_reason: null,
      close_price: null,
      realized_pnl: null,
      open_second: fill?.index.second ?? null,
      open_index_price: fill?.index.price ?? null,
      close_second: null,
      close_index_price: null,
      placed_second: order.placedSecond,
      opened_at: fill ? new Date(fill.index.second * 1000) : null,
      closed_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Locks one order for a decision on it (fill, close, cancel, edit): decisions on one order never overlap. */
export function lockOrder(trx: Transaction<Database>, id: number): Promise<ContractOrder | undefined> {
  return trx.selectFrom('contract_orders').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

function updateOrder(trx: Transaction<Database>, id: number, changes: Updateable<ContractOrdersTable>): Promise<ContractOrder> {
  return trx
    .updateTable('contract_orders')
    .set({ ...changes, updated_at: sql<Date>`now()`, version: sql<number>`version + 1` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A position opened at `openPrice` in the second `index`. */
export function markOpen(trx: Transaction<Database>, id: number, fill: PositionFill): Promise<ContractOrder> {
  return updateOrder(trx, id, {
    status: 'open',
    size: fill.size,
    open_price: fill.openPrice,
    liquidation_price: fill.liquidationPrice,
    open_second: fill.index.second,
    open_index_price: fill.index.price,
    opened_at: new Date(fill.index.second * 1000),
  });
}

/** A position closed at `price` in the second `index`, with its fee and result. */
export function markClosed(
  trx: Transaction<Database>,
  id: number,
  close: { reason: CloseReason; price: string; fee: string; pnl: string; index: IndexSecond },
): Promise<ContractOrder> {
  return updateOrder(trx, id, {
    status: 'closed',
    close_reason: close.reason,
    close_price: close.price,
    close_fee: close.fee,
    realized_pnl: close.pnl,
    close_second: close.index.second,
    close_index_price: close.index.price,
    closed_at: new Date(close.index.second * 1000),
  });
}

export function markCancelled(trx: Transaction<Database>, id: number, at: Date): Promise<ContractOrder> {
  return updateOrder(trx, id, { status: 'cancelled', closed_at: at });
}

/** Sets the take profit and stop loss (null removes one). */
export function setTriggers(trx: Transaction<Database>, id: number, levels: { stopProfit: string | null; stopLoss: string | null }): Promise<ContractOrder> {
  return updateOrder(trx, id, { stop_profit: levels.stopProfit, stop_loss: levels.stopLoss });
}

export function findOrder(db: Reader, userId: number, id: number): Promise<ContractOrder | undefined> {
  return db.selectFrom('contract_orders').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst();
}

export function findOrderById(db: Reader, id: number): Promise<ContractOrder | undefined> {
  return db.selectFrom('contract_orders').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listOrders(db: Reader, userId: number, query: ContractListQuery) {
  let base = db.selectFrom('contract_orders').selectAll().where('user_id', '=', userId);
  if (query.status === 'closed') base = base.where('status', 'in', ['closed', 'cancelled']);
  else if (query.status) base = base.where('status', '=', query.status);
  const newest = query.status === 'closed' ? base.orderBy('updated_at', 'desc').orderBy('id', 'desc') : base.orderBy('id', 'desc');
  return fetchPage(newest, query);
}

/** A member's orders in some statuses, newest placed first (an operator's look at one member). */
export function listOrdersIn(db: Reader, userId: number, statuses: readonly ContractOrder['status'][], page: Page) {
  return fetchPage(db.selectFrom('contract_orders').selectAll().where('user_id', '=', userId).where('status', 'in', statuses).orderBy('id', 'desc'), page);
}

/** Every order the engine must watch: pending limit orders and open positions. */
export function activeOrders(db: Reader): Promise<ContractOrder[]> {
  return db.selectFrom('contract_orders').selectAll().where('status', 'in', ['pending', 'open']).orderBy('id').execute();
}

/** Orders changed at or after a moment (the engine's poll for work other processes took). */
export function ordersChangedSince(db: Reader, since: Date): Promise<ContractOrder[]> {
  return db.selectFrom('contract_orders').selectAll().where('updated_at', '>=', since).orderBy('id').execute();
}

/** The closed part of a partial close: a closed row of its own, opened as its position was, pointing at it. */
export function insertClosedPart(
  trx: Transaction<Database>,
  position: ContractOrder,
  part: { size: string; margin: string; openFee: string; close: { price: string; fee: string; pnl: string; index: IndexSecond } },
): Promise<ContractOrder> {
  const { id: _id, version: _version, updated_at: _updated, margin_warned: _warned, ...opened } = position;
  return trx
    .insertInto('contract_orders')
    .values({
      ...opened,
      parent_id: position.id,
      size: part.size,
      margin: part.margin,
      open_fee: part.openFee,
      status: 'closed',
      close_reason: 'manual',
      close_price: part.close.price,
      close_fee: part.close.fee,
      realized_pnl: part.close.pnl,
      close_second: part.close.index.second,
      close_index_price: part.close.index.price,
      closed_at: new Date(part.close.index.second * 1000),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** What stays open after a partial close: the rest of the size, margin and opening fee, and its liquidation price. */
export function markReduced(trx: Transaction<Database>, id: number, rest: { size: string; margin: string; openFee: string; liquidationPrice: string }): Promise<ContractOrder> {
  return updateOrder(trx, id, { size: rest.size, margin: rest.margin, open_fee: rest.openFee, liquidation_price: rest.liquidationPrice });
}

/** Records whether the index is past the position's margin warning level. */
export function setMarginWarned(trx: Transaction<Database>, id: number, warned: boolean): Promise<ContractOrder> {
  return updateOrder(trx, id, { margin_warned: warned });
}

/** A member's open positions (of one pair, or all), oldest first. */
export function openPositions(db: Reader, userId: number, pair?: string): Promise<ContractOrder[]> {
  let query = db.selectFrom('contract_orders').selectAll().where('user_id', '=', userId).where('status', '=', 'open');
  if (pair !== undefined) query = query.where('pair', '=', pair);
  return query.orderBy('id').execute();
}
