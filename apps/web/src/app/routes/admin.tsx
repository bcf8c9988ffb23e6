import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../paths';
import { PageSkeleton } from '../../components/skeleton';
import { OperatorsOnly, ReviewDesk } from '../../features/admin';
import { useMemberInfo } from '../../features/session';

/**
 * /admin: operators review deposits and withdrawals. Anyone else is told so without asking the
 * server, which would answer 403 anyway (the review desk says the same if it does).
 */
export default function AdminRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const member = useMemberInfo();
  // The stored copy may predate the operator flag: wait for the server's own answer.
  if (!member.data || member.isPlaceholderData) return member.isError ? <OperatorsOnly /> : <PageSkeleton />;
  if (!member.data.operator) return <OperatorsOnly />;
  return (
    <>
      <Button block fill="outline" color="primary" onClick={() => void navigate(paths.adminSupport)} data-testid="admin-support-link" style={{ marginBottom: 12 }}>
        {t('support.inbox.open')}
      </Button>
      <ReviewDesk />
    </>
  );
}
