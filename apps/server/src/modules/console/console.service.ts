import { randomInt } from 'node:crypto';
import Decimal from '@halyard/shared/decimal';
import type { Kysely } from 'kysely';
import type {
  AuditQuery,
  AuditRow,
  MemberDetail,
  MemberRow,
  MemberSearchQuery,
  MemberUpdate,
  OperatorRole,
  OperatorRow,
  ReferralRow,
} from '@halyard/shared';
import type { Page, Paged } from '../../db/paging.js';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { recordDecision } from '../audit/audit.service.js';
import { decimalText, type MoneyService } from '../money/money.service.js';
import * as repository from './console.repository.js';

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

export interface ConsoleService {
  /** Every operator with its role. */
  operators(): Promise<OperatorRow[]>;
  /** Adds an operator or changes its role. */
  setOperator(actor: string, address: string, role: OperatorRole): Promise<void>;
  /** Removes an operator; the last admin stays, or nobody could run the console. */
  removeOperator(actor: string, address: string): Promise<void>;
  /** Members matching the search, newest first. */
  members(query: MemberSearchQuery): Promise<Paged<MemberRow>>;
  /** One member's record, balances and counts, for reviewers and support. */
  memberDetail(id: number): Promise<MemberDetail>;
  /** Sets a member's kind, credit score or flags; an agent gets its referral code once, for good. */
  updateMember(actor: string, id: number, update: MemberUpdate): Promise<MemberRow>;
  /** The audit log, newest first, filtered by who, kind of action and day. */
  audit(query: AuditQuery): Promise<{ rows: AuditRow[]; total: number }>;
  /** An agent's own referrals (nobody else's), with their totals. */
  referrals(agentId: number, page: Page): Promise<{ rows: ReferralRow[]; total: number }>;
}

/**
 * The operator console's members, operators and audit log. Every change is audited with what it
 * was before and after, in the same transaction; nothing here moves money or decides an outcome.
 */
export function createConsoleService({ db, clock, money }: { db: Kysely<Database>; clock: Clock; money: MoneyService }): ConsoleService {
  async function member(id: number): Promise<MemberRow> {
    const row = await repository.findMember(db, id);
    if (!row) throw AppError.notFound();
    return toMemberRow(row);
  }

  return {
    async operators(): Promise<OperatorRow[]> {
      return (await repository.listOperators(db)).map((row) => ({ address: row.address, role: row.role, addedBy: row.added_by, createdAt: row.created_at.toISOString() }));
    },

    async setOperator(actor: string, address: string, role: OperatorRole): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const before = await repository.findOperator(trx, address);
        await repository.upsertOperator(trx, address, role, actor);
        await recordDecision(trx, { actor, action: 'operator.set', targetType: 'operator', targetId: address.toLowerCase(), detail: { before: before?.role ?? null, after: role }, at: clock.now() });
      });
    },

    async removeOperator(actor: string, address: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const before = await repository.findOperator(trx, address);
        if (!before) throw AppError.notFound();
        if (before.role === 'admin' && Number((await repository.countAdmins(trx)).count) <= 1) throw AppError.businessRule('lastAdmin');
        await repository.deleteOperator(trx, address);
        await recordDecision(trx, { actor, action: 'operator.remove', targetType: 'operator', targetId: address.toLowerCase(), detail: { before: before.role, after: null }, at: clock.now() });
      });
    },

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

    async audit(query: AuditQuery): Promise<{ rows: AuditRow[]; total: number }> {
      const { rows, total } = await repository.listAudit(db, query);
      return {
        rows: rows.map((row) => ({
          id: row.id,
          actor: row.actor,
          action: row.action,
          targetType: row.target_type,
          targetId: row.target_id,
          detail: JSON.parse(row.detail) as Record<string, unknown>,
          createdAt: row.created_at.toISOString(),
        })),
        total,
      };
    },

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
