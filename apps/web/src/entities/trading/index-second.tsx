import { API_BASE, coinByPair, DEFAULT_DECIMALS, routes } from '@halyard/shared';
import { useTranslation } from '../../lib/i18n';
import { formatDateTime, formatPrice } from '../../lib/format';

/** The public record of one index second: anyone may check a fill or a settlement against it. */
export function indexPriceLink(pair: string, second: number): string {
  return `${API_BASE}${routes.market.index.path}?pair=${encodeURIComponent(pair)}&ts=${second}`;
}

/** An index second as a price and a time, with the link to that second's public record. */
export function IndexSecond({ pair, second, price, testId }: { pair: string; second: number; price: string; testId: string }) {
  const { t } = useTranslation();
  const time = formatDateTime(new Date(second * 1000).toISOString());
  const shown = formatPrice(price, coinByPair(pair)?.pricePrecision ?? DEFAULT_DECIMALS);
  return (
    <span className="index-second">
      <span data-testid={`${testId}-value`}>{t('trading.indexValue', { price: shown, time })}</span>
      <a href={indexPriceLink(pair, second)} target="_blank" rel="noopener noreferrer" data-testid={`${testId}-link`}>
        {t('trading.verify')}
      </a>
    </span>
  );
}
