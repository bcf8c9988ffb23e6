import { RESERVE_WALLET_LABEL_MAX, type ReserveSnapshot, type ReserveWalletsView } from '@halyard/shared';
import { isEthereumAddress } from '@halyard/shared/chain-address';
import Decimal from '@halyard/shared/decimal';

export type WalletProposalCheck =
  | { ok: true; address: string; label: string }
  | { ok: false; problem: 'empty' | 'invalid' | 'declared' | 'pending' | 'noLabel' | 'labelTooLong' };

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** A wallet to add, checked as the server will: a valid Ethereum address (EIP-55 when mixed case), not declared nor waiting, and a label. */
export function checkWalletProposal(typedAddress: string, typedLabel: string, view: Pick<ReserveWalletsView, 'wallets' | 'pending'>): WalletProposalCheck {
  const address = typedAddress.trim();
  const label = typedLabel.trim();
  if (address === '') return { ok: false, problem: 'empty' };
  if (!isEthereumAddress(address)) return { ok: false, problem: 'invalid' };
  if (view.wallets.some((wallet) => sameAddress(wallet.address, address))) return { ok: false, problem: 'declared' };
  if (view.pending.some((proposal) => sameAddress(proposal.address, address))) return { ok: false, problem: 'pending' };
  if (label === '') return { ok: false, problem: 'noLabel' };
  if (typedLabel.length > RESERVE_WALLET_LABEL_MAX) return { ok: false, problem: 'labelTooLong' };
  return { ok: true, address, label };
}

/** The admin looking proposed it: only another admin may approve. */
export function isOwnProposal(proposal: { proposedBy: string }, viewer: string): boolean {
  return proposal.proposedBy.toLowerCase() === viewer.toLowerCase();
}

/** A wallet with a proposal waiting: it cannot be proposed for removal until that one is decided. */
export function isWaiting(address: string, view: Pick<ReserveWalletsView, 'pending'>): boolean {
  return view.pending.some((proposal) => sameAddress(proposal.address, address));
}

/** Each coin's newest snapshot, from the list newest first, in the order the coins first appear. */
export function newestPerCoin(rows: readonly ReserveSnapshot[]): ReserveSnapshot[] {
  const seen = new Map<string, ReserveSnapshot>();
  for (const row of rows) if (!seen.has(row.coin)) seen.set(row.coin, row);
  return [...seen.values()];
}

/** Reserves over liabilities in percent, as decimal text for formatPercent; undefined when either is unknown or nothing is owed. */
export function reserveRatioPercent(snapshot: Pick<ReserveSnapshot, 'liabilities' | 'reserves'>): string | undefined {
  if (!snapshot.reserves) return undefined;
  const owed = new Decimal(snapshot.liabilities);
  if (owed.isZero()) return undefined;
  return new Decimal(snapshot.reserves.amount).div(owed).mul(100).toString();
}
