import { CHAIN_NETWORKS } from '@halyard/shared';
import { isWithdrawalAddress } from '@halyard/shared/chain-address';
import { addressLabelIssue, type WithdrawalAddressDraft } from './api/create-withdrawal-address';
import type { MoneyFormIssue } from './form-issue';

/**
 * A new address-book entry, checked as the server will: the address per chain (EIP-55, Tron
 * base58check), then its label. Apart from the api file, as viem comes with the address check and
 * only the withdrawal page should load it.
 */
export function withdrawalAddressDraftIssue(draft: WithdrawalAddressDraft): MoneyFormIssue | undefined {
  const address = draft.address.trim();
  if (address === '') return { key: 'assets.withdrawal.addressRequired' };
  if (!isWithdrawalAddress(draft.chain, address)) return { key: 'assets.withdrawal.addressInvalid', values: { network: CHAIN_NETWORKS[draft.chain] } };
  return addressLabelIssue(draft.label);
}
