/** The pages with a guided tour (spec §1: home, blockchain and overview only). */
export const TOUR_PAGES = ['home', 'blockchain', 'overview'] as const;
export type TourPage = (typeof TOUR_PAGES)[number];

export interface TourStep {
  /** The element it points at; a step whose element is not on the page is skipped. */
  selector: string;
  /** Key under `tour.<page>.` with `title` and `body`. */
  key: string;
}

const testId = (id: string) => `[data-testid="${id}"]`;

export const TOUR_STEPS: Record<TourPage, readonly TourStep[]> = {
  home: [
    { selector: testId('banner-swiper'), key: 'banners' },
    { selector: testId('bulletin-ticker'), key: 'bulletins' },
    { selector: testId('quick-entries'), key: 'entries' },
    { selector: testId('market-board'), key: 'markets' },
    { selector: testId('message-bell'), key: 'messages' },
    { selector: testId('support-button'), key: 'support' },
    { selector: testId('header-menu'), key: 'menu' },
  ],
  blockchain: [
    { selector: testId('section-pools'), key: 'pools' },
    { selector: testId('section-plans'), key: 'plans' },
    { selector: testId('tab-bar'), key: 'tabs' },
  ],
  overview: [
    { selector: testId('section-total'), key: 'total' },
    { selector: testId('section-actions'), key: 'actions' },
    { selector: testId('section-accounts'), key: 'accounts' },
    { selector: testId('tab-bar'), key: 'tabs' },
  ],
};

export function isTourPage(name: string | undefined): name is TourPage {
  return (TOUR_PAGES as readonly string[]).includes(name ?? '');
}
