// @vitest-environment node
import type { ReserveSnapshot } from '@halyard/shared';
import { describe, expect, it } from 'vitest';
import { formatPercent } from '../../lib/format';
import { formatSnapshotTime, groupSnapshots, reserveRatio } from './reserve-figures';

const row = (snapshotId: number, coin: string, takenAt = `2026-11-${String(snapshotId).padStart(2, '0')}T00:00:00.000Z`): ReserveSnapshot => ({
  snapshotId,
  coin,
  takenAt,
  rootHash: 'ab'.repeat(32),
  liabilities: '1.000000000000000000',
  leaves: 1,
  reservesStatus: 'notConfigured',
  reserves: null,
});

describe('the reserve ratio', () => {
  it('is reserves over liabilities in percent, exactly, where a float would not be', () => {
    expect(reserveRatio('1.000000000000000000', '1.000000000000000000')).toBe('100');
    expect(reserveRatio('1.100000000000000000', '1.000000000000000000')).toBe('110');
    // 0.3 / 0.1 in floats is 2.9999999999999996.
    expect(reserveRatio('0.300000000000000000', '0.100000000000000000')).toBe('300');
    // One unit of the 18th place short of full backing: the page must not show 100%.
    const short = reserveRatio('999999.999999999999999999', '1000000.000000000000000000');
    expect(short).toBe('99.9999999999999999999999');
    expect(formatPercent(short, { signed: false })).toBe('99.99%');
    expect(formatPercent(reserveRatio('2.000000000000000000', '3.000000000000000000'), { signed: false })).toBe('66.66%');
  });

  it('is absent when nothing is owed or the reserves were not read', () => {
    expect(reserveRatio('5.000000000000000000', '0.000000000000000000')).toBeUndefined();
    expect(reserveRatio(undefined, '5.000000000000000000')).toBeUndefined();
  });
});

describe('snapshots from the listed rows', () => {
  it('gathers each snapshot’s coins in the order listed, newest snapshot first', () => {
    const groups = groupSnapshots([row(3, 'BTC'), row(3, 'USDT'), row(2, 'BTC'), row(2, 'ETH'), row(2, 'USDT'), row(1, 'USDT')]);
    expect(groups.map((group) => [group.snapshotId, group.coins.map((coin) => coin.coin)])).toEqual([
      [3, ['BTC', 'USDT']],
      [2, ['BTC', 'ETH', 'USDT']],
      [1, ['USDT']],
    ]);
    expect(groups[0]?.takenAt).toBe('2026-11-03T00:00:00.000Z');
  });

  it('completes a snapshot cut by a page boundary once the next page is in', () => {
    const firstPage = [row(2, 'BTC'), row(2, 'ETH')];
    expect(groupSnapshots(firstPage).at(-1)?.coins).toHaveLength(2);
    expect(groupSnapshots([...firstPage, row(2, 'USDT'), row(1, 'USDT')]).map((group) => group.coins.length)).toEqual([3, 1]);
  });

  it('is nothing when nothing is published', () => {
    expect(groupSnapshots([])).toEqual([]);
  });
});

describe('the snapshot time', () => {
  it('reads in the member’s language and names the time zone', () => {
    expect(formatSnapshotTime('2026-11-29T00:00:00.000Z', 'en-US', 'UTC')).toBe('Nov 29, 2026, 12:00:00 AM UTC');
    expect(formatSnapshotTime('2026-11-29T00:00:00.000Z', 'de-DE', 'Europe/Berlin')).toBe('29.11.2026, 01:00:00 MEZ');
    expect(formatSnapshotTime('2026-11-29T00:00:00.000Z', 'ja-JP', 'Asia/Tokyo')).toBe('2026/11/29 9:00:00 JST');
  });

  it('is a placeholder for a time that is not one', () => {
    expect(formatSnapshotTime('yesterday', 'en-US')).toBe('--');
  });
});
