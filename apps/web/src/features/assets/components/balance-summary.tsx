import { USDT, type BalanceRow, type Balances } from '@halyard/shared';
import { BillOutline, DownlandOutline, LoopOutline, UploadOutline } from '../../../components/icons';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { HideBalancesToggle } from './hide-balances-toggle';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageSection } from '../../../components/page-section';
import { Skeleton, SkeletonText } from '../../../components/skeleton';
import { formatAmount } from '../../../lib/format';
import { displayDecimals } from '../../../entities/account';
import { HIDDEN_AMOUNT, useHideBalancesStore } from '../stores/hide-balances-store';
import './balances.css';

/** Where the four overview actions lead; the app owns the paths. */
export interface OverviewLinks {
  deposit: string;
  withdraw: string;
  transfer: string;
  bill: string;
}

export type BalancesState = { status: 'pending' } | { status: 'error'; error: unknown; retry: () => void } | { status: 'success'; balances: Balances };

function useAmountText() {
  const hidden = useHideBalancesStore((state) => state.hidden);
  return (value: string, coin: string) => (hidden ? HIDDEN_AMOUNT : formatAmount(value, displayDecimals(coin)));
}

function AccountCard({ row }: { row: BalanceRow }) {
  const { t } = useTranslation();
  const amountText = useAmountText();
  // One card per account and coin: USDT (and the mining reward) by account name, other fund coins with theirs.
  const testId = row.coin === USDT || row.account === 'mining' ? `account-${row.account}` : `account-${row.account}-${row.coin}`;
  return (
    <div className="account-card" data-testid={testId}>
      <div className="account-card__head">
        <h3 className="account-card__title">{t(`assets.account.${row.account}`)}</h3>
        <span className="account-card__coin">{row.coin}</span>
      </div>
      <dl className="account-card__figures">
        <div>
          <dt>{t('assets.balances.available')}</dt>
          <dd data-testid={`${testId}-available`}>{amountText(row.available, row.coin)}</dd>
        </div>
        <div>
          <dt>{t('assets.balances.frozen')}</dt>
          <dd data-testid={`${testId}-frozen`}>{amountText(row.frozen, row.coin)}</dd>
        </div>
      </dl>
    </div>
  );
}

/** The account cards' final shape while the balances load: fund, options, staking and mining. */
function AccountCardsSkeleton() {
  return (
    <Skeleton className="account-cards">
      {['fund', 'options', 'staking', 'mining'].map((account) => (
        <div key={account} className="account-card">
          <div className="account-card__head">
            <span className="account-card__title">
              <SkeletonText width="112px" />
            </span>
            <span className="account-card__coin">
              <SkeletonText width="36px" />
            </span>
          </div>
          <dl className="account-card__figures">
            {['available', 'frozen'].map((figure) => (
              <div key={figure}>
                <dt>
                  <SkeletonText width="56px" />
                </dt>
                <dd>
                  <SkeletonText width="72px" />
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </Skeleton>
  );
}

function ActionLink({ to, icon, label, testId }: { to: string; icon: ReactNode; label: string; testId: string }) {
  return (
    <Link className="assets-actions__item" to={to} data-testid={testId}>
      <span className="assets-actions__icon" aria-hidden="true">
        {icon}
      </span>
      {label}
    </Link>
  );
}

/** The asset overview as shown: total, the four actions and one card per account; no data fetching. */
export function BalanceSummary({ state, links }: { state: BalancesState; links: OverviewLinks }) {
  const { t } = useTranslation();
  const amountText = useAmountText();
  const total = state.status === 'success' ? amountText(state.balances.totalUsdt, USDT) : '--';

  return (
    <>
      <section className="assets-hero" data-testid="section-total">
        <div className="assets-hero__label">
          <span>{t('section.overview.total')}</span>
          <HideBalancesToggle />
        </div>
        <p className="assets-hero__total" data-testid="total-usdt">
          {total}
        </p>
        <nav className="assets-actions" aria-label={t('section.overview.actions')} data-testid="section-actions">
          <ActionLink to={links.deposit} icon={<DownlandOutline />} label={t('section.overview.deposit')} testId="overview-deposit" />
          <ActionLink to={links.withdraw} icon={<UploadOutline />} label={t('section.overview.withdraw')} testId="overview-withdraw" />
          <ActionLink to={links.transfer} icon={<LoopOutline />} label={t('section.overview.transfer')} testId="overview-transfer" />
          <ActionLink to={links.bill} icon={<BillOutline />} label={t('section.overview.bill')} testId="overview-bill" />
        </nav>
      </section>
      <PageSection title={t('section.overview.accounts')} testId="section-accounts">
        {state.status === 'pending' && <AccountCardsSkeleton />}
        {state.status === 'error' && <ErrorState error={state.error} onRetry={state.retry} />}
        {state.status === 'success' &&
          (state.balances.accounts.length === 0 ? (
            <EmptyState />
          ) : (
            <div className="account-cards">
              {state.balances.accounts.map((row) => (
                <AccountCard key={`${row.account}-${row.coin}`} row={row} />
              ))}
            </div>
          ))}
      </PageSection>
    </>
  );
}
