import { LockOutline } from '../../../../components/icons';
import { useTranslation } from '../../../../lib/i18n';
import './operators-only.css';

/** What a member who is not an operator sees on the review page. */
export function OperatorsOnly() {
  const { t } = useTranslation();
  return (
    <div className="page-section operators-only" role="status" data-testid="admin-not-allowed">
      <LockOutline className="operators-only__icon" aria-hidden="true" />
      <p>{t('assets.admin.notAllowed')}</p>
    </div>
  );
}
