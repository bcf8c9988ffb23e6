// @vitest-environment node
import type { ChainStatus } from '@halyard/shared';
import { describe, expect, it } from 'vitest';
import { readsAddresses, watcherState } from './watcher-state';

const following: ChainStatus = {
  configured: true,
  chainId: 1,
  confirmations: 12,
  usdtContract: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
  cursor: { blockNumber: 100, blockHash: '0xab', updatedAt: '2026-11-28T10:00:10.000Z' },
  nodeHead: 103,
  nodeAnswered: true,
  lag: 3,
  lastError: 'fetch failed',
  lastErrorAt: '2026-11-28T10:00:00.000Z',
  alarms: [],
};

describe('the watcher at a glance', () => {
  it('follows the chain when it is within the confirmations and has progressed since its last error', () => {
    expect(watcherState(following)).toBe('following');
  });

  it('says why it does not', () => {
    expect(watcherState({ ...following, configured: false })).toBe('off');
    expect(watcherState({ ...following, nodeAnswered: false })).toBe('nodeSilent');
    expect(watcherState({ ...following, cursor: null, lag: null })).toBe('notStarted');
    expect(watcherState({ ...following, lastErrorAt: '2026-11-28T10:00:20.000Z' })).toBe('failing');
    expect(watcherState({ ...following, lag: 13 })).toBe('behind');
    expect(watcherState({ ...following, lag: 12 })).toBe('following');
  });

  it('shows the addresses to those who look members up', () => {
    expect(['admin', 'reviewer', 'support', 'editor'].map((role) => readsAddresses(role as 'admin'))).toEqual([true, true, true, false]);
  });
});
