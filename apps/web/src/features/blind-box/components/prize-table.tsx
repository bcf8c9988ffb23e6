import { USDT, type Prize } from '@halyard/shared';
import Decimal from '@halyard/shared/decimal';
import { useTranslation } from '../../../lib/i18n';
import { formatPercent, formatQuantity } from '../../../lib/format';

/** A probability as the member reads it: 0.005 -> 0.50%. */
export function chanceText(probability: string): string {
  return formatPercent(new Decimal(probability).times(100), { signed: false });
}

/** A tier's whole prize table in table order (the order the roll walks); the drawn row marked when given. */
export function PrizeTable({ prizes, caption, drawn, testId }: { prizes: readonly Prize[]; caption: string; drawn?: number; testId: string }) {
  const { t } = useTranslation();
  return (
    <table className="prize-table" data-testid={testId}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('blindBox.tier.prize')}</th>
          <th scope="col">{t('blindBox.tier.chance')}</th>
        </tr>
      </thead>
      <tbody>
        {prizes.map((prize, index) => (
          <tr key={index} className={index === drawn ? 'prize-table__row--drawn' : undefined} aria-current={index === drawn ? 'true' : undefined}>
            <td>
              {formatQuantity(prize.amount, 2)} {USDT}
              {index === drawn && <span className="prize-table__mark">{t('blindBox.detail.drawn')}</span>}
            </td>
            <td>{chanceText(prize.probability)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
