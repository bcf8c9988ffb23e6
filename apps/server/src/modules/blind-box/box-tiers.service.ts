import Decimal from '@halyard/shared/decimal';
import type { Kysely } from 'kysely';
import type { BoxTierConsoleRow, BoxTierInput } from '@halyard/shared';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { recordDecision } from '../audit/audit.service.js';
import { decimalText } from '../money/money.service.js';
import { expectedReturn } from './blind-box.service.js';
import * as repository from './blind-box.repository.js';

export interface BoxTiersService {
  /** Every tier with its prize table, for the console. */
  list(): Promise<{ rows: BoxTierConsoleRow[]; total: number }>;
  /** Saves one tier (its prize table sums to 1), audited with before and after. */
  save(actor: string, level: number, input: BoxTierInput): Promise<BoxTierConsoleRow>;
}

/** Blind box tiers in the console. An opening keeps the table it was drawn from, so it verifies the same forever. */
export function createBoxTiersService({ db, clock }: { db: Kysely<Database>; clock: Clock }): BoxTiersService {
  async function list(): Promise<{ rows: BoxTierConsoleRow[]; total: number }> {
    const tiers = await repository.listAllTiers(db);
    const prizes = await repository.listPrizes(db, tiers.map((tier) => tier.level));
    const rows = tiers.map((tier) => {
      const table = prizes.filter((prize) => prize.level === tier.level).map((prize) => ({ amount: decimalText(prize.amount), probability: decimalText(prize.probability) }));
      const expected = expectedReturn(tier.gift, table);
      return {
        level: tier.level,
        price: decimalText(tier.price),
        gift: decimalText(tier.gift),
        active: tier.active,
        prizes: table,
        expectedReturn: expected.toFixed(),
        expectedReturnRate: expected.div(tier.price).toDecimalPlaces(6, Decimal.ROUND_DOWN).toFixed(),
        openings: Number(tier.openings ?? 0),
      };
    });
    return { rows, total: rows.length };
  }

  return {
    list,

    async save(actor: string, level: number, input: BoxTierInput): Promise<BoxTierConsoleRow> {
      await db.transaction().execute(async (trx) => {
        const before = await repository.lockTier(trx, level);
        const beforePrizes = before ? await repository.listPrizes(trx, [level]) : [];
        await repository.saveTier(
          trx,
          { level, price: input.price, gift: input.gift, active: input.active },
          input.prizes.map((prize, position) => ({ level, position, amount: prize.amount, probability: prize.probability })),
        );
        const terms = (tier: { price: string; gift: string; active: boolean }, table: ReadonlyArray<{ amount: string; probability: string }>) => ({
          price: decimalText(tier.price),
          gift: decimalText(tier.gift),
          active: tier.active,
          prizes: table.map((prize) => `${decimalText(prize.amount)} @ ${decimalText(prize.probability)}`),
          expectedReturn: expectedReturn(tier.gift, table).toFixed(),
        });
        await recordDecision(trx, {
          actor,
          action: before ? 'boxTier.update' : 'boxTier.create',
          targetType: 'boxTier',
          targetId: level,
          detail: { before: before ? terms(before, beforePrizes) : null, after: terms(input, input.prizes) },
          at: clock.now(),
        });
      });
      const saved = (await list()).rows.find((row) => row.level === level);
      if (!saved) throw new Error(`tier ${level} not found after saving it`);
      return saved;
    },
  };
}
