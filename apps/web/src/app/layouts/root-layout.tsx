import { Outlet, useNavigate } from 'react-router';
import { AgreementGate } from '../agreement-gate';
import { paths } from '../paths';
import { SideMenuContainer } from '../side-menu-container';
import { useNavigationEffects } from '../use-navigation-effects';
import { useRealtimeSession } from '../use-realtime-session';
import { LoadingOverlay } from '../../components/loading-overlay';
import { OfflineNotice } from '../../components/offline-notice';
import { PromptPopup } from '../../features/messages';
import { SignInDialogs, useSessionStore } from '../../features/session';

/** Wraps every route: the side menu, sign-in dialogs, the agreement gate, the loading bar and the offline notice live here once. */
export function RootLayout() {
  useNavigationEffects();
  useRealtimeSession();
  const navigate = useNavigate();
  const signedIn = useSessionStore((state) => state.token !== undefined);
  return (
    <>
      <Outlet />
      {signedIn && <PromptPopup onOpenMessages={() => void navigate(paths.messages)} />}
      <SideMenuContainer />
      <SignInDialogs />
      <AgreementGate />
      <LoadingOverlay />
      <OfflineNotice />
    </>
  );
}
