import type { AdminWithdrawalRow, ReviewMember, ReviewState } from '@halyard/shared';
import { useTranslation } from '../../../../lib/i18n';
import { StatusTag } from '../../../../components/status-tag';
import { formatAmount, formatDateTime, formatShortAddress } from '../../../../lib/format';

/** Why the item waits or what the operator's approval will do, above the details; nothing for a plain item. */
export function ReviewNotice({ review, testId }: { review: ReviewState; testId: string }) {
  const { t } = useTranslation();
  const when = review.firstApprovedAt === null ? '' : formatDateTime(review.firstApprovedAt);
  const who = review.firstApprovedBy === null ? '' : formatShortAddress(review.firstApprovedBy);
  let text: string | undefined;
  let tone: 'info' | 'warning' = 'info';
  if (review.blocked === 'ownMoney') {
    text = t('assets.review.notice.ownMoney');
    tone = 'warning';
  } else if (review.blocked === 'secondReviewer') {
    text = t('assets.review.notice.youApproved', { when });
  } else if (review.firstApprovedBy !== null && review.may.includes('approve')) {
    text = t('assets.review.notice.confirmAsSecond', { who, when });
  } else if (review.fourEyes && review.may.includes('approve')) {
    text = t('assets.review.notice.fourEyes', { value: review.usdtValue === null ? '--' : formatAmount(review.usdtValue), threshold: formatAmount(review.threshold) });
  }
  if (!text) return null;
  return (
    <p className={`review-notice review-notice--${tone}`} data-testid={`${testId}-notice`} data-blocked={review.blocked ?? undefined}>
      {text}
    </p>
  );
}

/** Who the member is and what they moved so far. */
export function ReviewMemberFacts({ member, testId }: { member: ReviewMember; testId: string }) {
  const { t } = useTranslation();
  return (
    <dl className="review-facts" data-testid={`${testId}-member`}>
      <div>
        <dt>{t('console.member.kind')}</dt>
        <dd data-testid={`${testId}-member-kind`}>{t(`console.kind.${member.kind}`)}</dd>
      </div>
      <div>
        <dt>{t('console.member.creditScore')}</dt>
        <dd data-testid={`${testId}-member-score`}>{member.creditScore}</dd>
      </div>
      <div>
        <dt>{t('assets.review.memberFor')}</dt>
        <dd data-testid={`${testId}-member-age`}>{t('assets.review.days', { days: member.ageDays })}</dd>
      </div>
      <div>
        <dt>{t('assets.review.depositsSoFar')}</dt>
        <dd data-testid={`${testId}-member-deposits`}>{t('assets.review.flow', { count: member.deposits.count, sum: formatAmount(member.deposits.sumUsdt) })}</dd>
      </div>
      <div>
        <dt>{t('assets.review.withdrawalsSoFar')}</dt>
        <dd data-testid={`${testId}-member-withdrawals`}>{t('assets.review.flow', { count: member.withdrawals.count, sum: formatAmount(member.withdrawals.sumUsdt) })}</dd>
      </div>
    </dl>
  );
}

/** Whether the member was paid at this address before, and whether other members use it. */
export function AddressHistory({ history, testId }: { history: AdminWithdrawalRow['addressHistory']; testId: string }) {
  const { t } = useTranslation();
  return (
    <span className="review-tags" data-testid={`${testId}-address-history`}>
      {history.paidToMember === 0 ? (
        <StatusTag label={t('assets.review.newAddress')} tone="pending" testId={`${testId}-new-address`} />
      ) : (
        <StatusTag label={t('assets.review.paidBefore', { count: history.paidToMember })} tone="success" />
      )}
      {history.otherMembers > 0 && <StatusTag label={t('assets.review.otherMembers', { count: history.otherMembers })} tone="danger" testId={`${testId}-shared-address`} />}
    </span>
  );
}

/** The wallet a member says an Ethereum deposit came from, and whether it is their own. */
export function SenderClaim({ sender, own, testId }: { sender: string; own: boolean; testId: string }) {
  const { t } = useTranslation();
  return (
    <span className="review-sender">
      <span className="review-sender__address">{sender}</span>
      <StatusTag label={t(own ? 'assets.review.senderOwn' : 'assets.review.senderOther')} tone={own ? 'success' : 'danger'} testId={`${testId}-sender-claim`} status={own ? 'own' : 'other'} />
    </span>
  );
}
