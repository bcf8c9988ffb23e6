import { CompassOutline } from '../../../components/icons';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toast';
import { useOverlayStore } from '../../../stores/overlay-store';
import { TOUR_STEPS, type TourPage } from '../tour-steps';
import '../tour.css';

/**
 * The guided-tour button of home, blockchain and overview, in the page's header (beside home's
 * logo, in a tab page's empty back slot), where it covers no content: next, previous and done in
 * the current language and theme. Without a signed-in wallet it asks to log in first; it never
 * starts over the notification popup (it is hidden while one is open).
 */
export function TourButton({ page, signedIn }: { page: TourPage; signedIn: boolean }) {
  const { t } = useTranslation();
  const promptOpen = useOverlayStore((state) => state.promptOpen);
  const tourOpen = useOverlayStore((state) => state.tourOpen);
  const setTourOpen = useOverlayStore((state) => state.setTourOpen);
  const closeTour = useRef<(() => void) | null>(null);

  // Leaving the page ends its tour.
  useEffect(() => () => closeTour.current?.(), [page]);

  const start = async () => {
    if (!signedIn) {
      showToast('warning', t('session.pleaseLogIn'));
      return;
    }
    if (useOverlayStore.getState().promptOpen || useOverlayStore.getState().tourOpen) return;
    setTourOpen(true);
    const { startTour } = await import('../start-tour');
    startTour({
      steps: TOUR_STEPS[page].map((step) => ({
        selector: step.selector,
        text: { title: t(`tour.${page}.${step.key}.title` as 'tour.home.banners.title'), body: t(`tour.${page}.${step.key}.body` as 'tour.home.banners.body') },
      })),
      // driver.js fills {{current}} and {{total}} itself: hand them through untouched.
      labels: { next: t('tour.next'), previous: t('tour.previous'), done: t('tour.done'), progress: t('tour.progress', { current: '{{current}}', total: '{{total}}' }) },
      onClose: () => {
        closeTour.current = null;
        setTourOpen(false);
      },
    });
    closeTour.current = () => document.querySelector<HTMLButtonElement>('.driver-popover-close-btn')?.click();
  };

  if (promptOpen || tourOpen) return null;
  return (
    <button type="button" className="icon-button tour-button" onClick={() => void start()} aria-label={t('tour.start')} data-testid="tour-button">
      <CompassOutline />
    </button>
  );
}
