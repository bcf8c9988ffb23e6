import { coinByPair, DEFAULT_DECIMALS, QUOTE_COIN, trendOf } from '@halyard/shared';
import { useTranslation } from '../../../lib/i18n';
import { changePercent, formatCompact, formatPercent, formatPrice } from '../../../lib/format';
import { useMarketDetail } from '../../../entities/trading';
import '../market-stats.css';

/** The pair's last price, 24 h change, high, low, volume and turnover, live from the socket. */
export function MarketStats({ pair }: { pair: string }) {
  const { t } = useTranslation();
  const { data: detail } = useMarketDetail(pair);
  const coin = coinByPair(pair);
  const precision = coin?.pricePrecision ?? DEFAULT_DECIMALS;
  const change = detail ? changePercent(detail.open, detail.close) : undefined;
  const trend = detail ? trendOf(detail.open, detail.close) : 'flat';
  const price = (value: number | undefined) => (value === undefined ? '--' : formatPrice(value, precision));
  const stats = [
    { key: 'high', label: t('markets.stats.high'), text: price(detail?.high) },
    { key: 'low', label: t('markets.stats.low'), text: price(detail?.low) },
    { key: 'volume', label: t('markets.stats.volume', { coin: coin?.coin ?? '' }), text: detail ? formatCompact(detail.amount) : '--' },
    { key: 'turnover', label: t('markets.stats.turnover', { coin: QUOTE_COIN }), text: detail ? formatCompact(detail.vol) : '--' },
  ];
  return (
    <section className="market-stats" data-testid="market-stats" aria-label={t('markets.stats.label')}>
      <div className="market-stats__price">
        <strong className={`market-stats__last market-trend--${trend}`} data-testid="stat-last">
          {price(detail?.close)}
        </strong>
        <span className={`market-stats__change market-trend--${trend}`} data-testid="stat-change">
          {formatPercent(change)}
        </span>
      </div>
      <dl className="market-stats__grid">
        {stats.map((stat) => (
          <div key={stat.key} className="market-stats__item">
            <dt>{stat.label}</dt>
            <dd data-testid={`stat-${stat.key}`}>{stat.text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
