import { coinByPair, DEFAULT_DECIMALS, trendOf } from '@halyard/shared';
import { useTranslation } from '../../../lib/i18n';
import { changePercent, formatCompact, formatPercent, formatPrice } from '../../../lib/format';
import { useMarketDetail } from '../../../entities/trading';
import '../pair-bar.css';
import '../favourites.css';

/** The pair's last price and 24 h change, live: the compact figures beside the pair picker. */
export function PairQuote({ pair }: { pair: string }) {
  const { t } = useTranslation();
  const { data: detail } = useMarketDetail(pair);
  const precision = coinByPair(pair)?.pricePrecision ?? DEFAULT_DECIMALS;
  const trend = detail ? trendOf(detail.open, detail.close) : 'flat';
  return (
    <p className="pair-quote" aria-label={t('markets.stats.label')} data-testid="pair-quote">
      <strong className={`pair-quote__last market-trend--${trend}`} data-testid="pair-last">
        {detail ? formatPrice(detail.close, precision) : '--'}
      </strong>
      <span className={`pair-quote__change market-trend--${trend}`} data-testid="pair-change">
        {formatPercent(detail ? changePercent(detail.open, detail.close) : undefined)}
      </span>
    </p>
  );
}

/** The pair's 24 h high, low and volume, live: one compact line under the pair bar that fits 360 px. */
export function PairDayStats({ pair }: { pair: string }) {
  const { t } = useTranslation();
  const { data: detail } = useMarketDetail(pair);
  const coin = coinByPair(pair);
  const precision = coin?.pricePrecision ?? DEFAULT_DECIMALS;
  const stats = [
    { key: 'high', label: t('markets.stats.high'), text: detail ? formatPrice(detail.high, precision) : '--' },
    { key: 'low', label: t('markets.stats.low'), text: detail ? formatPrice(detail.low, precision) : '--' },
    { key: 'volume', label: t('markets.stats.volume', { coin: coin?.coin ?? '' }), text: detail ? formatCompact(detail.amount) : '--' },
  ];
  return (
    <dl className="pair-day-stats" aria-label={t('markets.stats.label')} data-testid="pair-day-stats">
      {stats.map((stat) => (
        <div key={stat.key} className="pair-day-stats__item">
          <dt>{stat.label}</dt>
          <dd data-testid={`pair-day-${stat.key}`}>{stat.text}</dd>
        </div>
      ))}
    </dl>
  );
}
