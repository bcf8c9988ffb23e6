import { z } from 'zod';
import { USDT, type Chain } from './assets.js';
import { typedText } from './input-text.js';

/**
 * Deposit addresses and chains as admins set them in the console (ours). An address takes
 * effect only once a second admin approves it (four eyes); a chain may be switched off or on by
 * one admin. The address in force: the latest approved one, else the environment's, else a demo
 * burn address nobody holds a key to.
 */
export const DEPOSIT_NETWORKS = ['ethereum', 'bitcoin'] as const;
export type DepositNetwork = (typeof DEPOSIT_NETWORKS)[number];

/** The deposit chains members may be offered, each with its coin and the network whose address it uses. */
export const DEPOSIT_CHAINS = ['ERC20', 'ETH', 'BTC'] as const satisfies readonly Chain[];
export type DepositChain = (typeof DEPOSIT_CHAINS)[number];
export const DEPOSIT_CHAIN_COINS: Record<DepositChain, string> = { ERC20: USDT, ETH: 'ETH', BTC: 'BTC' };
export const DEPOSIT_CHAIN_NETWORKS: Record<DepositChain, DepositNetwork> = { ERC20: 'ethereum', ETH: 'ethereum', BTC: 'bitcoin' };

/** Burn addresses nobody holds a key to: shown (marked as demo) until a real address is set. */
export const DEMO_DEPOSIT_ADDRESSES: Record<DepositNetwork, string> = {
  ethereum: '0x000000000000000000000000000000000000dEaD',
  bitcoin: '1BitcoinEaterAddressDontSendf59kuE',
};

export const DEPOSIT_ADDRESS_SOURCES = ['approved', 'environment', 'demo'] as const;
export type DepositAddressSource = (typeof DEPOSIT_ADDRESS_SOURCES)[number];
export const DEPOSIT_ADDRESS_PROPOSAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type DepositAddressProposalStatus = (typeof DEPOSIT_ADDRESS_PROPOSAL_STATUSES)[number];

/** POST /admin/depositAddresses/proposals: checked for its network (EIP-55, base58check, bech32) by the server. */
export const depositAddressProposalBodySchema = z.object({
  network: z.enum(DEPOSIT_NETWORKS),
  address: typedText(100).min(1),
});
export type DepositAddressProposalBody = z.infer<typeof depositAddressProposalBodySchema>;

/** PUT /admin/depositAddresses/chains/{chain} */
export const depositChainBodySchema = z.object({ enabled: z.boolean() });
export const depositChainParamsSchema = z.object({ chain: z.enum(DEPOSIT_CHAINS) });
export type DepositChainBody = z.infer<typeof depositChainBodySchema>;

export const depositAddressProposalSchema = z.object({
  id: z.number().int(),
  network: z.enum(DEPOSIT_NETWORKS),
  address: z.string(),
  status: z.enum(DEPOSIT_ADDRESS_PROPOSAL_STATUSES),
  proposedBy: z.string().describe('The admin who proposed it, lower case'),
  proposedAt: z.string().describe('ISO 8601'),
  decidedBy: z.string().nullable().describe('Who approved or rejected it'),
  decidedAt: z.string().nullable(),
});
export type DepositAddressProposal = z.infer<typeof depositAddressProposalSchema>;

export const depositChainStateSchema = z.object({
  chain: z.enum(DEPOSIT_CHAINS),
  coin: z.string(),
  enabled: z.boolean().describe('Offered to members for new deposits'),
  changedBy: z.string().nullable(),
  changedAt: z.string().nullable(),
});
export type DepositChainState = z.infer<typeof depositChainStateSchema>;

export const depositNetworkViewSchema = z.object({
  network: z.enum(DEPOSIT_NETWORKS),
  address: z.string().describe('The address in force: where members send deposits now'),
  source: z.enum(DEPOSIT_ADDRESS_SOURCES),
  demoAddress: z.boolean().describe('True when the address in force is a burn address: members are told to send nothing'),
  approved: depositAddressProposalSchema.nullable().describe('The approval behind the address in force, when it comes from one'),
  pending: depositAddressProposalSchema.nullable().describe('The proposal waiting for a second admin'),
  chains: z.array(depositChainStateSchema),
});
export type DepositNetworkView = z.infer<typeof depositNetworkViewSchema>;

/** GET /admin/depositAddresses */
export const depositAddressesViewSchema = z.object({
  networks: z.array(depositNetworkViewSchema),
  viewer: z.string().describe('The admin asking, lower case: a pending proposal whose proposedBy is this one waits for another admin'),
});
export type DepositAddressesView = z.infer<typeof depositAddressesViewSchema>;
