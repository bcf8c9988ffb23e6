import { useTranslation } from '../../lib/i18n';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { PageSkeleton } from '../../components/skeleton';
import { ReferralList } from '../../features/admin';
import { useMemberInfo } from '../../features/session';

/** /referrals: an agent's link to share and the members who signed up through it; anyone else is told it is for agents. */
export default function ReferralsRoute() {
  const { t } = useTranslation();
  const member = useMemberInfo();
  if (!member.data || member.isPlaceholderData) return member.isError ? <ErrorState error={member.error} onRetry={() => void member.refetch()} /> : <PageSkeleton />;
  if (member.data.kind !== 'agent') return <EmptyState testId="referrals-agents-only" text={t('console.referrals.agentsOnly')} />;
  return <ReferralList code={member.data.referralCode} />;
}
