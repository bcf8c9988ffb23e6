import { Button } from 'antd-mobile';
import { DownlandOutline } from '../../../../components/icons';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import type { Books } from '@halyard/shared';
import { BooksChart, type ChartLine } from './books-chart';
import { BooksFigures } from './books-figures';
import { BooksTables } from './books-tables';
import { ChipGroup } from '../../../../components/chip-group';
import { ErrorState } from '../../../../components/error-state';
import { CardsSkeleton } from '../../../../components/skeleton';
import { StatusTag } from '../../../../components/status-tag';
import { formatAmount, formatDateTime, formatSignedAmount } from '../../../../lib/format';
import type { MessageKey } from '../../../../lib/i18n';
import { showToast } from '../../../../lib/toast';
import { downloadBooksCsv, useBooks } from '../api/books';
import { everyDay } from '../books-chart-scale';
import { booksTotals } from '../books-totals';
import { FigureCard } from '../../console/components/figure-card';

const PERIODS = ['7', '30', '90'] as const;
type Period = (typeof PERIODS)[number];

type Flow = 'depositsUsdt' | 'withdrawalsUsdt' | 'feesUsdt' | 'housePnlUsdt';
const FLOWS: ReadonlyArray<{ flow: Flow; label: MessageKey; color: string }> = [
  { flow: 'depositsUsdt', label: 'console.books.deposits', color: 'var(--hy-success)' },
  { flow: 'withdrawalsUsdt', label: 'console.books.withdrawals', color: 'var(--hy-danger)' },
  { flow: 'feesUsdt', label: 'console.books.fees', color: 'var(--hy-accent)' },
  { flow: 'housePnlUsdt', label: 'console.books.housePnl', color: 'var(--hy-warning)' },
];

/** The daily flows of the period (every day of it, quiet ones at zero) as lines over time, in USDT. */
function FlowsChart({ rows, period }: { rows: Books['days']; period: number }) {
  const { t } = useTranslation();
  const days = everyDay(rows, period, new Date());
  const lines: ChartLine[] = FLOWS.map(({ flow, label, color }) => ({ key: flow, label: t(label), color, values: days.map((day) => day[flow]) }));
  return <BooksChart testId="books-chart" days={days.map((day) => day.day)} series={lines} label={t('console.books.chartLabel', { from: days[0]?.day ?? '', to: days[days.length - 1]?.day ?? '' })} />;
}

/** The platform's books over the chosen period: sums as cards, the daily flows as a chart, the ledger check, each figure's chart beside its table, and the books as CSV. */
export function BooksView() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<Period>('30');
  const [downloading, setDownloading] = useState(false);
  const books = useBooks(Number(period));
  const download = async () => {
    setDownloading(true);
    try {
      await downloadBooksCsv(Number(period));
      showToast('success', t('console.books.csvDone'));
    } catch {
      // The app has said why (the reporter toasts a refusal or a network failure).
    } finally {
      setDownloading(false);
    }
  };
  const totals = books.data ? booksTotals(books.data.days) : undefined;
  return (
    <section className="console-section" data-testid="console-books">
      <div className="console-section__head">
        <h2 className="console-section__title">{t('console.section.books')}</h2>
        <Button size="small" color="primary" fill="outline" loading={downloading} onClick={() => void download()} data-testid="books-csv">
          <DownlandOutline /> {t('console.books.csv')}
        </Button>
      </div>
      <ChipGroup label={t('console.books.period')} options={PERIODS.map((value) => ({ value, label: t('console.books.lastDays', { count: value }) }))} value={period} onChange={setPeriod} testId="books-period" />
      {books.isPending ? (
        <CardsSkeleton count={4} height={72} />
      ) : books.isError ? (
        <ErrorState error={books.error} onRetry={() => void books.refetch()} />
      ) : (
        <>
          <div className="books-cards">
            <FigureCard testId="books-total-deposits" label={t('console.books.deposits')} value={`${formatAmount(totals?.depositsUsdt ?? 0)} USDT`} />
            <FigureCard testId="books-total-withdrawals" label={t('console.books.withdrawals')} value={`${formatAmount(totals?.withdrawalsUsdt ?? 0)} USDT`} />
            <FigureCard testId="books-total-fees" label={t('console.books.fees')} value={`${formatAmount(totals?.feesUsdt ?? 0)} USDT`} />
            <FigureCard testId="books-total-house" label={t('console.books.housePnl')} value={`${formatSignedAmount(totals?.housePnlUsdt ?? 0)} USDT`} />
            <FigureCard
              testId="books-options-in-flight"
              label={t('console.books.optionsInFlight')}
              value={t('console.books.optionsInFlightValue', { count: books.data.optionsInFlight.count, amount: formatAmount(books.data.optionsInFlight.amountUsdt) })}
            />
          </div>
          <FlowsChart rows={books.data.days} period={Number(period)} />
          <div className="books-ledger" data-testid="books-ledger" data-ok={books.data.ledger.ok}>
            <StatusTag label={t(books.data.ledger.ok ? 'console.books.ledgerOk' : 'console.books.ledgerBad')} tone={books.data.ledger.ok ? 'success' : 'danger'} />
            <span>{t('console.books.ledgerCounts', { accounts: books.data.ledger.accounts, entries: books.data.ledger.entries })}</span>
            {!books.data.ledger.ok && (
              <span>{t('console.books.ledgerUnbalanced', { accounts: books.data.ledger.unbalancedAccounts, entries: books.data.ledger.unbalancedEntries })}</span>
            )}
            <span>{t('console.books.lastNightly', { when: books.data.ledger.lastNightly ? formatDateTime(books.data.ledger.lastNightly) : t('console.books.never') })}</span>
          </div>
          <BooksFigures books={books.data} period={Number(period)} />
          <BooksTables books={books.data} />
        </>
      )}
    </section>
  );
}
