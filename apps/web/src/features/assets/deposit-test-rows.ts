import type { DepositRow } from '@halyard/shared';

/** A deposit row as the server sends it, for tests: a chain deposit confirming unless told otherwise. */
export function depositRow(overrides: Partial<DepositRow> = {}): DepositRow {
  return {
    id: 1,
    coin: 'USDT',
    chain: 'ERC20',
    address: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
    amount: '25',
    txHash: `0x${'ab'.repeat(32)}`,
    sender: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    status: 'detected',
    rate: null,
    creditedUsdt: null,
    reason: null,
    createdAt: '2026-11-28T10:00:00.000Z',
    reviewedAt: null,
    origin: 'chain',
    blockNumber: 120,
    confirmations: 1,
    requiredConfirmations: 12,
    ...overrides,
  };
}
