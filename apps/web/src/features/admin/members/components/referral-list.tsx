import type { ReferralRow } from '@halyard/shared';
import { Button } from 'antd-mobile';
import { useTranslation } from '../../../../lib/i18n';
import { RecordList } from '../../../../components/record-list';
import { copyText } from '../../../../lib/clipboard';
import { formatAmount, formatDate } from '../../../../lib/format';
import { showToast } from '../../../../lib/toast';
import { useReferrals } from '../api/referrals';
import '../../console/console.css';
import '../../console/console-sections.css';
import '../../console/console-forms.css';
import '../../console/console-figures.css';
import '../../console/console-content.css';
import './referral-list.css';

function ReferralRowView({ row }: { row: ReferralRow }) {
  const { t } = useTranslation();
  return (
    <div className="record-row" data-testid={`referral-row-${row.mbId}`}>
      <span className="record-row__title">{row.mbId}</span>
      <span className="record-row__amount">{formatAmount(row.depositedUsdt)} USDT</span>
      <span className="record-row__meta console-row__mono">{row.address}</span>
      <span className="record-row__status">{t('console.referrals.orders', { count: row.orders })}</span>
      <span className="record-row__meta">{t('console.referrals.joined', { date: formatDate(row.joinedAt) })}</span>
    </div>
  );
}

/** An agent's own link to share (?ref=CODE) and the members who signed up through it, with their totals. */
export function ReferralList({ code }: { code: string | null }) {
  const { t } = useTranslation();
  const query = useReferrals();
  const link = code ? `${window.location.origin}/?ref=${code}` : undefined;
  const copy = async () => {
    if (!link) return;
    const copied = await copyText(link);
    showToast(copied ? 'success' : 'error', t(copied ? 'console.referrals.copied' : 'console.referrals.copyFailed'));
  };
  return (
    <div className="referrals" data-testid="referrals">
      <section className="page-section" data-testid="referral-code">
        <h2 className="page-section__title">{t('console.referrals.yourCode')}</h2>
        <p className="referrals__code">{code ?? '-'}</p>
        {link && (
          <>
            <p className="console-row__mono referrals__link" data-testid="referral-link">
              {link}
            </p>
            <Button size="small" color="primary" fill="outline" onClick={() => void copy()} data-testid="referral-copy">
              {t('console.referrals.copy')}
            </Button>
          </>
        )}
        <p className="console-form__hint">{t('console.referrals.hint')}</p>
      </section>
      <section className="page-section">
        <h2 className="page-section__title">{t('console.referrals.members')}</h2>
        <RecordList query={query} testId="referral-list" rowKey={(row) => row.mbId} renderRow={(row) => <ReferralRowView row={row} />} />
      </section>
    </div>
  );
}
