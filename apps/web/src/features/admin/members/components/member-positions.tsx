import { USDT, type ContractRow } from '@halyard/shared';
import Decimal from '@halyard/shared/decimal';
import { RecordList } from '../../../../components/record-list';
import { StatusTag, type StatusTone } from '../../../../components/status-tag';
import { formatDateTime, formatPair } from '../../../../lib/format';
import { useTranslation } from '../../../../lib/i18n';
import { useMemberPositions } from '../api/get-member-positions';
import { coinAmount, pairCoin, pairPrice, signedCoinAmount } from '../member-amounts';

const CLOSE_TONES: Record<NonNullable<ContractRow['closeReason']>, StatusTone> = { manual: 'neutral', takeProfit: 'success', stopLoss: 'danger', liquidation: 'danger' };

function pnlTone(pnl: string | null): string {
  if (pnl === null) return '';
  const value = new Decimal(pnl);
  return value.gt(0) ? 'amount--up' : value.lt(0) ? 'amount--down' : '';
}

/** A position: its size and margin, entry and close or liquidation price, realised PnL, how it stands and when. */
function PositionRow({ row }: { row: ContractRow }) {
  const { t } = useTranslation();
  const coin = pairCoin(row.pair);
  const field = (key: 'margin' | 'size' | 'openPrice' | 'closePrice' | 'liquidationPrice', value: string) => `${t(`contract.field.${key}`)} ${value}`;
  return (
    <div className="record-row" data-testid={`member-position-${row.id}`} data-status={row.status}>
      <span className="record-row__title">
        {formatPair(row.pair)} · {t(`contract.side.${row.side}`)} {t('contract.form.leverageValue', { leverage: row.leverage })}
      </span>
      <span className={`record-row__amount ${pnlTone(row.realizedPnl)}`} data-testid="member-position-pnl">
        {row.realizedPnl === null ? '--' : `${signedCoinAmount(row.realizedPnl, USDT)} ${USDT}`}
      </span>
      <span className="record-row__meta" data-testid="member-position-margin">
        {field('margin', `${coinAmount(row.margin, USDT)} ${USDT}`)}
      </span>
      <span className="record-row__status">
        {row.closeReason ? (
          <StatusTag label={t(`contract.reason.${row.closeReason}`)} tone={CLOSE_TONES[row.closeReason]} status={row.status} />
        ) : (
          <StatusTag label={t('console.member.positionOpen')} tone="pending" status={row.status} />
        )}
      </span>
      <span className="record-row__meta" data-testid="member-position-size">
        {field('size', `${coinAmount(row.size ?? '0', coin)} ${coin}`)}
      </span>
      <span className="record-row__status" data-testid="member-position-entry">
        {row.openPrice && field('openPrice', pairPrice(row.openPrice, row.pair))}
      </span>
      <span className="record-row__meta">{row.openedAt && `${t('contract.field.openedAt')} ${formatDateTime(row.openedAt)}`}</span>
      <span className="record-row__status" data-testid="member-position-exit">
        {row.closePrice ? field('closePrice', pairPrice(row.closePrice, row.pair)) : row.liquidationPrice && field('liquidationPrice', pairPrice(row.liquidationPrice, row.pair))}
      </span>
      {row.closedAt && <span className="record-row__meta">{`${t('contract.field.closedAt')} ${formatDateTime(row.closedAt)}`}</span>}
    </div>
  );
}

/** The member's contract positions, open and closed, newest first. */
export function MemberPositions({ id }: { id: number }) {
  const query = useMemberPositions(id);
  return <RecordList query={query} testId="member-positions" rowKey={(row) => row.id} renderRow={(row) => <PositionRow row={row} />} />;
}
