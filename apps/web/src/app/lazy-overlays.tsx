import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { paths } from './paths';
import { useSessionStore } from '../features/session';
import { useSignInStore } from '../features/session/stores/sign-in-store';
import { useOpenedOnce } from '../hooks/use-opened-once';
import { useGateStore } from '../stores/gate-store';
import { useSideMenuStore } from '../stores/side-menu-store';

/*
 * The overlays every route can open (the side menu, the sign-in dialogs, the agreement sheet, the
 * notification popup) load with their first opening, not with /home: each brings code (the
 * menu's icons, DOMPurify) no first paint needs. Each mounts closed and opens one frame later, so
 * it slides in as before.
 */
const SideMenuContainer = lazy(() => import('./side-menu-container').then((module) => ({ default: module.SideMenuContainer })));
const AgreementGate = lazy(() => import('./agreement-gate').then((module) => ({ default: module.AgreementGate })));
const SignInDialogs = lazy(() =>
  import('../features/session/components/sign-in-dialogs').then((module) => ({ default: module.SignInDialogs })),
);
const PromptPopup = lazy(() => import('../features/messages/components/prompt-popup').then((module) => ({ default: module.PromptPopup })));
const AlertToasts = lazy(() => import('../features/messages/components/alert-toasts').then((module) => ({ default: module.AlertToasts })));

export function LazySideMenu() {
  const opened = useOpenedOnce(useSideMenuStore((state) => state.open));
  return opened ? (
    <Suspense fallback={null}>
      <SideMenuContainer />
    </Suspense>
  ) : null;
}

export function LazyAgreementGate() {
  const opened = useOpenedOnce(useGateStore((state) => state.open === 'agreement'));
  return opened ? (
    <Suspense fallback={null}>
      <AgreementGate />
    </Suspense>
  ) : null;
}

export function LazySignInDialogs() {
  const opened = useOpenedOnce(useSignInStore((state) => state.step.kind !== 'idle'));
  return opened ? (
    <Suspense fallback={null}>
      <SignInDialogs />
    </Suspense>
  ) : null;
}

/** Mounted while a member is signed in (they listen for their prompts and messages), loaded then. */
export function LazyPromptPopup() {
  const navigate = useNavigate();
  const signedIn = useSessionStore((state) => state.token !== undefined);
  return signedIn ? (
    <Suspense fallback={null}>
      <PromptPopup onOpenMessages={() => void navigate(paths.messages)} />
      <AlertToasts onOpenRecord={(path) => void navigate(path)} />
    </Suspense>
  ) : null;
}
