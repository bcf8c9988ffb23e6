import { Activity, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Outlet, useNavigate } from 'react-router';
import { AppTabBarContainer } from './app-tab-bar-container';
import { isKeepAliveName, keepAlivePages, type KeepAliveName } from './keep-alive-pages';
import { paths } from '../paths';
import { useRouteMeta } from '../route-meta';
import { HomeHeader } from '../../components/home-header';
import { PageSkeleton } from '../../components/skeleton';
import { SubPageBar } from '../../components/sub-page-bar';
import { MessageBell } from '../../features/messages';
import { LoginButton, useSessionStore } from '../../features/session';
import { SupportButton } from '../../features/support';
import { isTourPage, TourButton } from '../../features/tour';
import { useAppConfig } from '../../lib/app-config';

function MainHeader({ isHome, title, showBack, tour }: { isHome: boolean; title: string; showBack: boolean; tour: ReactNode }) {
  const navigate = useNavigate();
  const { data: config } = useAppConfig();
  const address = useSessionStore((state) => state.address);
  if (!isHome) return <SubPageBar title={title} showBack={showBack} start={tour} />;
  return (
    <HomeHeader
      title={title}
      logoUrl={config?.logoUrl}
      logoName={config?.logoName ?? ''}
      walletButton={<LoginButton />}
      tourButton={tour}
      supportButton={
        <>
          <MessageBell signedIn={Boolean(address)} onOpen={() => void navigate(paths.messages)} />
          <SupportButton address={address} builtIn={config !== undefined && !config.chatUrl} onOpen={() => void navigate(paths.thirdParty)} />
        </>
      }
    />
  );
}

/** Keeps home, staking and overview mounted once visited (React <Activity>); the rest use the Outlet. */
export function MainLayout() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  const current = meta?.name;
  const address = useSessionStore((state) => state.address);
  const [visited, setVisited] = useState<KeepAliveName[]>([]);
  if (isKeepAliveName(current) && !visited.includes(current)) setVisited([...visited, current]);

  return (
    <div className={meta?.tabBar ? 'page-frame page-frame--tabs' : 'page-frame'}>
      <MainHeader
        isHome={current === 'home'}
        title={meta ? t(meta.titleKey) : ''}
        showBack={!meta?.tabBar}
        tour={isTourPage(current) && <TourButton key={current} page={current} signedIn={Boolean(address)} />}
      />
      <main className="page-body">
        {visited.map((name) => {
          const Page = keepAlivePages[name];
          return (
            <Activity key={name} mode={name === current ? 'visible' : 'hidden'}>
              <Suspense fallback={<PageSkeleton />}>
                <Page />
              </Suspense>
            </Activity>
          );
        })}
        {!isKeepAliveName(current) && <Outlet />}
      </main>
      {meta?.tabBar && <AppTabBarContainer />}
    </div>
  );
}
