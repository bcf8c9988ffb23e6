import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../paths';
import { EmptyState } from '../../../components/empty-state';
import { PageSection } from '../../../components/page-section';

/** Asset overview: totals and accounts stay empty until the assets feature reads real balances. */
export default function OverviewRoute() {
  const { t } = useTranslation();
  const actions = [
    { key: 'deposit', path: paths.topUp, label: t('section.overview.deposit') },
    { key: 'withdraw', path: paths.withdrawal, label: t('section.overview.withdraw') },
    { key: 'transfer', path: paths.transferRecord, label: t('section.overview.transfer') },
    { key: 'bill', path: paths.bill, label: t('section.overview.bill') },
  ];
  const accounts = [
    { key: 'fund', title: t('section.overview.fund') },
    { key: 'options', title: t('section.overview.options') },
    { key: 'staking', title: t('section.overview.staking') },
  ];
  return (
    <>
      <PageSection title={t('section.overview.total')} testId="section-total">
        <EmptyState />
      </PageSection>
      <PageSection title={t('section.overview.actions')} testId="section-actions">
        <div className="action-row">
          {actions.map((action) => (
            <Link key={action.key} className="action-row__item" to={action.path} data-testid={`overview-${action.key}`}>
              {action.label}
            </Link>
          ))}
        </div>
      </PageSection>
      <PageSection title={t('section.overview.accounts')} testId="section-accounts">
        {accounts.map((account) => (
          <div key={account.key} className="account-block" data-testid={`account-${account.key}`}>
            <h3 className="account-block__title">{account.title}</h3>
            <EmptyState />
          </div>
        ))}
      </PageSection>
    </>
  );
}
