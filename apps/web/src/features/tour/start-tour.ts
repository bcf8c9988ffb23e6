import { driver } from 'driver.js';
import 'driver.js/dist/driver.css';

export interface TourText {
  title: string;
  body: string;
}

export interface TourOptions {
  steps: ReadonlyArray<{ selector: string; text: TourText }>;
  labels: { next: string; previous: string; done: string; progress: string };
  onClose: () => void;
}

/** Runs driver.js over the steps whose elements are on screen; the app's colours come from its CSS variables. */
export function startTour({ steps, labels, onClose }: TourOptions): void {
  const visible = steps.filter((step) => {
    // Rendered and not hidden (a fixed tab bar has no offsetParent, so ask for its boxes).
    const element = document.querySelector(step.selector);
    return element instanceof HTMLElement && element.getClientRects().length > 0;
  });
  if (visible.length === 0) {
    onClose();
    return;
  }
  const tour = driver({
    steps: visible.map((step) => ({ element: step.selector, popover: { title: step.text.title, description: step.text.body } })),
    showProgress: true,
    progressText: labels.progress,
    nextBtnText: labels.next,
    prevBtnText: labels.previous,
    doneBtnText: labels.done,
    showButtons: ['next', 'previous', 'close'],
    popoverClass: 'hy-tour',
    stageRadius: 10,
    smoothScroll: true,
    // driver.js calls onDestroyed only once a step has finished its animation; this hook runs on every close.
    onDestroyStarted: () => {
      tour.destroy();
      onClose();
    },
  });
  tour.drive();
}
