import Decimal from '@halyard/shared/decimal';
import type { Kysely, Transaction } from 'kysely';
import {
  USDT,
  type OptionConfig,
  type OptionListQuery,
  type OptionOrderBody,
  type OptionResult,
  type OptionRow,
} from '@halyard/shared';
import type { Paged } from '../../db/paging.js';
import type { Database, OptionOrder, User } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import type { IdempotencyService } from '../idempotency/idempotency.service.js';
import { scheduleJob, type DueJob, type JobHandler } from '../jobs/jobs.service.js';
import type { IndexHistory } from '../market/index-history.service.js';
import { notifyMembers } from '../messages/messages.service.js';
import type { MoneyService } from '../money/money.service.js';
import type { TermsService } from '../terms/terms.service.js';
import * as repository from './options.repository.js';
import { toOptionRow } from './options.repository.js';

/** Every option closing at one second settles in one job, keyed by that second. */
export const OPTION_SETTLE_JOB = 'options.settle';

export const OPTION_RULE =
  'An option is bought at the index price of its second and settles at the index price of its close second. A right call pays amount × (1 + rate), a wrong one amount × (1 − rate), an unchanged price returns the amount. The fee is charged at purchase.';

/** The rule of ARCHITECTURE §8, as one function anyone can check an option against. */
export function settleOption(option: Pick<OptionOrder, 'direction' | 'amount' | 'profit_rate' | 'buy_price'>, settlementPrice: Decimal.Value): { result: OptionResult; payout: Decimal } {
  const move = new Decimal(settlementPrice).comparedTo(option.buy_price);
  const amount = new Decimal(option.amount);
  if (move === 0) return { result: 'draw', payout: amount };
  const right = (move > 0) === (option.direction === 'rise');
  const rate = new Decimal(option.profit_rate);
  return right ? { result: 'win', payout: amount.times(rate.plus(1)) } : { result: 'loss', payout: amount.times(new Decimal(1).minus(rate)) };
}

export interface OptionsService {
  /** Settles every option closing at the job's second at that second's index price (the job's work). */
  settleJob(trx: Transaction<Database>, job: DueJob): Promise<void>;
  /** The option periods, rates, fee and minimum in force, and the settlement rule. */
  config(): Promise<OptionConfig>;
  /**
   * Buys an option from the options account at the index price of this second; its settlement is
   * scheduled for its close second. With an Idempotency-Key, a repeat answers the first purchase.
   */
  buy(user: User, body: OptionOrderBody, idempotencyKey?: string): Promise<OptionRow>;
  /** The member's options, newest first. */
  list(userId: number, query: OptionListQuery): Promise<Paged<OptionRow>>;
  /** One of the member's options; any other id is 404. */
  byId(userId: number, id: number): Promise<OptionRow>;
}

export function createOptionsService(deps: {
  db: Kysely<Database>;
  money: MoneyService;
  idempotency: IdempotencyService;
  indexHistory: IndexHistory;
  events: DomainEvents;
  terms: TermsService;
}): OptionsService {
  const { db, money, idempotency, indexHistory, events, terms } = deps;

  /**
   * Settles every open option closing at `second`, at that second's index price, in the job's
   * transaction: locked in one statement, paid in one batch of movements, marked in one update,
   * so a second with thousands of closes costs a handful of statements, not thousands.
   */
  async function settleSecond(trx: Transaction<Database>, second: number): Promise<void> {
    const options = await repository.lockOpenClosingAt(trx, second);
    if (!options.length) return;
    const prices = new Map<string, string>();
    for (const pair of new Set(options.map((option) => option.pair))) {
      const price = await indexHistory.priceAt(pair, second, trx);
      if (price === undefined) throw new Error(`no index price of ${pair} at ${second} yet`);
      prices.set(pair, price);
    }
    const settlements = options.map((option) => {
      const settlementPrice = prices.get(option.pair) ?? '';
      const { result, payout } = settleOption(option, settlementPrice);
      return { option, settlementPrice, result, payout };
    });
    await money.postMany(
      trx,
      settlements.map(({ option, payout }) => ({
        type: 'option_settle' as const,
        ref: { type: 'option', id: option.id },
        sides: [
          { member: option.user_id, account: 'options' as const, coin: USDT, available: payout },
          { platform: 'option_pool' as const, coin: USDT, amount: payout.negated() },
        ],
      })),
    );
    const settled = await repository.settleOptions(
      trx,
      settlements.map(({ option, settlementPrice, result, payout }) => ({ id: option.id, settlementPrice, result, payout: payout.toFixed() })),
      new Date(second * 1000),
    );
    await notifyMembers(
      trx,
      settlements.map(({ option, result, payout }) => ({
        userId: option.user_id,
        notice: {
          kind: 'optionSettled',
          params: {
            pair: option.pair,
            direction: option.direction,
            amount: new Decimal(option.amount).toFixed(),
            payout: payout.toFixed(),
            fee: new Decimal(option.fee).toFixed(),
            net: payout.minus(option.amount).minus(option.fee).toFixed(),
            result,
          },
          refType: 'option',
          refId: String(option.id),
        },
      })),
    );
    money.afterCommit(trx, () => settled.forEach((option) => events.emit('option.changed', { userId: option.user_id, option: toOptionRow(option) })));
  }

  const settleJob: JobHandler = (trx, job) => settleSecond(trx, Math.floor(job.dueAt.getTime() / 1000));

  return {
    settleJob,

    async config(): Promise<OptionConfig> {
      const { options } = await terms.current();
      return { periods: options.periods.map((row) => ({ ...row })), feeRate: options.feeRate, minAmount: options.minAmount, rule: OPTION_RULE };
    },

    async buy(user: User, body: OptionOrderBody, idempotencyKey?: string): Promise<OptionRow> {
      if (user.trading_disabled) throw AppError.forbidden('orderForbidden');
      if (user.frozen) throw AppError.forbidden('accountFrozen');
      // The terms of this purchase: its profit rate and fee stay with the option whatever changes later.
      const { options } = await terms.current();
      const period = options.periods.find((row) => row.period === body.period);
      if (!period) throw AppError.invalidInput('optionTimeRequired');
      const amount = new Decimal(body.amount);
      if (amount.lt(options.minAmount)) throw AppError.businessRule('optionBelowMinimum', { min: options.minAmount });
      const index = await indexHistory.current(body.pair);
      if (!index) throw AppError.notFound('marketUnavailable');
      const fee = amount.times(options.feeRate).toDecimalPlaces(8, Decimal.ROUND_UP);
      const closeSecond = index.second + period.period;
      const accounts = [{ member: user.id, account: 'options' as const, coin: USDT }];
      const row = await idempotency.run({ userId: user.id, idempotencyKey, operation: 'option.buy', body, accounts }, async (trx) => {
        const option = await repository.insertOpenOption(trx, {
          userId: user.id,
          pair: body.pair,
          direction: body.direction,
          period: period.period,
          amount: amount.toFixed(),
          fee: fee.toFixed(),
          profitRate: period.profitRate,
          buyPrice: index.price,
          buySecond: index.second,
          closeSecond,
        });
        // The stake goes to the pool and the fee to `fees`, each a bill of its own; both or neither.
        const ref = { type: 'option', id: option.id };
        await money.post(trx, {
          type: 'option_buy',
          ref,
          sides: [
            { member: user.id, account: 'options', coin: USDT, available: amount.negated() },
            { platform: 'option_pool', coin: USDT, amount },
          ],
        });
        if (fee.gt(0)) {
          await money.post(trx, {
            type: 'option_fee',
            ref,
            sides: [
              { member: user.id, account: 'options', coin: USDT, available: fee.negated() },
              { platform: 'fees', coin: USDT, amount: fee },
            ],
          });
        }
        await scheduleJob(trx, { kind: OPTION_SETTLE_JOB, key: String(closeSecond), dueAt: new Date(closeSecond * 1000) });
        return toOptionRow(option);
      });
      events.emit('option.changed', { userId: user.id, option: row });
      return row;
    },

    async list(userId: number, query: OptionListQuery) {
      const { rows, total } = await repository.listOptions(db, userId, query);
      return { rows: rows.map(toOptionRow), total };
    },

    async byId(userId: number, id: number): Promise<OptionRow> {
      const row = await repository.findOption(db, userId, id);
      if (!row) throw AppError.notFound();
      return toOptionRow(row);
    },
  };
}
