import { STAKING_REWARD_COIN, type MiningPool } from '@halyard/shared';
import Decimal from '@halyard/shared/decimal';
import { useTranslation } from '../../../lib/i18n';
import { COIN_QUANTITY_DECIMALS } from '../../../entities/account';
import { formatAmount } from '../../../lib/format';

const WIDTH = 340;
const HEIGHT = 120;
const BAR_GAP = 4;

/** MM-DD of a YYYY-MM-DD day. */
function shortDay(day: string): string {
  return day.slice(5);
}

/**
 * The pool's production per day (ETH), as bars; screen readers get the same figures as a table.
 * Heights are drawing coordinates only: the amounts themselves stay decimal text.
 */
export function ProductionChart({ daily }: { daily: MiningPool['daily'] }) {
  const { t } = useTranslation();
  const amounts = daily.map((row) => new Decimal(row.amount));
  const max = Decimal.max(...amounts, 0);
  const barWidth = (WIDTH - BAR_GAP * (daily.length - 1)) / Math.max(daily.length, 1);
  const last = daily.at(-1);
  return (
    <figure className="production-chart" data-testid="production-chart">
      <figcaption className="production-chart__caption">
        <span>{t('web3.pool.chartTitle', { days: daily.length })}</span>
        <span className="production-chart__max">{t('web3.pool.chartMax', { amount: formatAmount(max, COIN_QUANTITY_DECIMALS), coin: STAKING_REWARD_COIN })}</span>
      </figcaption>
      <svg className="production-chart__plot" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" aria-hidden="true">
        <line x1="0" x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} className="production-chart__axis" />
        {daily.map((row, index) => {
          const share = max.isZero() ? 0 : amounts[index]?.div(max).toNumber() ?? 0;
          const height = Math.max(share * (HEIGHT - 6), share > 0 ? 2 : 0);
          const x = index * (barWidth + BAR_GAP);
          return (
            <g key={row.day}>
              <rect x={x} y={0} width={barWidth} height={HEIGHT - 1} rx="2" className="production-chart__slot" />
              <rect x={x} y={HEIGHT - height} width={barWidth} height={height} rx="2" className={row === last ? 'production-chart__bar production-chart__bar--today' : 'production-chart__bar'} />
            </g>
          );
        })}
      </svg>
      <div className="production-chart__labels" aria-hidden="true">
        <span>{daily[0] ? shortDay(daily[0].day) : ''}</span>
        <span>{last ? shortDay(last.day) : ''}</span>
      </div>
      <table className="visually-hidden">
        <caption>{t('web3.pool.chartTitle', { days: daily.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('web3.pool.chartDay')}</th>
            <th scope="col">{t('web3.pool.chartAmount', { coin: STAKING_REWARD_COIN })}</th>
          </tr>
        </thead>
        <tbody>
          {daily.map((row) => (
            <tr key={row.day}>
              <td>{row.day}</td>
              <td>{formatAmount(row.amount, COIN_QUANTITY_DECIMALS)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
