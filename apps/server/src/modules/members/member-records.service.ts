import type { Kysely } from 'kysely';
import type { BillRow, ContractRow, MemberBillQuery, MemberOrderPage, MemberOrderQuery, MemberPositionQuery } from '@halyard/shared';
import type { Paged } from '../../db/paging.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { ContractService } from '../contract/contract.service.js';
import type { MoneyService } from '../money/money.service.js';
import type { OptionsService } from '../options/options.service.js';
import type { SpotService } from '../spot/spot.service.js';
import * as repository from './members.repository.js';

export interface MemberRecordsService {
  /** One member's bills, newest first. */
  bills(id: number, query: MemberBillQuery): Promise<Paged<BillRow>>;
  /** One member's spot, contract or option orders, newest first. */
  orders(id: number, query: MemberOrderQuery): Promise<MemberOrderPage>;
  /** One member's contract positions, newest first. */
  positions(id: number, query: MemberPositionQuery): Promise<Paged<ContractRow>>;
}

interface MemberRecordsDependencies {
  db: Kysely<Database>;
  money: MoneyService;
  contracts: ContractService;
  spot: SpotService;
  options: OptionsService;
}

/**
 * One member's bills, orders and positions for the console: each module's own reader and row,
 * asked with the member's id, so an operator sees exactly what the member's lists show.
 */
export function createMemberRecordsService({ db, money, contracts, spot, options }: MemberRecordsDependencies): MemberRecordsService {
  /** A member that is not there is a 404, not an empty list. */
  async function assertMember(id: number): Promise<void> {
    if (!(await repository.findMember(db, id))) throw AppError.notFound();
  }

  return {
    async bills(id: number, query: MemberBillQuery): Promise<Paged<BillRow>> {
      await assertMember(id);
      return money.bills(id, query);
    },

    async orders(id: number, { product, ...page }: MemberOrderQuery): Promise<MemberOrderPage> {
      await assertMember(id);
      switch (product) {
        case 'spot':
          return { product, ...(await spot.list(id, page)) };
        case 'contract':
          return { product, ...(await contracts.unopenedOrders(id, page)) };
        case 'options':
          return { product, ...(await options.list(id, page)) };
      }
    },

    async positions(id: number, query: MemberPositionQuery): Promise<Paged<ContractRow>> {
      await assertMember(id);
      return contracts.positions(id, query);
    },
  };
}
