import type { Kysely, Transaction } from 'kysely';
import { isBitcoinAddress, isEthereumAddress } from '@halyard/shared/chain-address';
import {
  DEMO_DEPOSIT_ADDRESSES,
  DEPOSIT_CHAIN_COINS,
  DEPOSIT_CHAIN_NETWORKS,
  DEPOSIT_CHAINS,
  DEPOSIT_NETWORKS,
  type DepositAddressesView,
  type DepositNetworkView,
  type DepositAddressProposal,
  type DepositAddressProposalBody,
  type DepositAddressSource,
  type DepositChain,
  type DepositNetwork,
} from '@halyard/shared';
import type { Database, DepositAddressProposalRecord } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { recordDecision } from '../audit/audit.service.js';
import * as repository from './deposit-addresses.repository.js';

/** The addresses the environment sets (DEPOSIT_ADDRESS_*): used until an approved one exists. */
export type EnvironmentDepositAddresses = Partial<Record<DepositNetwork, string>>;

export interface DepositAddressInForce {
  address: string;
  source: DepositAddressSource;
  /** A burn address: members are told to send nothing. */
  demoAddress: boolean;
}

/** What members are offered now: an address per network, and which chains are on. */
export interface DepositAddressBook {
  addresses: Record<DepositNetwork, DepositAddressInForce>;
  enabled: Record<DepositChain, boolean>;
}

/** Proper names for messages: network names are never translated. */
const NETWORK_NAMES: Record<DepositNetwork, string> = { ethereum: 'Ethereum', bitcoin: 'Bitcoin' };
const ADDRESS_CHECKS: Record<DepositNetwork, (address: string) => boolean> = { ethereum: isEthereumAddress, bitcoin: isBitcoinAddress };

/** How long a process trusts the book it read: another process's approval reaches it within this. */
const FRESH_MS = 2000;

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}

function toProposal(row: DepositAddressProposalRecord): DepositAddressProposal {
  return {
    id: row.id,
    network: row.network as DepositNetwork,
    address: row.address,
    status: row.status,
    proposedBy: row.proposed_by,
    proposedAt: row.proposed_at.toISOString(),
    decidedBy: row.decided_by,
    decidedAt: row.decided_at?.toISOString() ?? null,
  };
}

function isDemo(network: DepositNetwork, address: string): boolean {
  return address.toLowerCase() === DEMO_DEPOSIT_ADDRESSES[network].toLowerCase();
}

export interface DepositAddressesService {
  /** The console's view for one admin: fresh from the database. */
  view(viewer: string): Promise<DepositAddressesView>;
  /** What members are offered now (read at most two seconds ago). */
  book(): Promise<DepositAddressBook>;
  /** An admin proposes a new address for a network; nothing changes for members until another admin approves it. */
  propose(actor: string, body: DepositAddressProposalBody): Promise<DepositAddressProposal>;
  /** A second admin approves: members are offered the address at once. Exactly once, never by its proposer. */
  approve(actor: string, id: number): Promise<DepositAddressProposal>;
  /** Any admin rejects a proposal, its proposer included (withdrawing it): nothing changes for members. */
  reject(actor: string, id: number): Promise<DepositAddressProposal>;
  /**
   * One admin switches a chain off or on for new deposits. Off is always safe. On needs no second
   * admin either: it only offers again the address already in force, which two admins approved
   * (or the environment set); it can never send money somewhere new.
   */
  setChain(actor: string, chain: DepositChain, enabled: boolean): Promise<DepositAddressesView>;
}

/**
 * Where members send deposits, set by admins with four eyes. A single admin cannot approve anything:
 * add a second admin, or set the address in the environment (whoever deploys is trusted with it anyway).
 */
export function createDepositAddressesService({ db, clock, environment }: { db: Kysely<Database>; clock: Clock; environment: EnvironmentDepositAddresses }): DepositAddressesService {
  let cached: { readAt: number; networks: DepositNetworkView[] } | undefined;

  async function load(reader: Kysely<Database> | Transaction<Database>): Promise<DepositNetworkView[]> {
    const proposals = await repository.currentProposals(reader);
    const switches = new Map((await repository.chainSwitches(reader)).map((row) => [row.chain, row]));
    return DEPOSIT_NETWORKS.map((network) => {
      const approved = proposals.find((row) => row.network === network && row.status === 'approved');
      const pending = proposals.find((row) => row.network === network && row.status === 'pending');
      const configured = environment[network];
      const [address, source]: [string, DepositAddressSource] = approved
        ? [approved.address, 'approved']
        : configured
          ? [configured, 'environment']
          : [DEMO_DEPOSIT_ADDRESSES[network], 'demo'];
      return {
        network,
        address,
        source,
        // Approving the burn address is how admins go back to demo mode (four eyes as well).
        demoAddress: isDemo(network, address),
        approved: approved ? toProposal(approved) : null,
        pending: pending ? toProposal(pending) : null,
        chains: DEPOSIT_CHAINS.filter((chain) => DEPOSIT_CHAIN_NETWORKS[chain] === network).map((chain) => {
          const row = switches.get(chain);
          return { chain, coin: DEPOSIT_CHAIN_COINS[chain], enabled: row?.enabled ?? true, changedBy: row?.updated_by ?? null, changedAt: row?.updated_at.toISOString() ?? null };
        }),
      };
    });
  }

  async function networks(): Promise<DepositNetworkView[]> {
    const now = clock.now().getTime();
    if (cached && now - cached.readAt < FRESH_MS) return cached.networks;
    const fresh = await load(db);
    cached = { readAt: now, networks: fresh };
    return fresh;
  }

  async function addressInForce(trx: Transaction<Database>, network: DepositNetwork): Promise<string> {
    return (await load(trx)).find((row) => row.network === network)?.address ?? DEMO_DEPOSIT_ADDRESSES[network];
  }

  async function lockedPending(trx: Transaction<Database>, id: number): Promise<DepositAddressProposalRecord> {
    const row = await repository.lockProposal(trx, id);
    if (!row) throw AppError.notFound();
    if (row.status !== 'pending') throw AppError.businessRule('reviewAlreadyDecided');
    return row;
  }

  /** Runs a change, then forgets the cached view so this process shows it at once. */
  async function changing<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    try {
      return await db.transaction().execute(work);
    } finally {
      cached = undefined;
    }
  }

  return {
    async view(viewer: string): Promise<DepositAddressesView> {
      cached = undefined;
      return { networks: await networks(), viewer: viewer.toLowerCase() };
    },

    async book(): Promise<DepositAddressBook> {
      const inForce = await networks();
      const addresses = Object.fromEntries(inForce.map((row) => [row.network, { address: row.address, source: row.source, demoAddress: row.demoAddress }]));
      const enabled = Object.fromEntries(inForce.flatMap((row) => row.chains.map((chain) => [chain.chain, chain.enabled])));
      return { addresses, enabled } as DepositAddressBook;
    },

    async propose(actor: string, body: DepositAddressProposalBody): Promise<DepositAddressProposal> {
      const network = NETWORK_NAMES[body.network];
      if (!ADDRESS_CHECKS[body.network](body.address)) throw AppError.invalidInput('depositAddressInvalid', { network });
      try {
        return await changing(async (trx) => {
          if (await repository.pendingProposal(trx, body.network)) throw AppError.businessRule('depositAddressPending', { network });
          const before = await addressInForce(trx, body.network);
          if (before.toLowerCase() === body.address.toLowerCase()) throw AppError.businessRule('depositAddressUnchanged', { network });
          const at = clock.now();
          const row = await repository.insertProposal(trx, { network: body.network, address: body.address, proposedBy: actor.toLowerCase(), at });
          await recordDecision(trx, { actor, action: 'depositAddress.propose', targetType: 'depositAddress', targetId: row.id, detail: { network: body.network, before, after: body.address }, at });
          return toProposal(row);
        });
      } catch (error) {
        // Two admins proposing at once: the partial unique index lets one in; the other hears why.
        if (isUniqueViolation(error)) throw AppError.businessRule('depositAddressPending', { network });
        throw error;
      }
    },

    approve(actor: string, id: number): Promise<DepositAddressProposal> {
      return changing(async (trx) => {
        const proposal = await lockedPending(trx, id);
        if (proposal.proposed_by === actor.toLowerCase()) throw AppError.forbidden('secondAdminRequired');
        const network = proposal.network as DepositNetwork;
        const before = await addressInForce(trx, network);
        const at = clock.now();
        const row = await repository.decideProposal(trx, id, { status: 'approved', by: actor.toLowerCase(), at });
        await recordDecision(trx, { actor, action: 'depositAddress.approve', targetType: 'depositAddress', targetId: id, detail: { network, before, after: proposal.address, proposedBy: proposal.proposed_by }, at });
        return toProposal(row);
      });
    },

    reject(actor: string, id: number): Promise<DepositAddressProposal> {
      return changing(async (trx) => {
        const proposal = await lockedPending(trx, id);
        const at = clock.now();
        const row = await repository.decideProposal(trx, id, { status: 'rejected', by: actor.toLowerCase(), at });
        await recordDecision(trx, { actor, action: 'depositAddress.reject', targetType: 'depositAddress', targetId: id, detail: { network: proposal.network, address: proposal.address, proposedBy: proposal.proposed_by }, at });
        return toProposal(row);
      });
    },

    async setChain(actor: string, chain: DepositChain, enabled: boolean): Promise<DepositAddressesView> {
      await changing(async (trx) => {
        const row = await repository.lockChain(trx, chain);
        const at = clock.now();
        await repository.saveChain(trx, { chain, enabled, by: actor.toLowerCase(), at });
        await recordDecision(trx, { actor, action: 'depositChain.set', targetType: 'depositChain', targetId: chain, detail: { before: { enabled: row?.enabled ?? true }, after: { enabled } }, at });
      });
      return { networks: await networks(), viewer: actor.toLowerCase() };
    },
  };
}
