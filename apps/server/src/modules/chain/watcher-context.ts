import type Decimal from '@halyard/shared/decimal';
import type { Address } from 'viem';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { MemberPush } from '../../lib/member-push.js';
import type { MoneyService } from '../money/money.service.js';
import type { TermsService } from '../terms/terms.service.js';
import type { ChainNode } from './chain-node.js';
import type { StoredBlock } from './chain-state.repository.js';

export interface WatcherLog {
  info(object: object, message?: string): void;
  warn(object: object, message?: string): void;
  error(object: object, message?: string): void;
}

/** What the chain watcher works with (it runs in the engine role only). */
export interface WatcherContext {
  db: Kysely<Database>;
  node: ChainNode;
  money: MoneyService;
  terms: Pick<TermsService, 'current'>;
  push: MemberPush;
  clock: Clock;
  log: WatcherLog;
  /** USDT per coin at the index price now; undefined while the market has no quote. */
  usdtRate(coin: string): Decimal | undefined;
}

/** A member's deposit address, keyed by its lower-case form. */
export interface MemberAddress {
  userId: number;
  address: Address;
}

/** The watcher's place: the last processed block. */
export interface CursorBlock {
  number: number;
  hash: string;
}

/** Recent canonical blocks kept for finding a fork point: at least 64, and twice the confirmations. */
export function blockWindow(confirmations: number): number {
  return Math.max(2 * confirmations, 64);
}

/** The parent of block 0: a cursor of -1 with this hash starts the watcher at the genesis block. */
export const GENESIS_PARENT: StoredBlock = { number: -1, hash: `0x${'0'.repeat(64)}`, parentHash: `0x${'0'.repeat(64)}` };
