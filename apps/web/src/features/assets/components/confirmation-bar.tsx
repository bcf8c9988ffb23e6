import { useTranslation } from '../../../lib/i18n';
import './chain-deposit.css';

/** How many of the required confirmations a transfer has: a bar screen readers read as a progress. */
export function ConfirmationBar({ count, required, testId }: { count: number; required: number; testId: string }) {
  const { t } = useTranslation();
  return (
    <span
      className="confirmation-bar"
      role="progressbar"
      aria-label={t('assets.chainDeposit.confirmations')}
      aria-valuemin={0}
      aria-valuemax={required}
      aria-valuenow={count}
      aria-valuetext={t('assets.chainDeposit.confirmationsProgress', { count, required })}
      data-testid={testId}
    >
      <span className="confirmation-bar__fill" style={{ width: `${(100 * count) / required}%` }} />
    </span>
  );
}
