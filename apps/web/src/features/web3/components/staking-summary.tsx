import { STAKING_REWARD_COIN, USDT, USDT_DECIMALS, type StakingSummary } from '@halyard/shared';
import { BillOutline, LoopOutline, UploadOutline } from '../../../components/icons';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { Skeleton, SkeletonText } from '../../../components/skeleton';
import { COIN_QUANTITY_DECIMALS } from '../../../entities/account';
import { formatAmount, formatQuantity } from '../../../lib/format';
import { useStakingSummary } from '../api/get-staking-summary';

function Figures({ summary }: { summary: StakingSummary | undefined }) {
  const { t } = useTranslation();
  // Rewards are small: their own digits, no padding zeros, and the coin set apart so a figure never breaks.
  const eth = (value: string | undefined) =>
    value === undefined ? (
      <SkeletonText width="72px" />
    ) : (
      <>
        {formatQuantity(value, COIN_QUANTITY_DECIMALS)} <span className="web3-hero__unit">{STAKING_REWARD_COIN}</span>
      </>
    );
  return (
    <>
      <p className="web3-hero__label">{t('web3.summary.staked')}</p>
      <p className="web3-hero__value" data-testid="staking-staked">
        {summary ? `${formatAmount(summary.staked, USDT_DECIMALS)} ${USDT}` : <SkeletonText width="140px" />}
      </p>
      <p className="web3-hero__note">{summary ? t('web3.summary.activeStakes', { count: summary.activeStakes }) : <SkeletonText width="80px" />}</p>
      <dl className="web3-hero__grid">
        <div>
          <dt>{t('web3.summary.rewards')}</dt>
          <dd data-testid="staking-rewards">{eth(summary?.rewards)}</dd>
          <dd className="web3-hero__sub">{summary ? t('web3.summary.rewardsValue', { amount: formatAmount(summary.rewardsUsdt, USDT_DECIMALS) }) : <SkeletonText width="64px" />}</dd>
        </div>
        <div>
          <dt>{t('web3.summary.today')}</dt>
          <dd data-testid="staking-today">{eth(summary?.todayRewards)}</dd>
        </div>
        <div>
          <dt>{t('web3.summary.total')}</dt>
          <dd data-testid="staking-total">{eth(summary?.totalRewards)}</dd>
        </div>
      </dl>
    </>
  );
}

/** The member's staking at a glance, and the way to exchange rewards, withdraw and read the records. */
export function StakingSummaryCard({ onExchange, onWithdraw, recordsPath }: { onExchange: () => void; onWithdraw: () => void; recordsPath: string }) {
  const { t } = useTranslation();
  const query = useStakingSummary();
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const figures = query.data ? (
    <Figures summary={query.data} />
  ) : (
    <Skeleton>
      <Figures summary={undefined} />
    </Skeleton>
  );
  return (
    <section className="web3-hero" aria-label={t('web3.summary.title')} data-testid="staking-summary">
      {figures}
      <div className="web3-hero__actions">
        <button type="button" className="web3-hero__action" onClick={onExchange} data-testid="staking-exchange">
          <LoopOutline aria-hidden="true" />
          {t('web3.summary.exchange')}
        </button>
        <button type="button" className="web3-hero__action" onClick={onWithdraw} data-testid="staking-withdraw">
          <UploadOutline aria-hidden="true" />
          {t('web3.summary.withdraw')}
        </button>
        <Link className="web3-hero__action" to={recordsPath} data-testid="staking-records">
          <BillOutline aria-hidden="true" />
          {t('web3.summary.records')}
        </Link>
      </div>
    </section>
  );
}
