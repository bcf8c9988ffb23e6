import { useTranslation } from '../../lib/i18n';
import { Link } from 'react-router';
import { paths } from '../paths';
import { EmptyState } from '../../components/empty-state';
import { SubPageBar } from '../../components/sub-page-bar';
import './not-found.css';

export default function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <div className="page-frame">
      <SubPageBar title={t('route.notFound')} showBack />
      <main className="page-body not-found" data-testid="not-found">
        <EmptyState text={t('notFound.body')} />
        <Link className="not-found__home" to={paths.home} data-testid="not-found-home">
          {t('notFound.backHome')}
        </Link>
      </main>
    </div>
  );
}
