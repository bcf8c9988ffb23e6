import { createHash, createHmac, randomBytes } from 'node:crypto';
import Decimal from '@halyard/shared/decimal';
import type { Kysely, Transaction } from 'kysely';
import {
  pickPrizeIndex,
  probabilitiesSumToOne,
  rollDigits,
  rollMessage,
  USDT,
  type BoxOpeningQuery,
  type BoxOpeningRow,
  type BoxSeedRotation,
  type BoxSeedState,
  type BoxTier,
  type OpenBoxBody,
  type Prize,
} from '@halyard/shared';
import type { Paged } from '../../db/paging.js';
import type { Database, User } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { assertMayMoveMoney, assertRealAccount } from '../assets/transfer.service.js';
import { scheduleJob, type DueJob } from '../jobs/jobs.service.js';
import { notifyMember } from '../messages/messages.service.js';
import { decimalText, type MoneyService } from '../money/money.service.js';
import * as repository from './blind-box.repository.js';
import { toOpeningRow } from './blind-box.repository.js';

/** The prize of an opening is credited by this job, a configurable time after it opened. */
export const BLIND_BOX_PAYOUT_JOB = 'blindBox.payout';

/** A fresh server seed: 32 random bytes as 64 hex digits, and its SHA-256 (of that text). */
export function newServerSeed(): { serverSeed: string; serverSeedHash: string } {
  const serverSeed = randomBytes(32).toString('hex');
  return { serverSeed, serverSeedHash: createHash('sha256').update(serverSeed, 'utf8').digest('hex') };
}

/** The published rule (blind-box-rule.ts): the roll's hex digits and the row it picks. */
export function drawPrize(serverSeed: string, clientSeed: string, nonce: number, probabilities: readonly string[]): { roll: string; index: number } {
  const hmac = createHmac('sha256', Buffer.from(serverSeed, 'utf8')).update(rollMessage(clientSeed, nonce), 'utf8').digest('hex');
  const roll = rollDigits(hmac);
  return { roll, index: pickPrizeIndex(roll, probabilities) };
}

/** A tier's average payout: the gift plus the sum of amount × probability. */
export function expectedReturn(gift: Decimal.Value, prizes: readonly Prize[]): Decimal {
  return prizes.reduce((sum, prize) => sum.plus(new Decimal(prize.amount).times(prize.probability)), new Decimal(gift));
}

/** The first start's tiers, unless tiers exist already; a table whose probabilities do not sum to 1 is refused. */
export async function seedBoxTiers(db: Kysely<Database>, tiers: ReadonlyArray<{ level: number; price: string; gift: string; prizes: readonly Prize[] }>): Promise<void> {
  for (const tier of tiers) {
    if (!probabilitiesSumToOne(tier.prizes.map((prize) => prize.probability))) throw new Error(`the prize table of level ${tier.level} does not sum to 1`);
  }
  await db.transaction().execute(async (trx) => {
    await repository.lockTiers(trx);
    if ((await repository.countTiers(trx)) > 0) return;
    for (const tier of tiers) {
      await repository.insertTier(
        trx,
        { level: tier.level, price: tier.price, gift: tier.gift },
        tier.prizes.map((prize, position) => ({ level: tier.level, position, amount: prize.amount, probability: prize.probability })),
      );
    }
  });
}

export interface BlindBoxService {
  /** The box tiers on sale, each with its prize table. */
  tiers(): Promise<{ rows: BoxTier[]; total: number }>;
  /** The member's current server seed, as its hash, and the next opening's nonce. */
  seed(userId: number): Promise<BoxSeedState>;
  /** Reveals the current seed (every opening under it can now be checked) and commits a new one. */
  rotate(user: User): Promise<BoxSeedRotation>;
  /** Opens a box: the price from the fund account now, the prize drawn by the published rule and paid by the engine later. */
  open(user: User, body: OpenBoxBody): Promise<BoxOpeningRow>;
  /** Credits an opening's prize and gift to the fund account (the job's work), once: guarded by its state. */
  pay(trx: Transaction<Database>, job: DueJob): Promise<void>;
  /** The member's openings, newest first, with what each paid. */
  list(userId: number, query: BoxOpeningQuery): Promise<Paged<BoxOpeningRow>>;
  /** One of the member's openings; any other id is 404. */
  byId(userId: number, id: number): Promise<BoxOpeningRow>;
}

export function createBlindBoxService({ db, clock, money, payoutMs }: { db: Kysely<Database>; clock: Clock; money: MoneyService; payoutMs: number }): BlindBoxService {
  async function tablesOf(levels: readonly number[]): Promise<Map<number, Prize[]>> {
    const tables = new Map<number, Prize[]>();
    for (const row of await repository.listPrizes(db, levels)) {
      tables.set(row.level, [...(tables.get(row.level) ?? []), { amount: decimalText(row.amount), probability: decimalText(row.probability) }]);
    }
    return tables;
  }

  /** The member's current seed, committed on first use. */
  async function currentSeed(userId: number) {
    const current = await repository.currentSeed(db, userId);
    if (current) return current;
    await repository.insertSeedIfNone(db, { userId, ...newServerSeed() });
    const created = await repository.currentSeed(db, userId);
    if (!created) throw new Error('no current seed after committing one');
    return created;
  }

  return {
    async tiers(): Promise<{ rows: BoxTier[]; total: number }> {
      const tiers = await repository.listTiers(db);
      const tables = await tablesOf(tiers.map((tier) => tier.level));
      const rows = tiers.map((tier) => {
        const prizes = tables.get(tier.level) ?? [];
        const expected = expectedReturn(tier.gift, prizes);
        return {
          level: tier.level,
          price: decimalText(tier.price),
          gift: decimalText(tier.gift),
          prizes,
          expectedReturn: expected.toFixed(),
          expectedReturnRate: expected.div(tier.price).toDecimalPlaces(6, Decimal.ROUND_DOWN).toFixed(),
        };
      });
      return { rows, total: rows.length };
    },

    async seed(userId: number): Promise<BoxSeedState> {
      const seed = await currentSeed(userId);
      return { serverSeedHash: seed.server_seed_hash, nextNonce: seed.next_nonce };
    },

    async rotate(user: User): Promise<BoxSeedRotation> {
      assertRealAccount(user);
      await currentSeed(user.id);
      const next = newServerSeed();
      return db.transaction().execute(async (trx) => {
        const old = await repository.lockCurrentSeed(trx, user.id);
        if (!old) throw AppError.businessRule('recordConflict');
        await repository.revealSeed(trx, old.id, clock.now());
        await repository.insertSeedIfNone(trx, { userId: user.id, ...next });
        return {
          revealed: { serverSeed: old.server_seed, serverSeedHash: old.server_seed_hash, openings: await repository.countOpenings(trx, old.id) },
          current: { serverSeedHash: next.serverSeedHash, nextNonce: 0 },
        };
      });
    },

    async open(user: User, body: OpenBoxBody): Promise<BoxOpeningRow> {
      assertRealAccount(user);
      assertMayMoveMoney(user);
      const tier = await repository.findTier(db, body.level);
      if (!tier) throw AppError.businessRule('boxLevelUnknown', { level: body.level });
      const prizes = (await tablesOf([tier.level])).get(tier.level) ?? [];
      await currentSeed(user.id);
      const now = clock.now();
      return money.transaction(async (trx) => {
        const seed = await repository.lockCurrentSeed(trx, user.id);
        if (!seed) throw AppError.businessRule('recordConflict');
        const nonce = seed.next_nonce;
        await repository.takeNonce(trx, seed.id);
        const draw = drawPrize(seed.server_seed, body.clientSeed, nonce, prizes.map((prize) => prize.probability));
        const payoutAt = new Date(now.getTime() + payoutMs);
        const { id } = await repository.insertOpening(trx, {
          userId: user.id,
          level: tier.level,
          price: tier.price,
          gift: tier.gift,
          prizes: JSON.stringify(prizes),
          seedId: seed.id,
          clientSeed: body.clientSeed,
          nonce,
          roll: draw.roll,
          prizeIndex: draw.index,
          prize: prizes[draw.index]?.amount ?? '0',
          payoutAt,
          at: now,
        });
        await money.post(trx, {
          type: 'box_purchase',
          ref: { type: 'box', id },
          sides: [
            { member: user.id, account: 'fund', coin: USDT, available: new Decimal(tier.price).negated() },
            { platform: 'prizes', coin: USDT, amount: tier.price },
          ],
        });
        await scheduleJob(trx, { kind: BLIND_BOX_PAYOUT_JOB, key: String(id), dueAt: payoutAt, payload: { openingId: id } });
        return toOpeningRow(await repository.openingById(trx, id));
      }, [{ member: user.id, account: 'fund', coin: USDT }]);
    },

    async pay(trx: Transaction<Database>, job: DueJob): Promise<void> {
      const { openingId } = job.payload as { openingId: number };
      const opening = await repository.lockOpening(trx, openingId);
      if (opening?.status !== 'pending') return;
      const amount = new Decimal(opening.prize).plus(opening.gift);
      if (amount.gt(0)) {
        await money.post(trx, {
          type: 'box_prize',
          ref: { type: 'box', id: openingId },
          sides: [
            { member: opening.user_id, account: 'fund', coin: USDT, available: amount },
            { platform: 'prizes', coin: USDT, amount: amount.negated() },
          ],
        });
      }
      await repository.markPaid(trx, openingId, clock.now());
      // What the box paid beside what it cost (issue 33), in the payout's own transaction.
      await notifyMember(trx, opening.user_id, {
        kind: 'boxPaid',
        params: { prize: amount.toFixed(), cost: new Decimal(opening.price).toFixed(), net: amount.minus(opening.price).toFixed(), level: String(opening.level), coin: USDT },
        refType: 'blindBox',
        refId: String(openingId),
      });
    },

    async list(userId: number, query: BoxOpeningQuery) {
      const { rows, total } = await repository.listOpenings(db, userId, query);
      return { rows: rows.map(toOpeningRow), total };
    },

    async byId(userId: number, id: number): Promise<BoxOpeningRow> {
      const row = await repository.findOpening(db, userId, id);
      if (!row) throw AppError.notFound();
      return toOpeningRow(row);
    },
  };
}
