import { Outlet } from 'react-router';
import { LazyAgreementGate, LazyPromptPopup, LazySideMenu, LazySignInDialogs } from '../lazy-overlays';
import { useNavigationEffects } from '../use-navigation-effects';
import { useRealtimeSession } from '../use-realtime-session';
import { LoadingOverlay } from '../../components/loading-overlay';
import { OfflineNotice } from '../../components/offline-notice';

/** Wraps every route: the side menu, sign-in dialogs, the agreement gate, the loading bar and the offline notice live here once. */
export function RootLayout() {
  useNavigationEffects();
  useRealtimeSession();
  return (
    <>
      <Outlet />
      <LazyPromptPopup />
      <LazySideMenu />
      <LazySignInDialogs />
      <LazyAgreementGate />
      <LoadingOverlay />
      <OfflineNotice />
    </>
  );
}
