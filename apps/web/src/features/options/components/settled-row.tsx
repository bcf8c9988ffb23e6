import { pricePrecisionOf, USDT, type OptionRow } from '@halyard/shared';
import { useTranslation } from '../../../lib/i18n';
import { OptionTitle } from './option-title';
import { StatusTag } from '../../../components/status-tag';
import { formatDateTime, formatPrice, formatSignedAmount } from '../../../lib/format';
import { netResult, netTone, RESULT_TONES } from '../option-rules';

/** A completed option: win, loss or draw, its settlement price and time, and what it made; pressing it opens the detail. */
export function SettledRow({ row, onOpen }: { row: OptionRow; onOpen: (row: OptionRow) => void }) {
  const { t } = useTranslation();
  const net = netResult(row);
  return (
    <button type="button" className="option-row" onClick={() => onOpen(row)} data-testid={`option-settled-${row.id}`} data-result={row.result ?? undefined}>
      <span className="option-row__line">
        <OptionTitle row={row} />
        {row.result && <StatusTag label={t(`options.status.${row.result}`)} tone={RESULT_TONES[row.result]} status={row.result} testId="option-settled-result" />}
      </span>
      <span className="option-row__line">
        <span className="option-row__meta">
          {row.settlementPrice ? `${t('options.field.settlementPrice')} ${formatPrice(row.settlementPrice, pricePrecisionOf(row.pair))} · ` : ''}
          {formatDateTime(row.closeTime)}
        </span>
        <span className={`option-row__net option-net--${netTone(net)}`} data-testid="option-settled-net">
          {net ? `${formatSignedAmount(net, 2)} ${USDT}` : '--'}
        </span>
      </span>
    </button>
  );
}
