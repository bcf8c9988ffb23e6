import type { ReactNode } from 'react';
import { useTranslation } from '../lib/i18n';
import { FormSkeleton } from '../components/skeleton';
import { RestrictionNotice } from '../components/restriction-notice';
import { useMemberInfo } from '../features/session';
import { restrictionOf, type GatedAction } from '../lib/restrictions';

/**
 * Shows an action's form only to a member who may use it; anyone else reads why first (the demo
 * account may not deposit or withdraw). Wrap each restricted action's form in it: staking, pool
 * actions and blind boxes will. The agreement is the other gate: it opens when the server asks.
 */
export function ActionGate({ action, children }: { action: GatedAction; children: ReactNode }) {
  const { t } = useTranslation();
  const member = useMemberInfo();
  if (!member.data) return member.isError ? <>{children}</> : <FormSkeleton />;
  const restriction = restrictionOf(member.data.kind, action);
  if (!restriction) return <>{children}</>;
  return (
    <RestrictionNotice
      title={t('restriction.mockAccount.title')}
      body={t(`restriction.mockAccount.${action}`)}
      testId={`restriction-${action}`}
    />
  );
}
