import { z } from 'zod';
import { typedText } from './input-text.js';

/**
 * The platform's declared wallets (ours): Ethereum addresses it holds reserves in, read on chain
 * beside the deposit addresses at each snapshot. Added or removed only once a second admin
 * approves the proposal (four eyes); at most one proposal waits per address.
 */
export const RESERVE_WALLET_ACTIONS = ['add', 'remove'] as const;
export type ReserveWalletAction = (typeof RESERVE_WALLET_ACTIONS)[number];
export const RESERVE_WALLET_PROPOSAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReserveWalletProposalStatus = (typeof RESERVE_WALLET_PROPOSAL_STATUSES)[number];

/** The most characters a wallet's label takes ("Cold wallet 2"). */
export const RESERVE_WALLET_LABEL_MAX = 60;
/** How many decided proposals the console lists, newest first. */
export const RESERVE_WALLET_RECENT_DECISIONS = 10;

const addressText = typedText(100).min(1).describe('An Ethereum address; mixed case must carry a valid EIP-55 checksum (checked by the server)');

/** POST /admin/reserves/wallets/proposals: add a wallet with its label, or remove one in force. */
export const reserveWalletProposalBodySchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('add'), address: addressText, label: typedText(RESERVE_WALLET_LABEL_MAX).min(1) }),
  z.object({ action: z.literal('remove'), address: addressText }),
]);
export type ReserveWalletProposalBody = z.infer<typeof reserveWalletProposalBodySchema>;

export const reserveWalletProposalSchema = z.object({
  id: z.number().int(),
  action: z.enum(RESERVE_WALLET_ACTIONS),
  address: z.string().describe('EIP-55'),
  label: z.string().describe("The label proposed, or the wallet's own when removing it"),
  status: z.enum(RESERVE_WALLET_PROPOSAL_STATUSES),
  proposedBy: z.string().describe('The admin who proposed it, lower case'),
  proposedAt: z.string().describe('ISO 8601'),
  decidedBy: z.string().nullable().describe('Who approved or rejected it (its proposer when withdrawn)'),
  decidedAt: z.string().nullable(),
});
export type ReserveWalletProposal = z.infer<typeof reserveWalletProposalSchema>;

export const reserveWalletSchema = z.object({
  address: z.string().describe('EIP-55'),
  label: z.string(),
  proposedBy: z.string(),
  approvedBy: z.string(),
  addedAt: z.string().describe('ISO 8601: when the second admin approved it'),
});
export type ReserveWallet = z.infer<typeof reserveWalletSchema>;

/** GET /admin/reserves/wallets */
export const reserveWalletsViewSchema = z.object({
  wallets: z.array(reserveWalletSchema).describe('The wallets in force, by address'),
  pending: z.array(reserveWalletProposalSchema).describe('Proposals waiting for a second admin, oldest first'),
  decided: z.array(reserveWalletProposalSchema).describe('The latest decided proposals, newest first'),
  viewer: z.string().describe('The admin asking, lower case: a pending proposal whose proposedBy is this one waits for another admin'),
});
export type ReserveWalletsView = z.infer<typeof reserveWalletsViewSchema>;
