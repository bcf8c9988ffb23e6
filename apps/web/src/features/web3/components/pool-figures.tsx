import { STAKING_REWARD_COIN, USDT, USDT_DECIMALS, type PoolFigures } from '@halyard/shared';
import { useTranslation } from '../../../lib/i18n';
import { Skeleton, SkeletonText } from '../../../components/skeleton';
import { COIN_QUANTITY_DECIMALS } from '../../../entities/account';
import { formatAmount } from '../../../lib/format';

/** A pool's figures: production big, then nodes, participants, staked and (for the whole pool) the member's income. */
export function PoolFiguresCard({ title, figures, income, testId }: { title: string; figures: PoolFigures | undefined; income?: string; testId: string }) {
  const { t } = useTranslation();
  const value = (text: string | undefined, width = '64px') => text ?? <SkeletonText width={width} />;
  const body = (
    <>
      <p className="web3-hero__label">{t('web3.pool.totalProduction')}</p>
      <p className="web3-hero__value" data-testid="pool-production">
        {value(figures && `${formatAmount(figures.totalProduction, COIN_QUANTITY_DECIMALS)} ${STAKING_REWARD_COIN}`, '160px')}
      </p>
      <dl className="web3-hero__grid web3-hero__grid--four">
        <div>
          <dt>{t('web3.pool.activeNodes')}</dt>
          <dd data-testid="pool-nodes">{value(figures && String(figures.activeNodes))}</dd>
        </div>
        <div>
          <dt>{t('web3.pool.participants')}</dt>
          <dd data-testid="pool-participants">{value(figures && String(figures.participants))}</dd>
        </div>
        <div>
          <dt>{t('web3.pool.totalStaked')}</dt>
          <dd data-testid="pool-staked">{value(figures && `${formatAmount(figures.totalStaked, USDT_DECIMALS)} ${USDT}`)}</dd>
        </div>
        {income !== undefined || figures === undefined ? (
          <div>
            <dt>{t('web3.pool.myIncome')}</dt>
            <dd data-testid="pool-income">{value(income && `${formatAmount(income, COIN_QUANTITY_DECIMALS)} ${STAKING_REWARD_COIN}`)}</dd>
          </div>
        ) : null}
      </dl>
    </>
  );
  return (
    <section className="web3-hero" aria-label={title} data-testid={testId}>
      <h2 className="web3-hero__title">{title}</h2>
      {figures ? body : <Skeleton>{body}</Skeleton>}
    </section>
  );
}
