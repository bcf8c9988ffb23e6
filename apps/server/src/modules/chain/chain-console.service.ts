import { CHAIN_ALARM_KINDS, ResponseCode, type ChainAlarm, type ChainAlarmKind, type ChainStatus, type DepositAddressBalances } from '@halyard/shared';
import { BaseError } from 'viem';
import type { Kysely, Selectable } from 'kysely';
import type { ChainAlarmsTable, Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { recordDecision } from '../audit/audit.service.js';
import { createAddressBalances, type BalancesSnapshot } from './address-balances.js';
import * as repository from './chain-console.repository.js';
import type { ChainNode } from './chain-node.js';
import { findCursor } from './chain-state.repository.js';
import { assignedAddresses, countAssignedAddresses } from './deposit-address.repository.js';

/** How long the console waits for the node's head before showing the watcher's last reading of it. */
const HEAD_TIMEOUT_MS = 1500;
/** Acknowledged alarms shown after the open ones. */
const ACKNOWLEDGED_SHOWN = 20;

/** What the metrics read at scrape time: the watcher's place and the node's head as stored, and the open alarms by kind. */
export interface ChainMetrics {
  processed: number | null;
  nodeHead: number | null;
  alarmsOpen: Record<ChainAlarmKind, number>;
}

export interface ChainConsoleService {
  status(): Promise<ChainStatus>;
  /** An operator has looked at an alarm: once, audited. */
  acknowledgeAlarm(actor: string, id: number): Promise<ChainAlarm>;
  addresses(page: { pageNum: number; pageSize: number }): Promise<DepositAddressBalances>;
  /** Every address with its index, path and balances, for the sweep; the block they were read at names the file. */
  addressesCsv(): Promise<{ csv: string; blockNumber: number | null }>;
  metrics(): Promise<ChainMetrics>;
}

function toAlarm(row: Selectable<ChainAlarmsTable>): ChainAlarm {
  return {
    id: row.id,
    kind: row.kind as ChainAlarmKind,
    detail: JSON.parse(row.detail) as Record<string, unknown>,
    raisedAt: row.raised_at.toISOString(),
    acknowledgedAt: row.acknowledged_at?.toISOString() ?? null,
    acknowledgedBy: row.acknowledged_by,
  };
}

/** The node's head now, or null when it does not answer within a moment. */
async function liveHead(node: ChainNode): Promise<number | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), HEAD_TIMEOUT_MS)));
  try {
    return await Promise.race([node.client.getBlockNumber({ cacheTime: 0 }).then(Number, () => null), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** A CSV cell: quoted when it holds a separator, a quote or a line break. */
function csvCell(value: string | number): string {
  const text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function addressesCsv(rows: BalancesSnapshot['rows']): string {
  const head = ['index', 'path', 'address', 'member', 'eth', 'usdt'];
  const lines = rows.map((row) => [row.index, `0/${row.index}`, row.address, row.mbId, row.eth, row.usdt].map(csvCell).join(','));
  return `${[head.join(','), ...lines].join('\n')}\n`;
}

/** The chain as operators see it: the watcher's place and errors, the alarms, and the deposit addresses' balances read from the node. */
export function createChainConsoleService(deps: { db: Kysely<Database>; clock: Clock; chainId: number; node: ChainNode | undefined }): ChainConsoleService {
  const { db, clock, chainId, node } = deps;
  const balances = node && createAddressBalances(node, { count: () => countAssignedAddresses(db), all: () => assignedAddresses(db) });

  /** Without a node there is nothing to read: no rows, the CSV's head alone. */
  async function snapshot(): Promise<BalancesSnapshot | undefined> {
    if (!balances) return undefined;
    try {
      return await balances.snapshot();
    } catch (error) {
      if (error instanceof BaseError) throw new AppError(ResponseCode.notReady, 'chainNodeUnreachable');
      throw error;
    }
  }

  return {
    async status(): Promise<ChainStatus> {
      if (!node) {
        return { configured: false, chainId, confirmations: null, usdtContract: null, cursor: null, nodeHead: null, nodeAnswered: false, lag: null, lastError: null, lastErrorAt: null, alarms: [] };
      }
      const [cursor, head, open, acknowledged] = await Promise.all([findCursor(db), liveHead(node), repository.openAlarms(db), repository.acknowledgedAlarms(db, ACKNOWLEDGED_SHOWN)]);
      const nodeHead = head ?? cursor?.node_head ?? null;
      return {
        configured: true,
        chainId: node.chainId,
        confirmations: node.confirmations,
        usdtContract: node.usdt.address,
        cursor: cursor ? { blockNumber: cursor.block_number, blockHash: cursor.block_hash, updatedAt: cursor.updated_at.toISOString() } : null,
        nodeHead,
        nodeAnswered: head !== null,
        lag: cursor && nodeHead !== null ? Math.max(0, nodeHead - cursor.block_number) : null,
        lastError: cursor?.last_error ?? null,
        lastErrorAt: cursor?.last_error_at?.toISOString() ?? null,
        alarms: [...open, ...acknowledged].map(toAlarm),
      };
    },

    acknowledgeAlarm(actor: string, id: number): Promise<ChainAlarm> {
      return db.transaction().execute(async (trx) => {
        const alarm = await repository.lockAlarm(trx, id);
        if (!alarm) throw AppError.notFound();
        if (alarm.acknowledged_at !== null) throw AppError.businessRule('chainAlarmAcknowledged', { who: alarm.acknowledged_by ?? '' });
        const at = clock.now();
        const row = await repository.acknowledgeAlarm(trx, id, { actor: actor.toLowerCase(), at });
        await recordDecision(trx, { actor, action: 'chainAlarm.acknowledge', targetType: 'chainAlarm', targetId: id, detail: { kind: alarm.kind, raisedAt: alarm.raised_at.toISOString() }, at });
        return toAlarm(row);
      });
    },

    async addresses({ pageNum, pageSize }): Promise<DepositAddressBalances> {
      const read = await snapshot();
      if (!read) return { rows: [], total: 0, totals: { eth: '0', usdt: '0', addresses: 0 }, blockNumber: null };
      const start = (pageNum - 1) * pageSize;
      return { rows: read.rows.slice(start, start + pageSize), total: read.rows.length, totals: read.totals, blockNumber: read.blockNumber };
    },

    async addressesCsv(): Promise<{ csv: string; blockNumber: number | null }> {
      const read = await snapshot();
      return { csv: addressesCsv(read?.rows ?? []), blockNumber: read?.blockNumber ?? null };
    },

    async metrics(): Promise<ChainMetrics> {
      const [cursor, open] = await Promise.all([findCursor(db), repository.openAlarmCounts(db)]);
      const alarmsOpen = Object.fromEntries(CHAIN_ALARM_KINDS.map((kind) => [kind, open.get(kind) ?? 0])) as Record<ChainAlarmKind, number>;
      return { processed: cursor?.block_number ?? null, nodeHead: cursor?.node_head ?? null, alarmsOpen };
    },
  };
}
