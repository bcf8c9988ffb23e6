import { idParamsSchema } from '../contracts/assets.js';
import { reserveWalletProposalBodySchema, reserveWalletProposalSchema, reserveWalletsViewSchema } from '../contracts/reserve-wallets.js';
import { takenReserveSnapshotSchema } from '../contracts/reserves.js';
import { defineRoutes } from './define.js';

/** Proof of reserves in the console (admins alone). */
export const reservesConsoleRoutes = defineRoutes('admin', {
  takeSnapshot: {
    method: 'POST',
    path: '/admin/reserves/snapshot',
    summary: 'Take a snapshot of what members are owed now (at most once an hour; the daily one runs at 00:00 UTC)',
    response: takenReserveSnapshotSchema,
  },
  wallets: {
    method: 'GET',
    path: '/admin/reserves/wallets',
    summary: "The platform's declared wallets in force, the proposals waiting for a second admin and the latest decisions",
    response: reserveWalletsViewSchema,
  },
  proposeWallet: {
    method: 'POST',
    path: '/admin/reserves/wallets/proposals',
    summary: 'Propose adding a declared wallet (with its label) or removing one: in force once another admin approves it',
    body: reserveWalletProposalBodySchema,
    response: reserveWalletProposalSchema,
  },
  approveWallet: {
    method: 'POST',
    path: '/admin/reserves/wallets/proposals/:id/approve',
    summary: 'Approve a proposed wallet change (never its own proposer): the next snapshot reads the wallets then in force',
    params: idParamsSchema,
    response: reserveWalletProposalSchema,
  },
  rejectWallet: {
    method: 'POST',
    path: '/admin/reserves/wallets/proposals/:id/reject',
    summary: "Reject a proposed wallet change, or withdraw one's own",
    params: idParamsSchema,
    response: reserveWalletProposalSchema,
  },
});
