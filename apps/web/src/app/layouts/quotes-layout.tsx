import { useTranslation } from '../../lib/i18n';
import { Outlet } from 'react-router';
import { AppTabBarContainer } from './app-tab-bar-container';
import { paths } from '../paths';
import { useRouteMeta } from '../route-meta';
import { QuotesHeader } from '../../components/quotes-header';
import { SubPageBar } from '../../components/sub-page-bar';
import { useSelectedPairStore } from '../../lib/selected-pair';

/**
 * Quotes pages: the pair header (follows symbols-change events) where one pair is in context, the
 * page title where none is, and tabs unless hidden. The agreement and the white paper are
 * documents: the sub-page bar, like every other sub-page.
 */
export function QuotesLayout() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const pair = useSelectedPairStore((state) => state.pair);
  const title = meta ? t(meta.titleKey) : '';
  if (meta?.subPageBar) {
    return (
      <div className="page-frame">
        <SubPageBar title={title} showBack />
        <main className="page-body">
          <Outlet />
        </main>
      </div>
    );
  }
  const tabsHidden = meta?.tabsHidden ?? false;
  return (
    <div className={tabsHidden ? 'page-frame' : 'page-frame page-frame--tabs'}>
      <QuotesHeader pair={meta?.pairInContext ? pair : undefined} title={title} tabsHidden={tabsHidden} homePath={paths.home} optionPath={paths.option} />
      <main className="page-body">
        <Outlet />
      </main>
      {!tabsHidden && <AppTabBarContainer />}
    </div>
  );
}
