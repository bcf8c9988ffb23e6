import { STAKING_REWARD_COIN, USDT_DECIMALS } from '@halyard/shared';
import { useTranslation } from '../../../lib/i18n';
import { ErrorState } from '../../../components/error-state';
import { RecordRowsSkeleton } from '../../../components/skeleton';
import { COIN_QUANTITY_DECIMALS } from '../../../entities/account';
import { formatAmount, formatDateTime } from '../../../lib/format';
import { useStakeRewards } from '../api/get-stake-rewards';

/** One stake's daily rewards: the day, the ETH paid and the index price of that day's second. */
export function StakeRewardLog({ stakeId }: { stakeId: number }) {
  const { t } = useTranslation();
  const query = useStakeRewards(stakeId);
  if (query.isPending) return <RecordRowsSkeleton rows={2} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const rows = query.data.pages.flatMap((page) => page.rows);
  if (rows.length === 0) return <p className="reward-log__empty">{t('web3.record.noRewardsYet')}</p>;
  return (
    <>
      <ol className="reward-log" data-testid={`reward-log-${stakeId}`}>
        {rows.map((row) => (
          <li key={row.id} className="reward-log__row" data-testid={`reward-${stakeId}-${row.day}`}>
            <span className="reward-log__day">{t('web3.record.day', { day: row.day })}</span>
            <span className="reward-log__amount amount--up">
              +{formatAmount(row.amount, COIN_QUANTITY_DECIMALS)} {STAKING_REWARD_COIN}
            </span>
            <span className="reward-log__meta">{formatDateTime(row.time)}</span>
            <span className="reward-log__meta">{t('web3.record.atPrice', { price: formatAmount(row.price, USDT_DECIMALS) })}</span>
          </li>
        ))}
      </ol>
      {query.hasNextPage && (
        <button type="button" className="text-button" onClick={() => void query.fetchNextPage()}>
          {t('web3.record.more')}
        </button>
      )}
    </>
  );
}
