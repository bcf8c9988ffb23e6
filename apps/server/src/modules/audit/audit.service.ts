import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import * as repository from './audit.repository.js';

/** What an operator decided, written in the same transaction as the decision itself. */
export interface AuditEntry {
  actor: string;
  action: string;
  targetType: string;
  targetId: string | number;
  detail: Record<string, unknown>;
  at: Date;
}

export function recordDecision(trx: Transaction<Database>, entry: AuditEntry): Promise<void> {
  return repository.insertEntry(trx, { ...entry, targetId: String(entry.targetId) });
}

export function decisionsAbout(db: Kysely<Database>, targetType: string, targetId: string | number) {
  return repository.entriesOf(db, targetType, String(targetId));
}
