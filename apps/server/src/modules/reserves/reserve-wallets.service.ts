import type { Kysely, Transaction } from 'kysely';
import { getAddress } from 'viem';
import { isEthereumAddress } from '@halyard/shared/chain-address';
import {
  RESERVE_WALLET_RECENT_DECISIONS,
  type ReserveWallet,
  type ReserveWalletProposal,
  type ReserveWalletProposalBody,
  type ReserveWalletsView,
} from '@halyard/shared';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { recordDecision } from '../audit/audit.service.js';
import * as repository from './reserve-wallets.repository.js';
import type { ReserveWalletProposalRecord, ReserveWalletRecord } from './reserve-wallets.repository.js';

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}

function toProposal(row: ReserveWalletProposalRecord): ReserveWalletProposal {
  return {
    id: row.id,
    action: row.action,
    address: row.address,
    label: row.label,
    status: row.status,
    proposedBy: row.proposed_by,
    proposedAt: row.proposed_at.toISOString(),
    decidedBy: row.decided_by,
    decidedAt: row.decided_at?.toISOString() ?? null,
  };
}

function toWallet(row: ReserveWalletRecord): ReserveWallet {
  return { address: row.address, label: row.label, proposedBy: row.proposed_by, approvedBy: row.approved_by, addedAt: row.added_at.toISOString() };
}

/** What the audit log keeps of a proposal at each step. */
function auditDetail(row: ReserveWalletProposalRecord) {
  return { walletAction: row.action, address: row.address, label: row.label, proposedBy: row.proposed_by };
}

export interface ReserveWalletsService {
  /** The console's view for one admin: the wallets in force, the pending proposals and the latest decisions. */
  view(viewer: string): Promise<ReserveWalletsView>;
  /** The wallets in force (EIP-55, by address): what a snapshot reads on chain beside the deposit addresses. */
  declaredAddresses(): Promise<string[]>;
  /** An admin proposes adding or removing a wallet; nothing changes until another admin approves it. */
  propose(actor: string, body: ReserveWalletProposalBody): Promise<ReserveWalletProposal>;
  /** A second admin approves: the wallet is added or removed at once. Exactly once, never by its proposer. */
  approve(actor: string, id: number): Promise<ReserveWalletProposal>;
  /** Any admin rejects a proposal, its proposer included (withdrawing it): nothing changes. */
  reject(actor: string, id: number): Promise<ReserveWalletProposal>;
}

/**
 * The platform's declared wallets, set by admins with four eyes, as the deposit addresses are: a
 * single admin cannot change the list that proves the reserves (a wallet the platform does not
 * hold would inflate them; removing one would hide what it holds).
 */
export function createReserveWalletsService({ db, clock }: { db: Kysely<Database>; clock: Clock }): ReserveWalletsService {
  async function lockedPending(trx: Transaction<Database>, id: number): Promise<ReserveWalletProposalRecord> {
    const row = await repository.lockProposal(trx, id);
    if (!row) throw AppError.notFound();
    if (row.status !== 'pending') throw AppError.businessRule('reviewAlreadyDecided');
    return row;
  }

  /** The change a proposal asks for, checked against the wallets in force now. */
  async function checkedChange(trx: Transaction<Database>, body: ReserveWalletProposalBody, address: string): Promise<string> {
    if (await repository.pendingProposalOf(trx, address)) throw AppError.businessRule('reserveWalletPending', { address });
    const wallet = await repository.walletOf(trx, address);
    if (body.action === 'add') {
      if (wallet) throw AppError.businessRule('reserveWalletDeclared', { address });
      return body.label;
    }
    if (!wallet) throw AppError.businessRule('reserveWalletNotDeclared', { address });
    return wallet.label;
  }

  return {
    async view(viewer: string): Promise<ReserveWalletsView> {
      const [wallets, pending, decided] = await Promise.all([repository.walletsInForce(db), repository.pendingProposals(db), repository.recentDecisions(db, RESERVE_WALLET_RECENT_DECISIONS)]);
      return { wallets: wallets.map(toWallet), pending: pending.map(toProposal), decided: decided.map(toProposal), viewer: viewer.toLowerCase() };
    },

    async declaredAddresses(): Promise<string[]> {
      return (await repository.walletsInForce(db)).map((row) => getAddress(row.address));
    },

    async propose(actor: string, body: ReserveWalletProposalBody): Promise<ReserveWalletProposal> {
      if (!isEthereumAddress(body.address)) throw AppError.invalidInput('reserveWalletInvalid');
      const address = getAddress(body.address);
      try {
        return await db.transaction().execute(async (trx) => {
          const label = await checkedChange(trx, body, address);
          const at = clock.now();
          const row = await repository.insertProposal(trx, { action: body.action, address, label, proposedBy: actor.toLowerCase(), at });
          await recordDecision(trx, { actor, action: 'reserveWallet.propose', targetType: 'reserveWallet', targetId: row.id, detail: auditDetail(row), at });
          return toProposal(row);
        });
      } catch (error) {
        // Two admins proposing at once: the partial unique index lets one in; the other hears why.
        if (isUniqueViolation(error)) throw AppError.businessRule('reserveWalletPending', { address });
        throw error;
      }
    },

    approve(actor: string, id: number): Promise<ReserveWalletProposal> {
      return db.transaction().execute(async (trx) => {
        const proposal = await lockedPending(trx, id);
        if (proposal.proposed_by === actor.toLowerCase()) throw AppError.forbidden('secondAdminRequired');
        const at = clock.now();
        // The pending index keeps every other change to this address out while the proposal waits.
        if (proposal.action === 'add') {
          await repository.insertWallet(trx, { address: proposal.address, label: proposal.label, proposedBy: proposal.proposed_by, approvedBy: actor.toLowerCase(), at });
        } else {
          await repository.deleteWallet(trx, proposal.address);
        }
        const row = await repository.decideProposal(trx, id, { status: 'approved', by: actor.toLowerCase(), at });
        await recordDecision(trx, { actor, action: 'reserveWallet.approve', targetType: 'reserveWallet', targetId: id, detail: auditDetail(row), at });
        return toProposal(row);
      });
    },

    reject(actor: string, id: number): Promise<ReserveWalletProposal> {
      return db.transaction().execute(async (trx) => {
        await lockedPending(trx, id);
        const at = clock.now();
        const row = await repository.decideProposal(trx, id, { status: 'rejected', by: actor.toLowerCase(), at });
        await recordDecision(trx, { actor, action: 'reserveWallet.reject', targetType: 'reserveWallet', targetId: id, detail: auditDetail(row), at });
        return toProposal(row);
      });
    },
  };
}
