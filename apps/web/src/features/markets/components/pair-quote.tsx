import { coinByPair, DEFAULT_DECIMALS, trendOf } from '@halyard/shared';
import { useTranslation } from '../../../lib/i18n';
import { changePercent, formatPercent, formatPrice } from '../../../lib/format';
import { useMarketDetail } from '../../../entities/trading';

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
