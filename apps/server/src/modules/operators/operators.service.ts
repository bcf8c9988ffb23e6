import type { Kysely } from 'kysely';
import type { OperatorRole, OperatorRow } from '@halyard/shared';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { recordDecision } from '../audit/audit.service.js';
import * as repository from './operators.repository.js';

/** What other modules ask of the `operators` table, which this module owns. */
export { addressesWithRoles, seedAdmins } from './operators.repository.js';

export interface OperatorsService {
  /** Every operator with its role. */
  operators(): Promise<OperatorRow[]>;
  /** Adds an operator or changes its role. */
  setOperator(actor: string, address: string, role: OperatorRole): Promise<void>;
  /** Removes an operator; the last admin stays, or nobody could run the console. */
  removeOperator(actor: string, address: string): Promise<void>;
}

/** Who runs the platform and in which role; every change is audited, before and after, in its transaction. */
export function createOperatorsService({ db, clock }: { db: Kysely<Database>; clock: Clock }): OperatorsService {
  return {
    async operators(): Promise<OperatorRow[]> {
      return (await repository.listOperators(db)).map((row) => ({ address: row.address, role: row.role, addedBy: row.added_by, createdAt: row.created_at.toISOString() }));
    },

    async setOperator(actor: string, address: string, role: OperatorRole): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const before = await repository.findOperator(trx, address);
        await repository.upsertOperator(trx, address, role, actor);
        await recordDecision(trx, { actor, action: 'operator.set', targetType: 'operator', targetId: address.toLowerCase(), detail: { before: before?.role ?? null, after: role }, at: clock.now() });
      });
    },

    async removeOperator(actor: string, address: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const before = await repository.findOperator(trx, address);
        if (!before) throw AppError.notFound();
        if (before.role === 'admin' && Number((await repository.countAdmins(trx)).count) <= 1) throw AppError.businessRule('lastAdmin');
        await repository.deleteOperator(trx, address);
        await recordDecision(trx, { actor, action: 'operator.remove', targetType: 'operator', targetId: address.toLowerCase(), detail: { before: before.role, after: null }, at: clock.now() });
      });
    },
  };
}
