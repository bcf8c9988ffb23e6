import type { Books } from '@halyard/shared';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { EmptyState } from '../../../../components/empty-state';
import { formatAmount, formatSignedAmount } from '../../../../lib/format';
import type { MessageKey } from '../../../../lib/i18n';

export const PRODUCT_LABELS: Record<string, MessageKey> = {
  contract: 'console.product.contract',
  spot: 'console.product.spot',
  options: 'console.product.options',
};

const PLATFORM_LABELS: Record<string, MessageKey> = {
  deposits: 'console.platform.deposits',
  withdrawals: 'console.platform.withdrawals',
  fees: 'console.platform.fees',
  house_pnl: 'console.platform.housePnl',
  option_pool: 'console.platform.optionPool',
  insurance: 'console.platform.insurance',
  prizes: 'console.platform.prizes',
  spot_desk: 'console.platform.spotDesk',
  staking_rewards: 'console.platform.stakingRewards',
  demo_grants: 'console.platform.demoGrants',
};

/**
 * A titled table of figures ("No data available" when it has no rows); with a chart, the chart
 * over time beside it (below it on a phone), and an optional note on what the figure means.
 */
export function FigureTable({ title, heads, rows, testId, chart, note }: { title: string; heads: string[]; rows: ReactNode[][]; testId: string; chart?: ReactNode; note?: string }) {
  const table =
    rows.length === 0 ? (
      <EmptyState testId={`${testId}-empty`} />
    ) : (
      // A wide table scrolls sideways on a phone: the keyboard can reach and scroll it too.
      <div className="console-table-wrap" role="region" aria-label={title} tabIndex={0}>
        <table className="console-table">
          <thead>
            <tr>
              {heads.map((head, index) => (
                <th key={head} scope="col" className={index > 0 ? 'console-table__number' : undefined}>
                  {head}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((cells, index) => (
              <tr key={index}>
                {cells.map((cell, column) =>
                  column === 0 ? (
                    <th key={column} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={column} className="console-table__number">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  return (
    <div className={chart ? 'books-block books-figure' : 'books-block'} data-testid={testId}>
      <h3 className="console-subtitle">{title}</h3>
      {note && <p className="books-figure__note">{note}</p>}
      {chart ? (
        <div className="books-figure__body">
          {chart}
          {table}
        </div>
      ) : (
        table
      )}
    </div>
  );
}

/** The books' plain tables: the flows by day and the platform accounts (the figures over time have their charts in BooksFigures). */
export function BooksTables({ books }: { books: Books }) {
  const { t } = useTranslation();
  const platform = (name: string) => {
    const key = PLATFORM_LABELS[name];
    return key ? t(key) : name;
  };
  return (
    <div className="books-tables">
      <FigureTable
        testId="books-days"
        title={t('console.books.byDay')}
        heads={[t('console.books.day'), t('console.books.deposits'), t('console.books.withdrawals'), t('console.books.fees'), t('console.books.housePnl')]}
        rows={[...books.days].reverse().map((day) => [day.day, formatAmount(day.depositsUsdt), formatAmount(day.withdrawalsUsdt), formatAmount(day.feesUsdt), formatSignedAmount(day.housePnlUsdt)])}
      />
      <FigureTable
        testId="books-platform"
        title={t('console.books.platform')}
        heads={[t('console.books.account'), t('console.books.balance')]}
        rows={books.platform.map((row) => [`${platform(row.account)} · ${row.coin}`, formatSignedAmount(row.balance)])}
      />
    </div>
  );
}
