import { CheckShieldOutline, ExclamationTriangleOutline, InformationCircleOutline } from '../../../components/icons';
import { useTranslation } from '../../../lib/i18n';
import type { AddressNotice } from '../address-notice';

/** The sheet's word on the destination: checking, new to the member (a warning), paid before, or not checked. */
export function AddressNoticeBanner({ notice }: { notice: AddressNotice }) {
  const { t } = useTranslation();
  switch (notice.kind) {
    case 'checking':
      return (
        <p className="address-notice" role="status" data-testid="withdrawal-confirm-checking" data-notice="checking">
          <span className="address-notice__spinner" aria-hidden="true" />
          {t('assets.withdrawal.checking')}
        </p>
      );
    case 'new':
      return (
        <p className="address-notice address-notice--warning" role="alert" data-testid="withdrawal-confirm-new-address" data-notice="new">
          <ExclamationTriangleOutline className="address-notice__icon" aria-hidden="true" />
          <strong>{t('assets.withdrawal.firstWithdrawal')}</strong>
        </p>
      );
    case 'known':
      return (
        <p className="address-notice address-notice--known" role="status" data-testid="withdrawal-confirm-paid-before" data-notice="known">
          <CheckShieldOutline className="address-notice__icon" aria-hidden="true" />
          {t('assets.withdrawal.paidBefore', { count: notice.paidBefore })}
        </p>
      );
    case 'unchecked':
      return (
        <p className="address-notice address-notice--caution" role="status" data-testid="withdrawal-confirm-unchecked" data-notice="unchecked">
          <InformationCircleOutline className="address-notice__icon" aria-hidden="true" />
          {t('assets.withdrawal.checkFailed')}
        </p>
      );
  }
}
