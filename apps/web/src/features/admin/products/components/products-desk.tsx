import { InformationCircleOutline } from '../../../../components/icons';
import { useTranslation } from '../../../../lib/i18n';
import { BoxTiersCard } from '../../blind-box/components/box-tiers-card';
import { ContractTermsForm } from '../../terms/components/contract-terms-form';
import { DepositAddressesCard } from '../../deposit-addresses/components/deposit-addresses-card';
import { FundTermsForm } from '../../terms/components/fund-terms-form';
import { OptionTermsForm } from '../../terms/components/option-terms-form';
import { StakingPlansCard } from '../../staking/components/staking-plans-card';
import { ErrorState } from '../../../../components/error-state';
import { CardsSkeleton } from '../../../../components/skeleton';
import { useProductTerms } from '../../terms/api/terms';
import './products-desk.css';

/** A card's key: a save (by anyone) gives it a new time, so its form starts again from the terms now in force. */
const keyOf = (product: string, changed: { at: string } | null | undefined) => `${product} ${changed?.at ?? 'defaults'}`;

/**
 * The product terms (admins): contracts, options, and deposits and withdrawals, each a card of
 * its own with its own Save; then the staking plans and the blind box tiers, each edited in a
 * side panel. A record keeps the terms it was made under, so a change reaches new ones only.
 */
export function ProductsDesk() {
  const { t } = useTranslation();
  const terms = useProductTerms();
  return (
    <section className="console-section products-desk" data-testid="console-products">
      <h2 className="console-section__title">{t('console.section.products')}</h2>
      <p className="products-note" data-testid="products-note">
        <InformationCircleOutline aria-hidden="true" />
        <span>{t('console.products.note')}</span>
      </p>
      {terms.isPending ? (
        <CardsSkeleton count={3} height={220} />
      ) : terms.isError ? (
        <ErrorState error={terms.error} onRetry={() => void terms.refetch()} />
      ) : (
        <div className="products-cards">
          <ContractTermsForm key={keyOf('contract', terms.data.changed.contract)} saved={terms.data.terms.contract} changed={terms.data.changed.contract ?? null} />
          <OptionTermsForm key={keyOf('options', terms.data.changed.options)} saved={terms.data.terms.options} changed={terms.data.changed.options ?? null} />
          <FundTermsForm key={keyOf('funds', terms.data.changed.funds)} saved={terms.data.terms.funds} changed={terms.data.changed.funds ?? null} />
          <DepositAddressesCard />
        </div>
      )}
      <div className="products-cards">
        <StakingPlansCard />
        <BoxTiersCard />
      </div>
    </section>
  );
}
