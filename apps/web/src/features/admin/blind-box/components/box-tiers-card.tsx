import type { BoxTierConsoleRow } from '@halyard/shared';
import { Button } from 'antd-mobile';
import { EditSOutline } from '../../../../components/icons';
import { useId, useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { BoxTierEditor } from './box-tier-editor';
import { EmptyState } from '../../../../components/empty-state';
import { ErrorState } from '../../../../components/error-state';
import { CardsSkeleton } from '../../../../components/skeleton';
import { StatusTag } from '../../../../components/status-tag';
import { formatQuantity } from '../../../../lib/format';
import { useBoxTiersConsole } from '../api/box-tiers';
import { percentOf } from '../../products/products-draft';
import '../../products/components/plans-tiers.css';

function TierRow({ tier, onEdit }: { tier: BoxTierConsoleRow; onEdit: () => void }) {
  const { t } = useTranslation();
  const testId = `tier-${tier.level}`;
  const name = t('console.products.tiers.level', { level: tier.level });
  return (
    <li className="plan-row tier-row" data-testid={testId} data-active={tier.active}>
      <div className="plan-row__head">
        <strong className="plan-row__title">{name}</strong>
        <StatusTag label={t(tier.active ? 'console.products.tiers.onSale' : 'console.products.tiers.offSale')} tone={tier.active ? 'success' : 'neutral'} status={tier.active ? 'on' : 'off'} testId={`${testId}-status`} />
        <Button size="mini" fill="outline" color="primary" className="plan-row__edit" aria-label={t('console.products.tiers.editLabel', { level: tier.level })} onClick={onEdit} data-testid={`${testId}-edit`}>
          <EditSOutline aria-hidden="true" /> {t('console.products.tiers.edit')}
        </Button>
      </div>
      <dl className="row-facts row-facts--three">
        <div>
          <dt>{t('console.products.tiers.price')}</dt>
          <dd data-testid={`${testId}-price`}>{formatQuantity(tier.price, 8)} USDT</dd>
        </div>
        <div>
          <dt>{t('console.products.tiers.gift')}</dt>
          <dd data-testid={`${testId}-gift`}>{formatQuantity(tier.gift, 8)} USDT</dd>
        </div>
        <div>
          <dt>{t('console.products.tiers.openings')}</dt>
          <dd data-testid={`${testId}-openings`}>{tier.openings}</dd>
        </div>
        <div className="row-facts__wide">
          <dt>{t('console.products.tiers.expectedReturn')}</dt>
          <dd className="row-facts__strong" data-testid={`${testId}-return`} data-amount={tier.expectedReturn} data-rate={tier.expectedReturnRate}>
            {t('console.products.tiers.returnValue', { amount: tier.expectedReturn, percent: percentOf(tier.expectedReturnRate) ?? tier.expectedReturnRate })}
          </dd>
        </div>
      </dl>
      <table className="console-table tier-prizes" data-testid={`${testId}-prizes`} aria-label={`${name} · ${t('console.products.tiers.prizes')}`}>
        <thead>
          <tr>
            <th scope="col">{t('console.products.tiers.field.amount')}</th>
            <th scope="col">{t('console.products.tiers.field.probability')}</th>
          </tr>
        </thead>
        <tbody>
          {tier.prizes.map((prize, index) => (
            // A table's rows are its positions: the index is their key.
            <tr key={index}>
              <td>{formatQuantity(prize.amount, 8)} USDT</td>
              <td>{percentOf(prize.probability) ?? prize.probability} %</td>
            </tr>
          ))}
        </tbody>
      </table>
    </li>
  );
}

/**
 * The blind box tiers (admins): each with its price, gift, sale, openings so far, prize table and
 * the expected return it makes; a tier is changed in a side panel. A change reaches new openings
 * only: an opening keeps the table it was drawn from, so it verifies the same forever.
 */
export function BoxTiersCard() {
  const { t } = useTranslation();
  const titleId = useId();
  const tiers = useBoxTiersConsole();
  const [open, setOpen] = useState(false);
  // Kept while the panel slides away; a new key starts the form afresh each time it opens.
  const [target, setTarget] = useState<{ tier: BoxTierConsoleRow | undefined; key: number }>({ tier: undefined, key: 0 });
  const edit = (tier: BoxTierConsoleRow) => {
    setTarget((current) => ({ tier, key: current.key + 1 }));
    setOpen(true);
  };
  return (
    <section className="console-form terms-card" aria-labelledby={titleId} data-testid="tiers-card">
      <div className="terms-card__head">
        <h3 className="terms-card__title" id={titleId}>
          {t('console.products.tiers.title')}
        </h3>
      </div>
      <p className="console-form__hint">{t('console.products.tiers.note')}</p>
      {tiers.isPending ? (
        <CardsSkeleton count={2} height={160} />
      ) : tiers.isError ? (
        <ErrorState error={tiers.error} onRetry={() => void tiers.refetch()} />
      ) : tiers.data.rows.length === 0 ? (
        <EmptyState text={t('console.products.tiers.empty')} testId="tiers-empty" />
      ) : (
        <ul className="plan-rows tier-rows" data-testid="tiers-list">
          {tiers.data.rows.map((tier) => (
            <TierRow key={tier.level} tier={tier} onEdit={() => edit(tier)} />
          ))}
        </ul>
      )}
      <BoxTierEditor open={open} tier={target.tier} formKey={target.key} onClose={() => setOpen(false)} />
    </section>
  );
}
