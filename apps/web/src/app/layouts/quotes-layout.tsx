import { DEFAULT_PAIR } from '@halyard/shared';
import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { AppTabBarContainer } from './app-tab-bar-container';
import { paths } from '../paths';
import { useRouteMeta } from '../route-meta';
import { QuotesHeader } from '../../components/quotes-header';
import { onAppEvent } from '../../lib/app-events';

/** Quotes pages: the pair header (follows symbols-change events) and tabs unless hidden. */
export function QuotesLayout() {
  const meta = useRouteMeta();
  const [pair, setPair] = useState<string>(DEFAULT_PAIR);
  useEffect(() => onAppEvent('symbols-change', ({ pair: next }) => setPair(next)), []);
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
