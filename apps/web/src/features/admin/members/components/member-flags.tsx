import type { MemberRow } from '@halyard/shared';
import { useTranslation } from '../../../../lib/i18n';
import { StatusTag } from '../../../../components/status-tag';

/** A member's kind and flags as small labels: frozen and trading disabled stand out. */
export function MemberFlags({ member, testId }: { member: MemberRow; testId: string }) {
  const { t } = useTranslation();
  return (
    <span className="member-flags" data-testid={testId}>
      <StatusTag label={t(`console.kind.${member.kind}`)} tone="neutral" status={member.kind} testId={`${testId}-kind`} />
      {member.frozen && <StatusTag label={t('console.member.frozen')} tone="danger" testId={`${testId}-frozen`} />}
      {member.tradingDisabled && <StatusTag label={t('console.member.tradingDisabled')} tone="pending" testId={`${testId}-trading-disabled`} />}
    </span>
  );
}
