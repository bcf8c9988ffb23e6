import { depositAddressAt } from '@halyard/shared/hd-address';
import type { ChainDepositChain, DepositAddress } from '@halyard/shared';
import type { Kysely } from 'kysely';
import type { Database, User } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { assertRealAccount } from '../assets/transfer.service.js';
import * as repository from './deposit-address.repository.js';
import { ChainNodeError } from './chain-node.js';

export interface DepositAddressService {
  /** Chain deposits are on: a node and the platform's public key are configured. */
  readonly enabled: boolean;
  /** The member's own address, assigned at first ask and the same for ever; ERC20 USDT and ETH share it. */
  forMember(user: User, chain: ChainDepositChain): Promise<DepositAddress>;
  /** Refuses to start when the addresses already given out no longer derive from DEPOSIT_XPUB (the key was changed). */
  assertKeyUnchanged(): Promise<void>;
  /** Addresses 0 … n − 1 below the key, n the highest index given out + 1: the list anyone derives from the key (proof of reserves). */
  derivedAddresses(): Promise<string[]>;
}

export function createDepositAddressService(deps: { db: Kysely<Database>; xpub: string | undefined }): DepositAddressService {
  const { db, xpub } = deps;
  return {
    enabled: xpub !== undefined,

    async forMember(user: User, chain: ChainDepositChain): Promise<DepositAddress> {
      if (!xpub) throw AppError.notFound('chainDepositsOff');
      assertRealAccount(user);
      const held = await repository.findMemberAddress(db, user.id);
      if (held) return { chain, address: held.address, index: held.hd_index };
      const index = await repository.nextAddressIndex(db);
      const assigned = await repository.assignMemberAddress(db, { userId: user.id, index, address: depositAddressAt(xpub, index) });
      return { chain, address: assigned.address, index: assigned.hd_index };
    },

    async assertKeyUnchanged(): Promise<void> {
      if (!xpub) return;
      const first = await repository.firstAssignedAddress(db);
      if (first && depositAddressAt(xpub, first.hd_index).toLowerCase() !== first.address.toLowerCase()) {
        throw new ChainNodeError(`DEPOSIT_XPUB does not derive the address already given to member #${first.user_id} at index ${first.hd_index}: members' addresses are for ever, so the key may not change`);
      }
    },

    async derivedAddresses(): Promise<string[]> {
      if (!xpub) return [];
      const assigned = await repository.assignedAddresses(db);
      const byIndex = new Map(assigned.map((row) => [row.hd_index, row.address]));
      const count = (assigned[assigned.length - 1]?.hd_index ?? -1) + 1;
      // An index skipped by a rolled-back assignment is derived like the rest: the list has no holes.
      return Array.from({ length: count }, (_, index) => byIndex.get(index) ?? depositAddressAt(xpub, index));
    },
  };
}
