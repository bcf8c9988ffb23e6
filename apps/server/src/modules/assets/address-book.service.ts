import { canonicalWithdrawalAddress, isWithdrawalAddress } from '@halyard/shared/chain-address';
import {
  CHAIN_NETWORKS,
  WITHDRAWAL_ADDRESS_BOOK_MAX,
  type WithdrawalAddressBody,
  type WithdrawalAddressCheck,
  type WithdrawalAddressRow,
  type WithdrawalChain,
} from '@halyard/shared';
import type { Kysely } from 'kysely';
import type { Page, Paged } from '../../db/paging.js';
import type { Database, User, WithdrawalAddress } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import * as members from '../members/members.service.js';
import * as repository from './address-book.repository.js';
import { paidTo } from './review.repository.js';
import { assertRealAccount } from './transfer.service.js';

function toRow(row: WithdrawalAddress & { paid_count: string | null }): WithdrawalAddressRow {
  return { id: row.id, chain: row.chain, address: row.address, label: row.label, paidCount: Number(row.paid_count ?? 0), createdAt: row.created_at.toISOString() };
}

/** A destination as the member typed it: checked per chain and kept in one spelling. */
function destination(chain: WithdrawalChain, address: string): string {
  if (!isWithdrawalAddress(chain, address)) throw AppError.invalidInput('withdrawalAddressInvalid', { network: CHAIN_NETWORKS[chain] });
  return canonicalWithdrawalAddress(chain, address);
}

export interface AddressBookService {
  /** The member's saved withdrawal addresses, newest first, with how often each was paid to. */
  list(userId: number, page: Page): Promise<Paged<WithdrawalAddressRow>>;
  /** Saves an address with its label (checked for its chain). */
  add(user: User, body: WithdrawalAddressBody): Promise<WithdrawalAddressRow>;
  /** Deletes one of the member's own addresses; another member's id is 404. */
  remove(userId: number, id: number): Promise<void>;
  /** Paid to before by this member (0: a first withdrawal to a new address), and its label if the book has it. */
  check(userId: number, chain: WithdrawalChain, typed: string): Promise<WithdrawalAddressCheck>;
}

/** A member's labelled withdrawal addresses, and what the confirmation sheet says of a destination. */
export function createAddressBookService({ db }: { db: Kysely<Database> }): AddressBookService {
  return {
    async list(userId: number, page: Page) {
      const { rows, total } = await repository.listAddresses(db, userId, page);
      return { rows: rows.map(toRow), total };
    },

    async add(user: User, body: WithdrawalAddressBody): Promise<WithdrawalAddressRow> {
      assertRealAccount(user);
      const address = destination(body.chain, body.address);
      const row = await db.transaction().execute(async (trx) => {
        // The member's row, locked so two additions at once cannot both pass the count.
        await members.lockMember(trx, user.id);
        if ((await repository.countAddresses(trx, user.id)) >= WITHDRAWAL_ADDRESS_BOOK_MAX) throw AppError.businessRule('withdrawalAddressBookFull', { max: WITHDRAWAL_ADDRESS_BOOK_MAX });
        const inserted = await repository.insertAddress(trx, { userId: user.id, chain: body.chain, address, label: body.label });
        if (!inserted) throw AppError.businessRule('withdrawalAddressExists');
        return inserted;
      });
      return toRow({ ...row, paid_count: String(await paidTo(db, user.id, address)) });
    },

    async remove(userId: number, id: number): Promise<void> {
      if (!(await repository.deleteAddress(db, userId, id))) throw AppError.notFound();
    },

    async check(userId: number, chain: WithdrawalChain, typed: string): Promise<WithdrawalAddressCheck> {
      const address = destination(chain, typed);
      const [paidBefore, saved] = await Promise.all([paidTo(db, userId, address), repository.findAddress(db, userId, chain, address)]);
      return { paidBefore, label: saved?.label ?? null };
    },
  };
}
