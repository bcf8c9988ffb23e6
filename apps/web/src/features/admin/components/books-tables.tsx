import type { Books } from '@halyard/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { formatAmount, formatSignedAmount } from '../../../lib/format';
import type { MessageKey } from '../../../lib/i18n';

const PRODUCT_LABELS: Record<string, MessageKey> = {
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

/** A titled table of figures; "No data available" when it has no rows. */
function FigureTable({ title, heads, rows, testId }: { title: string; heads: string[]; rows: ReactNode[][]; testId: string }) {
  return (
    <div className="books-block" data-testid={testId}>
      <h3 className="console-subtitle">{title}</h3>
      {rows.length === 0 ? (
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
      )}
    </div>
  );
}

/** The books' tables: flows by day, fees and house results by product, open interest and the platform accounts. */
export function BooksTables({ books }: { books: Books }) {
  const { t } = useTranslation();
  const product = (name: string) => {
    const key = PRODUCT_LABELS[name];
    return key ? t(key) : name;
  };
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
      <FigureTable testId="books-fees" title={t('console.books.feesByProduct')} heads={[t('console.books.product'), 'USDT']} rows={books.feesByProduct.map((row) => [product(row.product), formatAmount(row.usdt)])} />
      <FigureTable testId="books-house" title={t('console.books.housePnlByProduct')} heads={[t('console.books.product'), 'USDT']} rows={books.housePnlByProduct.map((row) => [product(row.product), formatSignedAmount(row.usdt)])} />
      <FigureTable
        testId="books-interest"
        title={t('console.books.openInterest')}
        heads={[t('console.books.pair'), t('console.books.longMargin'), t('console.books.shortMargin'), t('console.books.positions')]}
        rows={books.openInterest.map((row) => [row.pair, formatAmount(row.longMargin), formatAmount(row.shortMargin), row.positions])}
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
