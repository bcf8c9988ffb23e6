import { CHAIN_NETWORKS, USDT, USDT_DECIMALS, type DepositRow } from '@halyard/shared';
import { Link } from 'react-router';
import { RecordList } from '../../../components/record-list';
import { COIN_QUANTITY_DECIMALS } from '../../../entities/account';
import { formatAmount, formatDateTime, formatQuantity, formatShortAddress } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useDeposits } from '../api/get-deposits';
import { useLiveDeposits } from '../api/use-live-deposits';
import { DepositStatusTag } from './deposit-status-tag';
import './chain-deposit.css';

/**
 * A chain deposit's lines under its title: when it was seen and its transaction, then its status
 * (room for a long one) and what an ETH deposit credited in USDT.
 */
function ChainRowLines({ row }: { row: DepositRow }) {
  const { t } = useTranslation();
  const credited = row.status === 'passed' && row.coin !== USDT && row.creditedUsdt !== null ? row.creditedUsdt : null;
  return (
    <>
      <span className="record-row__meta">{formatDateTime(row.createdAt)}</span>
      <span className="record-row__extra record-row__hash" data-testid={`deposit-row-${row.id}-hash`}>
        {formatShortAddress(row.txHash)}
      </span>
      <span className={credited === null ? 'record-row__chain-status record-row__chain-status--wide' : 'record-row__chain-status'}>
        <DepositStatusTag row={row} testId={`deposit-row-${row.id}-status`} />
      </span>
      {credited !== null && (
        <span className="record-row__extra" data-testid={`deposit-row-${row.id}-credited`}>
          {t('assets.chainDeposit.creditedValue', { amount: formatAmount(credited, USDT_DECIMALS) })}
        </span>
      )}
    </>
  );
}

/** The member's deposits, newest first, with their status; the chain's changes arrive live. */
export function DepositList({ detailPath }: { detailPath: (id: number) => string }) {
  const query = useDeposits();
  useLiveDeposits();
  return (
    <RecordList
      query={query}
      testId="deposit-list"
      rowKey={(row) => row.id}
      renderRow={(row) => (
        <Link className="record-row" to={detailPath(row.id)} data-testid={`deposit-row-${row.id}`} data-status={row.status}>
          <span className="record-row__title">
            {/* A coin on its own chain (ETH) names the network: "ETH · Ethereum", never "ETH · ETH". */}
            {row.coin} · {row.chain === row.coin ? CHAIN_NETWORKS[row.chain] : row.chain}
          </span>
          <span className="record-row__amount">
            {formatQuantity(row.amount, COIN_QUANTITY_DECIMALS)} {row.coin}
          </span>
          {row.origin === 'chain' ? (
            <ChainRowLines row={row} />
          ) : (
            <>
              <span className="record-row__meta">{formatDateTime(row.createdAt)}</span>
              <span className="record-row__status">
                <DepositStatusTag row={row} testId={`deposit-row-${row.id}-status`} />
              </span>
            </>
          )}
        </Link>
      )}
    />
  );
}
