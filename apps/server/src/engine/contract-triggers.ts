import type { ContractRow } from '@halyard/shared';
import type { DomainEvents } from '../lib/domain-events.js';
import { firesOnFall, type SettlementService, type TriggerKind } from '../modules/contract/contract-settlement.service.js';
import { fireMarginTrigger, isMarginTrigger, marginTriggerLevel } from '../modules/contract/contract-margin-warning.js';
import type { ContractService } from '../modules/contract/contract.service.js';
import type { MoneyService } from '../modules/money/money.service.js';
import type { Crossing } from './trigger-book.js';
import type { PlannedTrigger, TriggerProduct } from './trigger-engine.js';

function contractCrossing(side: ContractRow['side'], kind: TriggerKind): Crossing {
  return firesOnFall(side, kind) ? 'atOrBelow' : 'atOrAbove';
}

/** The triggers a contract order has now: a pending limit's fill, an open position's take profit, stop loss and liquidation. */
export function contractTriggers(order: ContractRow): PlannedTrigger[] {
  const plan = (kind: TriggerKind, level: string | null, watchFrom: number) =>
    level === null ? [] : [{ kind, level, crossing: contractCrossing(order.side, kind), watchFrom }];
  if (order.status === 'pending') return plan('fill', order.price, order.placedSecond + 1);
  if (order.status !== 'open' || order.openSecond === null) return [];
  // A position is watched from the second after it opened: that second's price opened it.
  const watchFrom = order.openSecond + 1;
  return [
    ...plan('takeProfit', order.stopProfit, watchFrom),
    ...plan('stopLoss', order.stopLoss, watchFrom),
    ...plan('liquidation', order.liquidationPrice, watchFrom),
    ...marginTrigger(order, watchFrom),
  ];
}

/** The position's margin warning level (or, once warned, the level where it is safe again): one level per position, like a stop. */
function marginTrigger(order: ContractRow, watchFrom: number): PlannedTrigger[] {
  const margin = marginTriggerLevel(order);
  if (margin === null) return [];
  // Warned as the index moves towards liquidation; safe again as it moves back.
  const towardsLiquidation = contractCrossing(order.side, 'liquidation');
  const crossing = margin.kind === 'marginWarning' ? towardsLiquidation : towardsLiquidation === 'atOrBelow' ? 'atOrAbove' : 'atOrBelow';
  return [{ kind: margin.kind, level: margin.level.toFixed(), crossing, watchFrom }];
}

/** Perpetual contracts as the trigger engine sees them. */
export function contractTriggerProduct(deps: { contracts: ContractService; settlement: SettlementService; money: MoneyService; events: DomainEvents }): TriggerProduct<ContractRow> {
  return {
    name: 'contract',
    active: () => deps.contracts.active(),
    changedSince: (since) => deps.contracts.changedSince(since),
    triggersOf: contractTriggers,
    fire: (id, kind, index) => (isMarginTrigger(kind) ? fireMarginTrigger(deps, id, kind, index) : deps.settlement.fire(id, kind as TriggerKind, index)),
    onChange: (listener) => deps.events.on('contract.changed', ({ order }) => listener(order)),
  };
}
