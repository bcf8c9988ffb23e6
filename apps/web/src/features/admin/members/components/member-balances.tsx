import type { Balances } from '@halyard/shared';
import { formatAmount } from '../../../../lib/format';
import { useTranslation } from '../../../../lib/i18n';
import { coinAmount } from '../member-amounts';

/** Every account of the member, each coin at its own precision (0.0123 ETH is 0.01230000), and the total in USDT. */
export function MemberBalances({ balances }: { balances: Balances }) {
  const { t } = useTranslation();
  return (
    <>
      <h3 className="console-subtitle">{t('console.member.balances')}</h3>
      <div className="console-table-wrap">
        <table className="console-table member-balances" data-testid="member-balances">
          <thead>
            <tr>
              <th scope="col">{t('console.member.account')}</th>
              <th scope="col">{t('console.member.available')}</th>
              <th scope="col">{t('console.member.frozenAmount')}</th>
            </tr>
          </thead>
          <tbody>
            {balances.accounts.map((row) => (
              <tr key={`${row.account}-${row.coin}`} data-testid={`member-balance-${row.account}-${row.coin}`}>
                <th scope="row">
                  {t(`assets.account.${row.account}`)} · {row.coin}
                </th>
                <td>{coinAmount(row.available, row.coin)}</td>
                <td>{coinAmount(row.frozen, row.coin)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('console.member.totalUsdt')}</th>
              <td colSpan={2} data-testid="member-balance-total">
                {formatAmount(balances.totalUsdt)} USDT
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
    </>
  );
}
