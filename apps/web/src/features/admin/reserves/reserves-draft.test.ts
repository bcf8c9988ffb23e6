// @vitest-environment node
import type { ReserveSnapshot, ReserveWalletsView } from '@halyard/shared';
import { describe, expect, it } from 'vitest';
import { checkWalletProposal, isOwnProposal, isWaiting, newestPerCoin, reserveRatioPercent } from './reserves-draft';

const COLD = '0x8802Ed140415F3b1142F20064e798cd6b53b9512';
const WARM = '0x0F5D2fB29fb7d3CFeE444a200298f468908cC942';
const HOT = '0xAb5801a7D398351b8bE11C439e05C5B3259aeC9B';
const ADMIN = '0x1111111111111111111111111111111111111111';

const proposal = (address: string) => ({ id: 1, action: 'add' as const, address, label: 'Warm', status: 'pending' as const, proposedBy: ADMIN, proposedAt: '', decidedBy: null, decidedAt: null });
const view: Pick<ReserveWalletsView, 'wallets' | 'pending'> = {
  wallets: [{ address: COLD, label: 'Cold', proposedBy: ADMIN, approvedBy: ADMIN, addedAt: '' }],
  pending: [proposal(WARM)],
};
const zero = '0.000000000000000000';
const snapshot = (snapshotId: number, coin: string, liabilities: string, amount?: string): ReserveSnapshot => ({
  snapshotId,
  coin,
  takenAt: '2026-12-01T00:00:00.000Z',
  rootHash: 'a'.repeat(64),
  liabilities,
  leaves: 2,
  reservesStatus: amount ? 'read' : 'notConfigured',
  reserves: amount ? { amount, blockNumber: 1, addresses: 2, xpub: 'xpub', wallets: [] } : null,
});

describe('a wallet proposed for adding', () => {
  it('is trimmed and accepted when valid, new and labelled', () => {
    expect(checkWalletProposal(`  ${HOT.toLowerCase()} `, ' Hot wallet ', view)).toEqual({ ok: true, address: HOT.toLowerCase(), label: 'Hot wallet' });
  });

  it('is refused when empty, invalid or badly checksummed, declared, waiting, or without a fitting label', () => {
    expect(checkWalletProposal(' ', 'Hot', view)).toEqual({ ok: false, problem: 'empty' });
    expect(checkWalletProposal(HOT.replace('Ab', 'aB'), 'Hot', view)).toEqual({ ok: false, problem: 'invalid' });
    expect(checkWalletProposal('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'Hot', view)).toEqual({ ok: false, problem: 'invalid' });
    expect(checkWalletProposal(COLD.toLowerCase(), 'Cold', view)).toEqual({ ok: false, problem: 'declared' });
    expect(checkWalletProposal(WARM, 'Warm', view)).toEqual({ ok: false, problem: 'pending' });
    expect(checkWalletProposal(HOT, '  ', view)).toEqual({ ok: false, problem: 'noLabel' });
    expect(checkWalletProposal(HOT, 'x'.repeat(61), view)).toEqual({ ok: false, problem: 'labelTooLong' });
  });
});

describe('who may approve, and what may be proposed', () => {
  it('is anyone but the proposer, whatever the case of the address', () => {
    expect(isOwnProposal({ proposedBy: ADMIN }, ADMIN.toUpperCase().replace('0X', '0x'))).toBe(true);
    expect(isOwnProposal({ proposedBy: COLD.toLowerCase() }, ADMIN)).toBe(false);
  });

  it('keeps a wallet with a proposal waiting from another', () => {
    expect(isWaiting(WARM.toLowerCase(), view)).toBe(true);
    expect(isWaiting(COLD, view)).toBe(false);
  });
});

describe('the newest snapshot per coin', () => {
  it('keeps each coin once, from its newest snapshot', () => {
    const rows = [snapshot(3, 'USDT', '10.000000000000000000'), snapshot(2, 'ETH', '1.000000000000000000'), snapshot(2, 'USDT', '9.000000000000000000')];
    expect(newestPerCoin(rows).map((row) => [row.coin, row.snapshotId])).toEqual([
      ['USDT', 3],
      ['ETH', 2],
    ]);
  });

  it('reads reserves over liabilities in percent, exactly, and nothing without reserves or liabilities', () => {
    expect(reserveRatioPercent(snapshot(1, 'USDT', '200.000000000000000000', '250.500000000000000000'))).toBe('125.25');
    expect(reserveRatioPercent(snapshot(1, 'USDT', '3.000000000000000000', '1.000000000000000000'))).toBe('33.33333333333333333333333333333333333333');
    expect(reserveRatioPercent(snapshot(1, 'USDT', '200.000000000000000000'))).toBeUndefined();
    expect(reserveRatioPercent(snapshot(1, 'USDT', zero, '1.000000000000000000'))).toBeUndefined();
  });
});
