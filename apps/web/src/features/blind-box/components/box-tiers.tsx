import { USDT, type BoxTier } from '@halyard/shared';
import { Button } from 'antd-mobile';
import { GiftOutline } from '../../../components/icons';
import Decimal from '@halyard/shared/decimal';
import { useTranslation } from '../../../lib/i18n';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { CardsSkeleton } from '../../../components/skeleton';
import { formatAmount, formatPercent, formatQuantity } from '../../../lib/format';
import { useBoxTiers } from '../api/get-box-tiers';
import { PrizeTable } from './prize-table';

function TierCard({ tier, onOpen, opening }: { tier: BoxTier; onOpen?: (tier: BoxTier) => void; opening: boolean }) {
  const { t } = useTranslation();
  return (
    <article className={`box-tier box-tier--${Math.min(tier.level, 4)}`} data-testid={`box-tier-${tier.level}`}>
      <header className="box-tier__head">
        <span className="box-tier__icon" aria-hidden="true">
          <GiftOutline />
        </span>
        <div>
          <h3 className="box-tier__title">{t('blindBox.tier.level', { level: tier.level })}</h3>
          <p className="box-tier__price" data-testid={`box-tier-${tier.level}-price`}>
            {formatQuantity(tier.price, 2)} {USDT}
          </p>
        </div>
      </header>
      <dl className="box-tier__facts">
        <div>
          <dt>{t('blindBox.tier.gift')}</dt>
          <dd>{t('blindBox.tier.giftValue', { amount: formatQuantity(tier.gift, 2) })}</dd>
        </div>
        <div>
          <dt>{t('blindBox.tier.expectedReturn')}</dt>
          <dd data-testid={`box-tier-${tier.level}-return`}>
            {t('blindBox.tier.expectedValue', {
              rate: formatPercent(new Decimal(tier.expectedReturnRate).times(100), { signed: false }),
              amount: formatAmount(tier.expectedReturn, 2),
            })}
          </dd>
        </div>
      </dl>
      <PrizeTable prizes={tier.prizes} caption={t('blindBox.tier.tableLabel', { level: tier.level })} testId={`box-tier-${tier.level}-table`} />
      {onOpen && (
        <Button block color="primary" loading={opening} onClick={() => onOpen(tier)} data-testid={`box-open-${tier.level}`}>
          {t('blindBox.tier.open', { price: formatQuantity(tier.price, 2) })}
        </Button>
      )}
    </article>
  );
}

/** Every tier with its price, gift, expected return and whole prize table; Open only for a member who may. */
export function BoxTiers({ onOpen, openingLevel }: { onOpen?: (tier: BoxTier) => void; openingLevel?: number }) {
  const query = useBoxTiers();
  if (query.isPending) return <CardsSkeleton count={2} height={330} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.rows.length === 0) return <EmptyState testId="box-tiers-empty" />;
  return (
    <div className="box-tiers">
      {query.data.rows.map((tier) => (
        <TierCard key={tier.level} tier={tier} onOpen={onOpen} opening={openingLevel === tier.level} />
      ))}
    </div>
  );
}
