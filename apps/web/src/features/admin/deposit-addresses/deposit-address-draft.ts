import type { DepositAddressProposal, DepositNetwork } from '@halyard/shared';
import { isBitcoinAddress, isEthereumAddress } from '@halyard/shared/chain-address';

/** Network names are proper names, never translated. */
export const NETWORK_NAMES: Record<DepositNetwork, string> = { ethereum: 'Ethereum', bitcoin: 'Bitcoin' };

const CHECKS: Record<DepositNetwork, (address: string) => boolean> = { ethereum: isEthereumAddress, bitcoin: isBitcoinAddress };

export type ProposalCheck = { ok: true; address: string } | { ok: false; problem: 'empty' | 'invalid' | 'unchanged' };

/** A typed address checked as the server will: valid for its network (EIP-55 when mixed case) and not the one in force. */
export function checkProposal(network: DepositNetwork, typed: string, inForce: string): ProposalCheck {
  const address = typed.trim();
  if (address === '') return { ok: false, problem: 'empty' };
  if (!CHECKS[network](address)) return { ok: false, problem: 'invalid' };
  if (address.toLowerCase() === inForce.toLowerCase()) return { ok: false, problem: 'unchanged' };
  return { ok: true, address };
}

/** The admin looking proposed it: only another admin may approve. */
export function isOwnProposal(proposal: Pick<DepositAddressProposal, 'proposedBy'>, viewer: string): boolean {
  return proposal.proposedBy.toLowerCase() === viewer.toLowerCase();
}
