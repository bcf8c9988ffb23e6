import { useTranslation } from '../../../lib/i18n';
import './chain-deposit.css';
import { copyText } from '../../../lib/clipboard';
import { formatShortAddress } from '../../../lib/format';
import { showToast } from '../../../lib/toast';

/** A transaction hash, shortened, with a button that copies the whole of it. */
export function TxHash({ hash, testId }: { hash: string; testId: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    const copied = await copyText(hash);
    showToast(copied ? 'success' : 'error', copied ? t('assets.deposit.copySuccess') : t('assets.deposit.copyFailed'));
  };
  return (
    <span className="tx-hash">
      <span className="tx-hash__value" data-testid={testId} data-value={hash} title={hash}>
        {formatShortAddress(hash)}
      </span>
      <button type="button" className="text-button tx-hash__copy" data-testid={`${testId}-copy`} aria-label={t('assets.chainDeposit.copyHash')} onClick={() => void copy()}>
        {t('assets.deposit.copy')}
      </button>
    </span>
  );
}
