import type { PublicClient } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { createChainConsoleService } from './chain-console.service.js';
import type { ChainNode } from './chain-node.js';
import { ETHEREUM } from './chain-state.repository.js';

/** A node that never answers: the console must not wait on it. */
const silentNode: ChainNode = {
  client: { getBlockNumber: () => new Promise<bigint>(() => undefined) } as unknown as PublicClient,
  chainId: 31337,
  usdt: { address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', decimals: 6 },
  confirmations: 12,
  xpub: 'xpub-unused',
  close: async () => undefined,
};

describe('the chain console when the node does not answer', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    const at = new Date('2026-11-28T10:00:00Z');
    await database.db
      .insertInto('chain_cursor')
      .values({ chain: ETHEREUM, block_number: 1_000, block_hash: `0x${'ab'.repeat(32)}`, node_head: 1_042, last_error: 'fetch failed', last_error_at: at, updated_at: at })
      .execute();
  });
  afterAll(async () => {
    await database.db.destroy();
  });

  it("shows the watcher's last reading of the head, the lag from it, and the last error, without waiting long", async () => {
    const service = createChainConsoleService({ db: database.db, clock: { now: () => new Date() }, chainId: 31337, node: silentNode });
    const started = Date.now();
    const status = await service.status();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(status).toMatchObject({
      configured: true,
      confirmations: 12,
      cursor: { blockNumber: 1_000, updatedAt: '2026-11-28T10:00:00.000Z' },
      nodeHead: 1_042,
      nodeAnswered: false,
      lag: 42,
      lastError: 'fetch failed',
      lastErrorAt: '2026-11-28T10:00:00.000Z',
      alarms: [],
    });
    expect(await service.metrics()).toEqual({ processed: 1_000, nodeHead: 1_042, alarmsOpen: { deepReorg: 0, payoutMismatch: 0, watcherStalled: 0 } });
  });
});
