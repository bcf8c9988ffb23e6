import type { Kysely } from 'kysely';
import type { StakingPlanConsoleRow, StakingPlanInput } from '@halyard/shared';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { recordDecision } from '../audit/audit.service.js';
import { decimalText } from '../money/money.service.js';
import * as repository from './staking.repository.js';

export interface StakingPlansService {
  /** Every plan with its active stakes, for the console. */
  list(): Promise<{ rows: StakingPlanConsoleRow[]; total: number }>;
  /** Adds or changes a plan, audited; a change applies to new stakes only. */
  save(actor: string, input: StakingPlanInput, id?: number): Promise<{ id: number }>;
}

type PlanRow = Awaited<ReturnType<typeof repository.listAllPlans>>[number];

function toConsoleRow(row: Omit<PlanRow, 'active_stakes'> & { active_stakes?: string | null }): StakingPlanConsoleRow {
  return {
    id: row.id,
    days: row.days,
    minAmount: decimalText(row.min_amount),
    maxAmount: decimalText(row.max_amount),
    dailyRate: decimalText(row.daily_rate),
    active: row.active,
    sort: row.sort,
    activeStakes: Number(row.active_stakes ?? 0),
  };
}

/** What the audit log keeps of a plan. */
function planTerms(row: { days: number; min_amount: string; max_amount: string; daily_rate: string; active: boolean; sort: number }) {
  return { days: row.days, minAmount: decimalText(row.min_amount), maxAmount: decimalText(row.max_amount), dailyRate: decimalText(row.daily_rate), active: row.active, sort: row.sort };
}

/** Staking plans in the console. A plan is never deleted (its stakes point at it), only no longer offered. */
export function createStakingPlansService({ db, clock }: { db: Kysely<Database>; clock: Clock }): StakingPlansService {
  return {
    async list(): Promise<{ rows: StakingPlanConsoleRow[]; total: number }> {
      const rows = (await repository.listAllPlans(db)).map(toConsoleRow);
      return { rows, total: rows.length };
    },

    async save(actor: string, input: StakingPlanInput, id?: number): Promise<{ id: number }> {
      return db.transaction().execute(async (trx) => {
        const before = id === undefined ? undefined : await repository.lockPlan(trx, id);
        if (id !== undefined && !before) throw AppError.notFound();
        const values = { days: input.days, min_amount: input.minAmount, max_amount: input.maxAmount, daily_rate: input.dailyRate, active: input.active, sort: input.sort ?? before?.sort ?? 0 };
        const savedId = id === undefined ? (await repository.insertPlan(trx, values)).id : id;
        if (id !== undefined) await repository.updatePlan(trx, id, values);
        await recordDecision(trx, {
          actor,
          action: id === undefined ? 'stakingPlan.create' : 'stakingPlan.update',
          targetType: 'stakingPlan',
          targetId: savedId,
          detail: { before: before ? planTerms(before) : null, after: planTerms(values) },
          at: clock.now(),
        });
        return { id: savedId };
      });
    },
  };
}
