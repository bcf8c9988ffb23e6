import { randomInt } from 'node:crypto';
import Decimal from '@halyard/shared/decimal';
import type { Kysely } from 'kysely';
import type { MemberDetail, MemberRow, MemberSearchQuery, MemberUpdate, ReferralRow } from '@halyard/shared';
import type { Page, Paged } from '../../db/paging.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { recordDecision } from '../audit/audit.service.js';
import { decimalText, type MoneyService } from '../money/money.service.js';
import * as repository from './members.repository.js';

/** What other modules ask of the `users` table, which this module owns. */
export { findAgentByCode, findMbId, findUserByAddress, findUserByMbId, idsOfAddresses, insertUserIfAbsent, lockMember, mbIdExists, membersByIds, setAgreementVersion } from './members.repository.js';

type MemberColumns = NonNullable<Awaited<ReturnType<typeof repository.findMember>>>;

function toMemberRow(row: MemberColumns): MemberRow {
  return {
    id: row.id,
    address: row.address,
    mbId: row.mb_id,
    kind: row.kind,
    creditScore: row.credit_score,
    frozen: row.frozen,
    tradingDisabled: row.trading_disabled,
    referralCode: row.referral_code,
    referredBy: row.agent_mb_id,
    createdAt: row.created_at.toISOString(),
  };
}

/** Letters and digits a person reads without mistaking one for another. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

function newReferralCode(): string {
  return Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

/** Shows who without the whole key: the first 6 and last 4 characters. */
function shortAddress(address: string): string {
  return `${address.slice(0, 6)}…${address.slice(-4)}`;
}

export interface MembersService {
  /** Members matching the search, newest first. */
  members(query: MemberSearchQuery): Promise<Paged<MemberRow>>;
  /** One member's record, balances and counts, for reviewers and support. */
  memberDetail(id: number): Promise<MemberDetail>;
  /** Sets a member's kind, credit score or flags; an agent gets its referral code once, for good. */
  updateMember(actor: string, id: number, update: MemberUpdate): Promise<MemberRow>;
  /** An agent's own referrals (nobody else's), with their totals. */
  referrals(agentId: number, page: Page): Promise<{ rows: ReferralRow[]; total: number }>;
}

/**
 * Members as the console sees and changes them, and an agent's referrals. Every change is audited
 * with what it was before and after, in the same transaction; nothing here moves money.
 */
export function createMembersService({ db, clock, money }: { db: Kysely<Database>; clock: Clock; money: MoneyService }): MembersService {
  async function member(id: number): Promise<MemberRow> {
    const row = await repository.findMember(db, id);
    if (!row) throw AppError.notFound();
    return toMemberRow(row);
  }

  return {
    async members(query: MemberSearchQuery) {
      const { rows, total } = await repository.searchMembers(db, query);
      return { rows: rows.map(toMemberRow), total };
    },

    async memberDetail(id: number): Promise<MemberDetail> {
      const row = await member(id);
      const activity = await repository.memberActivity(db, id);
      const count = (key: string) => Number(activity[key] ?? 0);
      return {
        member: row,
        balances: await money.balances(id),
        activity: {
          contracts: { open: count('contracts_open'), total: count('contracts_total') },
          spot: { open: count('spot_open'), total: count('spot_total') },
          options: { open: count('options_open'), total: count('options_total') },
          deposits: { open: count('deposits_open'), total: count('deposits_total'), passedUsdt: decimalText(activity.deposits_usdt ?? '0') },
          withdrawals: { open: count('withdrawals_open'), total: count('withdrawals_total'), paidUsdt: decimalText(activity.withdrawals_usdt ?? '0') },
        },
        referred: count('referred'),
      };
    },

    /** Sets a member's kind, credit score or flags; an agent gets its referral code once, for good. */
    async updateMember(actor: string, id: number, update: MemberUpdate): Promise<MemberRow> {
      await db.transaction().execute(async (trx) => {
        const before = await repository.lockMember(trx, id);
        if (!before) throw AppError.notFound();
        if (before.kind === 'mock' && update.kind !== undefined) throw AppError.businessRule('mockKindFixed');
        const changes = {
          ...(update.kind === undefined ? {} : { kind: update.kind }),
          ...(update.creditScore === undefined ? {} : { credit_score: update.creditScore }),
          ...(update.frozen === undefined ? {} : { frozen: update.frozen }),
          ...(update.tradingDisabled === undefined ? {} : { trading_disabled: update.tradingDisabled }),
          ...(update.kind === 'agent' && before.referral_code === null ? { referral_code: newReferralCode() } : {}),
        };
        await repository.updateMember(trx, id, changes);
        const was = { kind: before.kind, creditScore: before.credit_score, frozen: before.frozen, tradingDisabled: before.trading_disabled };
        await recordDecision(trx, { actor, action: 'member.update', targetType: 'member', targetId: id, detail: { before: was, after: { ...was, ...update } }, at: clock.now() });
      });
      return member(id);
    },

    /** An agent's own referrals (nobody else's), with their totals. */
    async referrals(agentId: number, page: Page): Promise<{ rows: ReferralRow[]; total: number }> {
      const { rows, total } = await repository.listReferrals(db, agentId, page);
      return {
        rows: rows.map((row) => ({
          mbId: row.mb_id,
          address: shortAddress(row.address),
          joinedAt: row.created_at.toISOString(),
          depositedUsdt: new Decimal(row.deposited).toFixed(),
          orders: Number(row.orders),
        })),
        total,
      };
    },
  };
}
