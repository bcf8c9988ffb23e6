/** How the chart went full screen: the browser turned the screen, or our CSS turned the chart. */
export type LandscapeMode = 'screen' | 'rotated';

interface LockableOrientation {
  lock?: (orientation: 'landscape') => Promise<void>;
  unlock?: () => void;
}

/**
 * Full screen in landscape: the element full screen and the screen locked to landscape where the
 * browser allows it (phones with fullscreen); otherwise the chart turned by CSS when the viewport
 * stands upright (iOS Safari, desktop).
 */
export async function enterLandscape(element: HTMLElement): Promise<LandscapeMode> {
  try {
    await element.requestFullscreen();
  } catch {
    // No fullscreen here (iOS Safari before 16.4, an embedded frame): the CSS layout covers the viewport instead.
  }
  try {
    const orientation = screen.orientation as ScreenOrientation & LockableOrientation;
    if (!orientation.lock) throw new Error('no orientation lock');
    await orientation.lock('landscape');
    // Some browsers resolve the lock without turning anything (an emulated or desktop screen).
    if (orientation.type.startsWith('portrait')) throw new Error('the screen did not turn');
    return 'screen';
  } catch {
    if (window.innerHeight <= window.innerWidth) return 'screen';
    // Upright and unlockable: a full-screen element cannot be turned (browsers pin its transform), so the CSS layout turns the chart instead.
    if (document.fullscreenElement) await document.exitFullscreen().catch(() => undefined);
    return 'rotated';
  }
}

export async function leaveLandscape(): Promise<void> {
  (screen.orientation as ScreenOrientation & LockableOrientation).unlock?.();
  if (document.fullscreenElement) await document.exitFullscreen().catch(() => undefined);
}
