import Decimal from '@halyard/shared/decimal';
import type { Kysely } from 'kysely';
import { coinByPair, fitsPairPrecision, triggerSideIssue } from '@halyard/shared';
import type { ContractOrder, Database, User } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { IndexHistory, IndexSecond } from '../market/index-history.service.js';
import * as repository from './contract.repository.js';

/** The checks a contract order or close passes before anything changes; each throws a translated error. */

/** Trading rules every order passes: the member may trade, and the flags allow it. */
export function assertMayTrade(user: User): void {
  if (user.trading_disabled) throw AppError.forbidden('orderForbidden');
  if (user.frozen) throw AppError.forbidden('accountFrozen');
}

export function assertPrecision(pair: string, field: 'price' | 'stopProfit' | 'stopLoss', value: string | undefined): void {
  if (value !== undefined && value !== '' && !fitsPairPrecision(pair, value)) {
    throw AppError.invalidInput('contractPricePrecision', { field, decimals: coinByPair(pair)?.pricePrecision ?? 0 });
  }
}

/** A take profit on the profit side of `reference`, a stop loss on the other (shared `triggerSideIssue`). */
export function assertTriggerSides(side: ContractOrder['side'], reference: Decimal.Value, stopProfit: string | null, stopLoss: string | null): void {
  const issue = triggerSideIssue(side, reference, stopProfit, stopLoss);
  if (issue) throw AppError.invalidInput(issue, { price: new Decimal(reference).toFixed() });
}

export async function indexNow(indexHistory: IndexHistory, pair: string): Promise<IndexSecond> {
  const index = await indexHistory.current(pair);
  if (!index) throw AppError.notFound('marketUnavailable');
  return index;
}

/** A partial close's size: decimal text above zero within the coin's amount precision. */
export function closeSizeOf(pair: string, size: string): Decimal {
  const decimals = coinByPair(pair)?.amountPrecision ?? 8;
  if (!/^\d+(\.\d+)?$/.test(size)) throw AppError.invalidInput('fieldInvalid', { field: 'size' });
  const wanted = new Decimal(size);
  if (wanted.lte(0)) throw AppError.invalidInput('fieldInvalid', { field: 'size' });
  if (wanted.decimalPlaces() > decimals) throw AppError.invalidInput('contractCloseSizePrecision', { decimals });
  return wanted;
}

export async function ownOrder(db: Kysely<Database>, userId: number, id: number): Promise<ContractOrder> {
  const order = await repository.findOrder(db, userId, id);
  if (!order) throw AppError.notFound();
  return order;
}

