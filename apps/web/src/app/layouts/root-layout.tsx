import { Outlet } from 'react-router';
import { SideMenuContainer } from '../side-menu-container';
import { useNavigationEffects } from '../use-navigation-effects';
import { useRealtimeSession } from '../use-realtime-session';
import { LoadingOverlay } from '../../components/loading-overlay';
import { SignInDialogs } from '../../features/session';

/** Wraps every route: the side menu, sign-in dialogs and the loading overlay live here once. */
export function RootLayout() {
  useNavigationEffects();
  useRealtimeSession();
  return (
    <>
      <Outlet />
      <SideMenuContainer />
      <SignInDialogs />
      <LoadingOverlay />
    </>
  );
}
