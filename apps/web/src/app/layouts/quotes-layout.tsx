import { Outlet } from 'react-router';
import { AppTabBarContainer } from './app-tab-bar-container';
import { paths } from '../paths';
import { useRouteMeta } from '../route-meta';
import { QuotesHeader } from '../../components/quotes-header';
import { useSelectedPairStore } from '../../lib/selected-pair';

/** Quotes pages: the pair header (follows symbols-change events) and tabs unless hidden. */
export function QuotesLayout() {
  const meta = useRouteMeta();
  const pair = useSelectedPairStore((state) => state.pair);
  const tabsHidden = meta?.tabsHidden ?? false;

  return (
    <div className={tabsHidden ? 'page-frame' : 'page-frame page-frame--tabs'}>
      <QuotesHeader pair={pair} tabsHidden={tabsHidden} homePath={paths.home} optionPath={paths.option} />
      <main className="page-body">
        <Outlet />
      </main>
      {!tabsHidden && <AppTabBarContainer />}
    </div>
  );
}
