import type { Books, BooksSeriesDay } from '@halyard/shared';
import { useTranslation } from '../../../../lib/i18n';
import { BooksChart, chartColor, type ChartLine } from './books-chart';
import { BooksLedgerStrip } from './books-ledger-strip';
import { FigureTable, PRODUCT_LABELS } from './books-tables';
import { formatAmount, formatPair, formatSignedAmount } from '../../../../lib/format';
import { interestSeries, lastValue, periodTotal, productSeries, seriesDays, type ChartSeries } from '../books-series';

/** What a chart's legend and summary say of each series: the period's total, or where it stood at the end. */
type Reading = 'total' | 'end';

/**
 * Each figure of the books with its chart over the period beside its current table: fees and the
 * house's result by product (per day, as stacked bars), open interest per pair, options in flight,
 * staking liabilities and prizes owed (as they stood at each day's end), and each day's nightly
 * ledger check.
 */
export function BooksFigures({ books, period }: { books: Books; period: number }) {
  const { t } = useTranslation();
  const days = seriesDays(books.series, period, new Date());
  const dayKeys = days.map((day) => day.day);
  const from = dayKeys[0] ?? '';
  const to = dayKeys[dayKeys.length - 1] ?? '';
  const product = (name: string) => {
    const key = PRODUCT_LABELS[name];
    return key ? t(key) : name;
  };

  /** Named, coloured lines with their legend figure; and the chart's accessible summary. */
  const chart = (testId: string, title: string, series: ReadonlyArray<ChartSeries & { label: string }>, reading: Reading, kind: 'line' | 'area' | 'bar', signed = false) => {
    const format = signed ? formatSignedAmount : formatAmount;
    const lines: ChartLine[] = series.map((line, index) => ({
      key: line.key,
      label: line.label,
      color: chartColor(index),
      values: line.values,
      figure: `${format(reading === 'total' ? periodTotal(line.values) : lastValue(line.values))} USDT`,
    }));
    const values = lines.map((line) => `${line.label} ${line.figure ?? ''}`).join(', ');
    const label = t(reading === 'total' ? 'console.books.chartTotals' : 'console.books.chartEnd', { title, from, to, values: values || t('common.noData') });
    return <BooksChart testId={testId} days={dayKeys} series={lines} kind={kind} label={label} />;
  };
  const single = (key: string, label: string, pick: (day: BooksSeriesDay) => string) => [{ key, label, values: days.map(pick) }];

  const feesTitle = t('console.books.feesByProduct');
  const houseTitle = t('console.books.housePnlByProduct');
  const interestTitle = t('console.books.openInterest');
  const optionsTitle = t('console.books.optionsInFlight');
  const stakingTitle = t('console.books.stakingLiabilities');
  const prizesTitle = t('console.books.prizesOwed');
  const named = (series: ChartSeries[]) => series.map((line) => ({ ...line, label: product(line.key) }));
  return (
    <div className="books-figures">
      <FigureTable
        testId="books-fees"
        title={feesTitle}
        note={t('console.books.perDayNote')}
        chart={chart('books-chart-fees', feesTitle, named(productSeries(days, (day) => day.feesByProduct)), 'total', 'bar')}
        heads={[t('console.books.product'), t('console.books.allTime')]}
        rows={books.feesByProduct.map((row) => [product(row.product), formatAmount(row.usdt)])}
      />
      <FigureTable
        testId="books-house"
        title={houseTitle}
        note={t('console.books.perDayNote')}
        chart={chart('books-chart-house', houseTitle, named(productSeries(days, (day) => day.housePnlByProduct)), 'total', 'bar', true)}
        heads={[t('console.books.product'), t('console.books.allTime')]}
        rows={books.housePnlByProduct.map((row) => [product(row.product), formatSignedAmount(row.usdt)])}
      />
      <FigureTable
        testId="books-interest"
        title={interestTitle}
        note={t('console.books.interestNote')}
        chart={chart(
          'books-chart-interest',
          interestTitle,
          interestSeries(days).map((line) => ({ ...line, label: t(line.side === 'long' ? 'console.books.longOf' : 'console.books.shortOf', { pair: formatPair(line.pair) }) })),
          'end',
          'line',
        )}
        heads={[t('console.books.pair'), t('console.books.longMargin'), t('console.books.shortMargin'), t('console.books.positions')]}
        rows={books.openInterest.map((row) => [formatPair(row.pair), formatAmount(row.longMargin), formatAmount(row.shortMargin), row.positions])}
      />
      <FigureTable
        testId="books-options"
        title={optionsTitle}
        note={t('console.books.optionsNote')}
        chart={chart('books-chart-options', optionsTitle, single('amount', t('console.books.amount'), (day) => day.optionsInFlight.amountUsdt), 'end', 'area')}
        heads={[t('console.books.now'), t('console.books.count'), 'USDT']}
        rows={[[t('console.books.optionsOpen'), books.optionsInFlight.count, formatAmount(books.optionsInFlight.amountUsdt)]]}
      />
      <FigureTable
        testId="books-staking"
        title={stakingTitle}
        note={t('console.books.stakingNote')}
        chart={chart('books-chart-staking', stakingTitle, single('principal', t('console.books.principal'), (day) => day.stakingLiabilities.usdt), 'end', 'area')}
        heads={[t('console.books.now'), t('console.books.count'), 'USDT']}
        rows={[[t('console.books.stakesRunning'), books.stakingLiabilities.count, formatAmount(books.stakingLiabilities.usdt)]]}
      />
      <FigureTable
        testId="books-prizes"
        title={prizesTitle}
        note={t('console.books.prizesNote')}
        chart={chart('books-chart-prizes', prizesTitle, single('owed', t('console.books.owed'), (day) => day.prizesOwed.usdt), 'end', 'area')}
        heads={[t('console.books.now'), t('console.books.count'), 'USDT']}
        rows={[[t('console.books.boxesUnpaid'), books.prizesOwed.count, formatAmount(books.prizesOwed.usdt)]]}
      />
      <FigureTable
        testId="books-checks"
        title={t('console.books.ledgerOverTime')}
        note={t('console.books.ledgerNote')}
        chart={<BooksLedgerStrip days={days} />}
        heads={[t('console.books.day'), t('console.books.result'), t('console.books.checkedAt')]}
        rows={[...days]
          .reverse()
          .filter((day) => day.ledger)
          .slice(0, 7)
          .map((day) => [day.day, t(day.ledger?.ok ? 'console.books.ledgerDayOk' : 'console.books.ledgerDayBad'), day.ledger?.checkedAt.slice(11, 19) ?? ''])}
      />
    </div>
  );
}
