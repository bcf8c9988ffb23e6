import { Button } from 'antd-mobile';
import { useTranslation } from '../../../lib/i18n';
import { useAcceptAgreement } from '../api/accept-agreement';
import { useMemberInfo } from '../api/get-member-info';
import { showToast } from '../../../lib/toast';
import '../agreement.css';

/** Under the user agreement: an Accept button for a signed-in user who has not accepted it yet. */
export function AgreementAccept() {
  const { t } = useTranslation();
  const { data: member } = useMemberInfo();
  const accept = useAcceptAgreement();

  if (!member) return null;
  if (member.authorized) {
    return (
      <p className="agreement-accepted" data-testid="tos-accepted">
        {t('tos.accepted')}
      </p>
    );
  }
  return (
    <Button
      block
      color="primary"
      size="large"
      loading={accept.isPending}
      loadingText={t('tos.accept')}
      data-testid="tos-accept"
      onClick={() => accept.mutate(undefined, { onSuccess: () => showToast('success', t('tos.acceptSuccess')) })}
    >
      {t('tos.accept')}
    </Button>
  );
}
