import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ReserveLeavesTable, ReserveNodesTable, ReserveSnapshotTrigger, ReserveTreesTable } from '../../db/reserves-tables.js';

type Reader = Kysely<Database> | Transaction<Database>;

/** Rows per insert: 6 columns × 4,000 stays far below PostgreSQL's 65,535 parameters. */
const CHUNK = 4000;

async function insertChunked<T>(rows: readonly T[], insert: (part: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK));
}

/** A member's holding of one coin: available plus frozen over all their accounts. */
export interface Holding {
  userId: number;
  coin: string;
  balance: string;
}

/**
 * Every member's positive holding per coin and the ledger's member liabilities per coin (the sum of
 * the member accounts' bills), read by ONE statement: PostgreSQL answers it from a single snapshot
 * whatever the isolation level, so both halves describe the same moment while money keeps moving.
 * The demo account's virtual funds (granted by the platform, never withdrawable) are owed to nobody.
 */
export async function readOwed(reader: Reader): Promise<{ holdings: Holding[]; ledger: Map<string, string> }> {
  const { rows } = await sql<{ user_id: number | null; coin: string; amount: string }>`
    with real_members as (
      select id from users where kind <> 'mock'
    ), holdings as (
      select user_id, coin, sum(available + frozen) as amount from accounts
      where user_id in (select id from real_members) group by user_id, coin
    ), ledger as (
      select coin, sum(amount + frozen_change) as amount from bills
      where account_id is not null and user_id in (select id from real_members) group by coin
    )
    select user_id, coin, amount::text as amount from holdings where amount > 0
    union all
    select null as user_id, coin, amount::text as amount from ledger
  `.execute(reader);
  const holdings: Holding[] = [];
  const ledger = new Map<string, string>();
  for (const row of rows) {
    if (row.user_id === null) ledger.set(row.coin, row.amount);
    else holdings.push({ userId: row.user_id, coin: row.coin, balance: row.amount });
  }
  return { holdings, ledger };
}

export async function insertSnapshot(
  trx: Transaction<Database>,
  row: { takenAt: Date; trigger: ReserveSnapshotTrigger; dueAt: Date | null; takenBy: string | null },
): Promise<number | undefined> {
  const inserted = await trx
    .insertInto('reserve_snapshots')
    .values({ taken_at: row.takenAt, trigger: row.trigger, due_at: row.dueAt, taken_by: row.takenBy })
    .onConflict((oc) => oc.column('due_at').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

export async function insertTree(trx: Transaction<Database>, tree: Insertable<ReserveTreesTable>): Promise<void> {
  await trx.insertInto('reserve_trees').values(tree).execute();
}

export function insertNodes(trx: Transaction<Database>, nodes: readonly Insertable<ReserveNodesTable>[]): Promise<void> {
  return insertChunked(nodes, (part) => trx.insertInto('reserve_nodes').values(part).execute());
}

export function insertLeaves(trx: Transaction<Database>, leaves: readonly Insertable<ReserveLeavesTable>[]): Promise<void> {
  return insertChunked(leaves, (part) => trx.insertInto('reserve_leaves').values(part).execute());
}

/** When the newest snapshot was taken (the on-demand one waits an hour after it). */
export async function lastTakenAt(reader: Reader): Promise<Date | undefined> {
  const row = await reader.selectFrom('reserve_snapshots').select((eb) => eb.fn.max('taken_at').as('taken_at')).executeTakeFirst();
  return row?.taken_at ?? undefined;
}

const treeColumns = [
  'reserve_trees.snapshot_id',
  'reserve_trees.coin',
  'reserve_snapshots.taken_at',
  'reserve_trees.root_hash',
  sql<string>`reserve_trees.liabilities::text`.as('liabilities'),
  'reserve_trees.leaves',
  'reserve_trees.reserves_status',
  sql<string | null>`reserve_trees.reserves_amount::text`.as('reserves_amount'),
  'reserve_trees.reserves_block',
  'reserve_trees.reserves_addresses',
  'reserve_trees.reserves_xpub',
  'reserve_trees.reserves_wallets',
] as const;

export type TreeRow = Awaited<ReturnType<typeof listTrees>>['rows'][number];

/** The published trees, newest snapshot first (coins in order within one). */
export async function listTrees(reader: Reader, page: { pageNum: number; pageSize: number; coin?: string | undefined }) {
  let query = reader.selectFrom('reserve_trees').innerJoin('reserve_snapshots', 'reserve_snapshots.id', 'reserve_trees.snapshot_id');
  if (page.coin) query = query.where('reserve_trees.coin', '=', page.coin);
  const [rows, total] = await Promise.all([
    query
      .select(treeColumns)
      .orderBy('reserve_trees.snapshot_id', 'desc')
      .orderBy('reserve_trees.coin')
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}

/** One snapshot's trees (all coins). */
export function treesOf(reader: Reader, snapshotId: number) {
  return reader
    .selectFrom('reserve_trees')
    .innerJoin('reserve_snapshots', 'reserve_snapshots.id', 'reserve_trees.snapshot_id')
    .select(treeColumns)
    .where('reserve_trees.snapshot_id', '=', snapshotId)
    .orderBy('reserve_trees.coin')
    .execute();
}

/** The member's leaf in a coin's tree: the named snapshot, else the newest one holding that coin. */
export function findLeaf(reader: Reader, userId: number, coin: string, snapshotId: number | undefined) {
  let query = reader
    .selectFrom('reserve_leaves')
    .select(['snapshot_id', 'coin', 'nonce', sql<string>`balance::text`.as('balance'), 'position'])
    .where('user_id', '=', userId)
    .where('coin', '=', coin);
  if (snapshotId !== undefined) query = query.where('snapshot_id', '=', snapshotId);
  else query = query.where('snapshot_id', '=', (eb) => eb.selectFrom('reserve_trees').select((inner) => inner.fn.max('snapshot_id').as('id')).where('coin', '=', coin));
  return query.executeTakeFirst();
}

/**
 * The nodes at (level, position) pairs of one tree: a proof's siblings. One primary-key lookup per
 * level, joined by `union all`: a row-value `in` list over a freshly filled table (no statistics
 * yet, and PGlite never gathers them) is planned as a scan of the whole tree (bench/README.md).
 */
export async function nodesAt(reader: Reader, snapshotId: number, coin: string, places: ReadonlyArray<{ level: number; position: number }>) {
  if (places.length === 0) return [];
  const lookups = places.map(
    (place) => sql`(select level, position, hash, sum::text as sum from reserve_nodes
      where snapshot_id = ${snapshotId} and coin = ${coin} and level = ${place.level} and position = ${place.position})`,
  );
  const { rows } = await sql<{ level: number; position: number; hash: string; sum: string }>`${sql.join(lookups, sql` union all `)}`.execute(reader);
  return rows;
}

/** Trees whose reserves are still to be read on chain. */
export function pendingTrees(reader: Reader) {
  return reader.selectFrom('reserve_trees').select(['snapshot_id', 'coin', 'reserves_block']).where('reserves_status', '=', 'pending').orderBy('snapshot_id').execute();
}

export async function setReserves(
  reader: Reader,
  key: { snapshotId: number; coin: string },
  reserves: { reserves_status: string; reserves_amount: string | null; reserves_addresses: number | null; reserves_xpub: string | null; reserves_wallets: string | null },
): Promise<void> {
  await reader
    .updateTable('reserve_trees')
    .set(reserves)
    .where('snapshot_id', '=', key.snapshotId)
    .where('coin', '=', key.coin)
    .where('reserves_status', '=', 'pending')
    .execute();
}
