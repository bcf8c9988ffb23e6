import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * The process id of the process holding a role's lock (`engine`, `market`) of the installation in
 * `schema`, read from PostgreSQL: the advisory lock's holder and its connection's name, `halyard-<role>-<pid>`.
 */
export async function roleHolderPid(db: Kysely<Database>, schema: string, role: 'engine' | 'market'): Promise<number | undefined> {
  const found = await sql<{ name: string }>`
    select a.application_name as name from pg_locks l join pg_stat_activity a on a.pid = l.pid
    where l.locktype = 'advisory' and l.granted
      and l.objid::text::bigint = (hashtext(${schema} || ${`/halyard-${role}`})::bigint & 4294967295)
  `.execute(db);
  const prefix = `halyard-${role}-`;
  const name = found.rows[0]?.name ?? '';
  return name.startsWith(prefix) ? Number(name.slice(prefix.length)) : undefined;
}

/** The process id of the engine role's holder. */
export function engineHolderPid(db: Kysely<Database>, schema: string): Promise<number | undefined> {
  return roleHolderPid(db, schema, 'engine');
}

export async function currentSchema(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ?? '';
}
