import type { KLineData, PeriodType } from 'klinecharts';
import { useTranslation } from '../../../lib/i18n';
import { changePercent, formatCompact, formatPercent, formatPrice } from '../../../lib/format';
import { formatUtcTemplate, READOUT_DATE_TEMPLATES } from '../chart-format';

interface CandleReadoutProps {
  /** The candle under the crosshair, else the newest one. */
  bar: KLineData | undefined;
  periodType: PeriodType;
  pricePrecision: number;
  /** True while the crosshair picks the candle. */
  focused: boolean;
}

function direction(bar: KLineData): 'up' | 'down' | 'flat' {
  if (bar.close > bar.open) return 'up';
  return bar.close < bar.open ? 'down' : 'flat';
}

/** One candle in words above the chart: its UTC time, open, high, low, close, change and volume. */
export function CandleReadout({ bar, periodType, pricePrecision, focused }: CandleReadoutProps) {
  const { t } = useTranslation();
  const price = (value: number | undefined) => (value === undefined ? '--' : formatPrice(value, pricePrecision));
  const values = [
    { key: 'open', label: t('chart.readout.open'), text: price(bar?.open) },
    { key: 'high', label: t('chart.readout.high'), text: price(bar?.high) },
    { key: 'low', label: t('chart.readout.low'), text: price(bar?.low) },
    { key: 'close', label: t('chart.readout.close'), text: price(bar?.close) },
  ];
  return (
    <div
      className={`candle-readout${focused ? ' candle-readout--focused' : ''}`}
      data-testid="candle-readout"
      data-timestamp={bar ? bar.timestamp / 1000 : undefined}
      data-focused={focused}
    >
      <div className="candle-readout__head">
        <time className="candle-readout__time" data-testid="candle-readout-time">
          {bar ? formatUtcTemplate(bar.timestamp, READOUT_DATE_TEMPLATES[periodType]) : '--'}
        </time>
        <span className={`candle-readout__change${bar ? ` kline-trend--${direction(bar)}` : ''}`}>
          {t('chart.readout.change')} {bar ? formatPercent(changePercent(bar.open, bar.close)) : '--'}
        </span>
        <span className="candle-readout__volume">
          {t('chart.readout.volume')} {bar?.volume === undefined ? '--' : formatCompact(bar.volume)}
        </span>
      </div>
      <dl className="candle-readout__values">
        {values.map((value) => (
          <div key={value.key}>
            <dt>{value.label}</dt>
            <dd data-testid={`candle-readout-${value.key}`}>{value.text}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
