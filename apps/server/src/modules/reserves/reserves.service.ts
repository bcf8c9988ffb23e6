import Decimal from '@halyard/shared/decimal';
import {
  paddedWidth,
  RESERVES_SNAPSHOT_MIN_INTERVAL_MS,
  ResponseCode,
  type ReserveProofData,
  type ReserveSnapshot,
  type ReservesStatus,
} from '@halyard/shared';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../../db/schema.js';
import type { ReserveSnapshotTrigger } from '../../db/reserves-tables.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { recordDecision } from '../audit/audit.service.js';
import type { ChainNode } from '../chain/chain-node.js';
import { initialReservesStatus, readReservesAt, type ReserveSources } from './reserves-on-chain.js';
import { coinTree } from './reserves-tree-rows.js';
import * as repository from './reserves.repository.js';

export interface TakenReserveSnapshot {
  snapshotId: number;
  coins: ReserveSnapshot[];
}

export interface ReservesService {
  /**
   * Takes a snapshot in the caller's transaction: every member's holding per coin read by one
   * statement, checked against the ledger's member liabilities, one tree per coin. Undefined when
   * the daily snapshot of `dueAt` was already taken.
   */
  takeSnapshot(trx: Transaction<Database>, request: { trigger: ReserveSnapshotTrigger; dueAt?: Date; takenBy?: string }): Promise<number | undefined>;
  /** An admin's snapshot now (at most one an hour), its reserves read on chain before it answers. */
  takeSnapshotNow(actor: string): Promise<TakenReserveSnapshot>;
  /** Reads the reserves of trees still pending (after a snapshot commits, and at the engine's start). */
  readPendingReserves(): Promise<void>;
  snapshots(query: { pageNum: number; pageSize: number; coin?: string | undefined }): Promise<{ rows: ReserveSnapshot[]; total: number }>;
  /** The member's own leaf and siblings; 404 when they held none of the coin at that snapshot. */
  proof(userId: number, query: { coin: string; snapshotId?: number | undefined }): Promise<ReserveProofData>;
}

function toSnapshot(row: repository.TreeRow): ReserveSnapshot {
  const read = row.reserves_status === 'read' && row.reserves_amount !== null && row.reserves_block !== null;
  return {
    snapshotId: row.snapshot_id,
    coin: row.coin,
    takenAt: row.taken_at.toISOString(),
    rootHash: row.root_hash,
    liabilities: row.liabilities,
    leaves: row.leaves,
    reservesStatus: row.reserves_status as ReservesStatus,
    reserves: read
      ? {
          amount: row.reserves_amount as string,
          blockNumber: Number(row.reserves_block),
          addresses: row.reserves_addresses ?? 0,
          xpub: row.reserves_xpub ?? '',
          wallets: JSON.parse(row.reserves_wallets ?? '[]') as string[],
        }
      : null,
  };
}

/** Proof of reserves (docs/reserves.md): snapshots of what members are owed, their trees, and the reserves on chain. */
export function createReservesService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  node: ChainNode | undefined;
  /** Where the reserves are read: the chain module's deposit addresses and the declared wallets. */
  sources: ReserveSources;
  log: Pick<Logger, 'error' | 'warn'>;
}): ReservesService {
  const { db, clock, node, sources, log } = deps;
  let reading: Promise<void> | undefined;

  async function takeSnapshot(trx: Transaction<Database>, request: { trigger: ReserveSnapshotTrigger; dueAt?: Date; takenBy?: string }) {
    const takenAt = clock.now();
    const snapshotId = await repository.insertSnapshot(trx, { takenAt, trigger: request.trigger, dueAt: request.dueAt ?? null, takenBy: request.takenBy ?? null });
    if (snapshotId === undefined) return undefined;
    const blockNumber = node ? await node.client.getBlockNumber({ cacheTime: 0 }).then(Number, () => undefined) : undefined;
    const { holdings, ledger } = await repository.readOwed(trx);
    const byCoin = new Map<string, repository.Holding[]>();
    for (const holding of holdings) {
      const list = byCoin.get(holding.coin);
      if (list) list.push(holding);
      else byCoin.set(holding.coin, [holding]);
    }
    for (const coin of [...new Set([...byCoin.keys(), ...ledger.keys()])].sort()) {
      const coinHoldings = byCoin.get(coin) ?? [];
      const total = coinHoldings.reduce((sum, holding) => sum.plus(holding.balance), new Decimal(0));
      const owed = new Decimal(ledger.get(coin) ?? '0');
      // The tree publishes what the accounts hold; it must be what the ledger says is owed, or nothing is published.
      if (!total.equals(owed)) throw new Error(`reserves snapshot: members hold ${total.toFixed()} ${coin} but the ledger owes ${owed.toFixed()}`);
      if (coinHoldings.length === 0) continue;
      const tree = coinTree(snapshotId, coin, coinHoldings);
      const status = initialReservesStatus(coin, node, blockNumber);
      await repository.insertNodes(trx, tree.nodes);
      await repository.insertLeaves(trx, tree.leaves);
      await repository.insertTree(trx, {
        snapshot_id: snapshotId,
        coin,
        root_hash: tree.root.hash,
        liabilities: tree.root.sum,
        leaves: coinHoldings.length,
        reserves_status: status,
        reserves_block: status === 'pending' ? (blockNumber ?? null) : null,
      });
    }
    return snapshotId;
  }

  async function readPending(): Promise<void> {
    if (!node) return;
    const pending = await repository.pendingTrees(db);
    const blocks = [...new Set(pending.map((tree) => tree.reserves_block).filter((block): block is number => block !== null))];
    for (const block of blocks) {
      const trees = pending.filter((tree) => tree.reserves_block === block);
      try {
        const read = await readReservesAt(node, sources, Number(block));
        for (const tree of trees) {
          await repository.setReserves(db, { snapshotId: tree.snapshot_id, coin: tree.coin }, {
            reserves_status: 'read',
            reserves_amount: read.amounts.get(tree.coin) ?? null,
            reserves_addresses: read.addresses,
            reserves_xpub: read.xpub,
            reserves_wallets: JSON.stringify(read.wallets),
          });
        }
      } catch (error) {
        log.warn({ err: error, block }, 'reserves could not be read on chain');
        for (const tree of trees) {
          await repository.setReserves(db, { snapshotId: tree.snapshot_id, coin: tree.coin }, { reserves_status: 'unavailable', reserves_amount: null, reserves_addresses: null, reserves_xpub: null, reserves_wallets: null });
        }
      }
    }
  }

  /** One reading at a time: a second caller waits for the one under way, then reads what is left. */
  async function readPendingReserves(): Promise<void> {
    while (reading) await reading.catch(() => undefined);
    reading = readPending().finally(() => {
      reading = undefined;
    });
    return reading;
  }

  return {
    takeSnapshot,
    readPendingReserves,

    async takeSnapshotNow(actor: string): Promise<TakenReserveSnapshot> {
      // A transaction of its own, beside the money path (it moves no money, and it may take seconds).
      const snapshotId = await db.transaction().execute(async (trx) => {
        // Two admins at once: the second waits here, then sees the first's snapshot and is refused.
        await sql`select pg_advisory_xact_lock(hashtext('reserves.snapshot'))`.execute(trx);
        const last = await repository.lastTakenAt(trx);
        const wait = last ? last.getTime() + RESERVES_SNAPSHOT_MIN_INTERVAL_MS - clock.now().getTime() : 0;
        if (wait > 0) throw new AppError(ResponseCode.tooManyRequests, 'reservesSnapshotTooSoon', { minutes: Math.ceil(wait / 60_000) });
        const id = (await takeSnapshot(trx, { trigger: 'admin', takenBy: actor })) as number;
        await recordDecision(trx, { actor, action: 'reserves.snapshot', targetType: 'reserveSnapshot', targetId: id, detail: {}, at: clock.now() });
        return id;
      });
      await readPendingReserves();
      return { snapshotId, coins: (await repository.treesOf(db, snapshotId)).map(toSnapshot) };
    },

    async snapshots(query) {
      const { rows, total } = await repository.listTrees(db, query);
      return { rows: rows.map(toSnapshot), total };
    },

    async proof(userId, query) {
      const leaf = await repository.findLeaf(db, userId, query.coin, query.snapshotId);
      if (!leaf) throw AppError.notFound('reservesProofNotFound');
      const [tree] = (await repository.treesOf(db, leaf.snapshot_id)).filter((row) => row.coin === leaf.coin);
      if (!tree) throw AppError.notFound('reservesProofNotFound');
      const levels = Math.log2(paddedWidth(tree.leaves));
      const places = Array.from({ length: levels }, (_, level) => ({ level, position: (leaf.position >> level) ^ 1 }));
      const nodes = await repository.nodesAt(db, leaf.snapshot_id, leaf.coin, places);
      const siblings = places.map((place) => {
        const node = nodes.find((row) => row.level === place.level && row.position === place.position);
        if (!node) throw new Error(`reserves tree ${leaf.snapshot_id}/${leaf.coin} lacks node ${place.level}/${place.position}`);
        return { hash: node.hash, sum: node.sum };
      });
      return { snapshotId: leaf.snapshot_id, coin: leaf.coin, nonce: leaf.nonce, balance: leaf.balance, position: leaf.position, siblings };
    },
  };
}
