import type { ReviewMember } from '@halyard/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { decimalText } from '../money/money.service.js';
import * as membersRepository from '../members/members.service.js';
import * as repository from './review.repository.js';

const NO_FLOW = { count: 0, sum: '0' };
const DAY_MS = 86_400_000;

/** Who each member of a review page is and what they moved so far, read in three queries for the whole page. */
export async function reviewMembers(db: Kysely<Database>, userIds: readonly number[], now: Date): Promise<(userId: number) => ReviewMember> {
  const ids = [...new Set(userIds)];
  const [members, deposits, withdrawals] = await Promise.all([membersRepository.membersByIds(db, ids), repository.passedDeposits(db, ids), repository.paidWithdrawals(db, ids)]);
  const byId = new Map(members.map((member) => [member.id, member]));
  return (userId) => {
    const member = byId.get(userId);
    // A review row joins its member, so the member is there.
    if (!member) throw new Error(`member ${userId} of a review row is missing`);
    const deposited = deposits.get(userId) ?? NO_FLOW;
    const withdrawn = withdrawals.get(userId) ?? NO_FLOW;
    return {
      address: member.address,
      mbId: member.mb_id,
      kind: member.kind,
      creditScore: member.credit_score,
      joinedAt: member.created_at.toISOString(),
      ageDays: Math.max(0, Math.floor((now.getTime() - member.created_at.getTime()) / DAY_MS)),
      deposits: { count: deposited.count, sumUsdt: decimalText(deposited.sum) },
      withdrawals: { count: withdrawn.count, sumUsdt: decimalText(withdrawn.sum) },
    };
  };
}
