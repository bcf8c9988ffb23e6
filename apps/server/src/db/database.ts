import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { withOwnSchemaIntrospection } from './own-schema-introspector.js';
import type { Database } from './schema.js';

// int8 as a JS number on PostgreSQL too, as PGlite returns it: ids and counts stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export type DatabaseTarget =
  /** `template`: a data folder dumped by PGlite (`dumpDataDir`) to start from instead of a fresh initdb. */
  | { kind: 'pglite'; dataDir: string | null; template?: Blob }
  | { kind: 'postgres'; url: string; schema?: string; maxConnections?: number };

/** Each PostgreSQL database's connection pool, for the operations metrics (PGlite has none). */
const pools = new WeakMap<Kysely<Database>, pg.Pool>();

/** A PostgreSQL database's pool use: connections open, idle, and callers waiting for one. */
export function poolUse(db: Kysely<Database>): { total: number; idle: number; waiting: number } | undefined {
  const pool = pools.get(db);
  return pool && { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
}

/** Whether the database answers `select 1` within `withinMs` (the readiness check). */
export async function databaseAnswers(db: Kysely<Database>, withinMs = 1000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), withinMs)));
  try {
    return await Promise.race([sql`select 1`.execute(db).then(() => true as const), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Kysely over a PGlite instance the caller keeps (to dump its data folder, say). */
export function databaseOver(pglite: PGlite): Kysely<Database> {
  return new Kysely<Database>({ dialect: withOwnSchemaIntrospection(new PGliteDialect(pglite)) });
}

/** Kysely over PGlite (a data folder, or memory when null) or over PostgreSQL: the same SQL runs on both. */
export function createDatabase(target: DatabaseTarget): Kysely<Database> {
  if (target.kind === 'pglite') {
    if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
    return databaseOver(new PGlite({ dataDir: target.dataDir ?? undefined, loadDataDir: target.template }));
  }
  const pool = new pg.Pool({
    connectionString: target.url,
    max: target.maxConnections ?? 10,
    ...(target.schema ? { options: `-c search_path=${target.schema}` } : {}),
  });
  // A connection PostgreSQL ended is an 'error' event that, unheard, would end the process; the pool
  // replaces it when next asked, and a query that was running fails on its own.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = new Kysely<Database>({ dialect: withOwnSchemaIntrospection(new PostgresDialect({ pool })) });
  pools.set(db, pool);
  return db;
}
