import type { Kysely, Transaction } from 'kysely';
import type { AuditQuery, AuditRow } from '@halyard/shared';
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

export interface AuditService {
  /** The log, newest first, filtered by who, kind of action and day. */
  log(query: AuditQuery): Promise<{ rows: AuditRow[]; total: number }>;
}

/** The audit log as the console reads it: every operator action, newest first. */
export function createAuditService({ db }: { db: Kysely<Database> }): AuditService {
  return {
    async log(query: AuditQuery): Promise<{ rows: AuditRow[]; total: number }> {
      const { rows, total } = await repository.listEntries(db, query);
      return {
        rows: rows.map((row) => ({
          id: row.id,
          actor: row.actor,
          action: row.action,
          targetType: row.target_type,
          targetId: row.target_id,
          detail: JSON.parse(row.detail) as Record<string, unknown>,
          createdAt: row.created_at.toISOString(),
        })),
        total,
      };
    },
  };
}
