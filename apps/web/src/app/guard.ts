import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from './paths';
import { hasStoredToken } from '../features/session';
import { i18n, messagesReady } from '../lib/i18n';
import { showToast } from '../lib/toast';
import { useLoadingOverlayStore } from '../stores/loading-overlay-store';

/**
 * Public without a token: /home, /login, the NotFound page (the NotFound route has no guard) and
 * /reserves, whose figures are published for anyone. Every other route needs a stored token (spec §4, §6).
 */
const PUBLIC_PATHS: readonly string[] = [paths.home, paths.login, paths.reserves];

export type GuardDecision = { action: 'proceed' } | { action: 'redirect'; to: string; warn: boolean };

export function decideNavigation(pathname: string, hasToken: boolean): GuardDecision {
  if (hasToken || PUBLIC_PATHS.includes(pathname)) return { action: 'proceed' };
  return { action: 'redirect', to: paths.home, warn: pathname !== paths.home };
}

/** Runs before the page renders: scroll to top, show the overlay (timed, so it never sticks), then let through or send home. */
export function guardLoader({ request }: LoaderFunctionArgs): Response | null {
  window.scrollTo(0, 0);
  useLoadingOverlayStore.getState().showFor();
  const decision = decideNavigation(new URL(request.url).pathname, hasStoredToken());
  if (decision.action === 'proceed') return null;
  // The first navigation runs while the messages are still on their way.
  if (decision.warn) void messagesReady.then(() => showToast('error', i18n.t('session.loginInfo')));
  return redirect(decision.to);
}
