import { USDT, type ContractRow, type OptionRow, type SpotRow } from '@halyard/shared';
import { StatusTag, type StatusTone } from '../../../../components/status-tag';
import { formatDateTime, formatPair } from '../../../../lib/format';
import { useTranslation } from '../../../../lib/i18n';
import { coinAmount, feeAmount, pairCoin, pairPrice } from '../member-amounts';

const SPOT_TONES: Record<SpotRow['status'], StatusTone> = { pending: 'pending', filled: 'success', cancelled: 'neutral' };
const OPTION_TONES: Record<NonNullable<OptionRow['result']>, StatusTone> = { win: 'success', loss: 'danger', draw: 'neutral' };

/** A spot order: what and how much, at which price, how it stands, and what the fill cost. */
export function SpotOrderRow({ row }: { row: SpotRow }) {
  const { t } = useTranslation();
  const coin = pairCoin(row.pair);
  const price = row.fillPrice ?? row.price;
  return (
    <div className="record-row" data-testid={`member-spot-${row.id}`} data-status={row.status}>
      <span className="record-row__title">
        {formatPair(row.pair)} · {t(`spot.side.${row.side}`)} · {t(`spot.priceType.${row.priceType}`)}
      </span>
      <span className="record-row__amount" data-testid="member-spot-amount">
        {coinAmount(row.amount, coin)} {coin}
      </span>
      <span className="record-row__meta">
        {t(row.fillPrice ? 'spot.field.fillPrice' : 'spot.field.price')} {price ? pairPrice(price, row.pair) : t('spot.priceType.market')} · {formatDateTime(row.filledAt ?? row.createdAt)}
      </span>
      <span className="record-row__status">
        <StatusTag label={t(`spot.status.${row.status}`)} tone={SPOT_TONES[row.status]} status={row.status} />
      </span>
      {row.total !== null && (
        <span className="record-row__extra">
          {t('spot.field.total')} {coinAmount(row.total, USDT)} {USDT} · {t('spot.field.fee')} {feeAmount(row.fee ?? '0', 'spot')} {USDT}
        </span>
      )}
    </div>
  );
}

/** A contract order that never opened: waiting at its limit price, or cancelled. */
export function ContractOrderRow({ row }: { row: ContractRow }) {
  const { t } = useTranslation();
  return (
    <div className="record-row" data-testid={`member-contract-${row.id}`} data-status={row.status}>
      <span className="record-row__title">
        {formatPair(row.pair)} · {t(`contract.side.${row.side}`)} {t('contract.form.leverageValue', { leverage: row.leverage })} · {t(`contract.priceType.${row.priceType}`)}
      </span>
      <span className="record-row__amount" data-testid="member-contract-margin">
        {coinAmount(row.margin, USDT)} {USDT}
      </span>
      <span className="record-row__meta">
        {t('contract.field.price')} {row.price ? pairPrice(row.price, row.pair) : t('contract.priceType.market')} · {formatDateTime(row.createdAt)}
      </span>
      <span className="record-row__status">
        {row.status === 'pending' ? (
          <StatusTag label={t('contract.status.pending')} tone="pending" status={row.status} />
        ) : (
          <StatusTag label={t('contract.reason.cancelled')} tone="neutral" status={row.status} />
        )}
      </span>
      <span className="record-row__extra">
        {t('contract.field.fee')} {feeAmount(row.fee, 'contract')} {USDT}
      </span>
    </div>
  );
}

/** An option: the call and its time, the buy price, and, once settled, the settlement price and payout. */
export function OptionOrderRow({ row }: { row: OptionRow }) {
  const { t } = useTranslation();
  return (
    <div className="record-row" data-testid={`member-option-${row.id}`} data-status={row.status}>
      <span className="record-row__title">
        {formatPair(row.pair)} · {t(`options.direction.${row.direction}`)} · {t('options.form.periodValue', { seconds: row.period })}
      </span>
      <span className="record-row__amount" data-testid="member-option-amount">
        {coinAmount(row.amount, USDT)} {USDT}
      </span>
      <span className="record-row__meta">
        {t('options.field.buyPrice')} {pairPrice(row.buyPrice, row.pair)} · {formatDateTime(row.buyTime)}
      </span>
      <span className="record-row__status">
        {row.result ? (
          <StatusTag label={t(`options.status.${row.result}`)} tone={OPTION_TONES[row.result]} status={row.result} />
        ) : (
          <StatusTag label={t('options.status.open')} tone="pending" status={row.status} />
        )}
      </span>
      {row.settlementPrice !== null && (
        <span className="record-row__meta">
          {t('options.field.settlementPrice')} {pairPrice(row.settlementPrice, row.pair)} · {formatDateTime(row.closeTime)}
        </span>
      )}
      {row.payout !== null && (
        <span className="record-row__status">
          {t('options.field.payout')} {coinAmount(row.payout, USDT)} {USDT}
        </span>
      )}
    </div>
  );
}
