import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { paths, type RouteName } from '../apps/web/src/app/paths.js';
import {
  ANY_HEADER,
  byTestId,
  en,
  expectedTabLabels,
  LOCALES,
  messages,
  navigateInApp,
  openMenu,
  signInWithPreview,
  tabLabels,
  type Locale,
} from './support/app.js';
import { phoneSuite } from './support/phone.js';

type Layout = 'home' | 'main' | 'quotes' | 'standalone' | 'document';

interface Expectation {
  layout: Layout;
  tabBar: boolean;
  /** The tab shown as active on this route. */
  activeTab?: 'home' | 'blockchain' | 'currency' | 'contract' | 'staking' | 'overview';
  /** Quotes pages about one pair: the header names it (the others show their title). */
  pair?: boolean;
}

/**
 * What every route of the router must look like (spec §2). Typed by the app's own path table,
 * so a route added to paths.ts without a line here fails the type check.
 */
const routes: Record<RouteName, Expectation> = {
  home: { layout: 'home', tabBar: true, activeTab: 'home' },
  blockchain: { layout: 'main', tabBar: true, activeTab: 'blockchain' },
  blockchainDetail: { layout: 'main', tabBar: false },
  staking: { layout: 'main', tabBar: true, activeTab: 'staking' },
  overview: { layout: 'main', tabBar: true, activeTab: 'overview' },
  transferRecord: { layout: 'main', tabBar: false },
  transferRecordDetail: { layout: 'main', tabBar: false },
  topUp: { layout: 'main', tabBar: false },
  topUpDetail: { layout: 'main', tabBar: false },
  withdrawal: { layout: 'main', tabBar: false },
  withdrawalDetail: { layout: 'main', tabBar: false },
  bill: { layout: 'main', tabBar: false },
  option: { layout: 'main', tabBar: false },
  stakingRecord: { layout: 'main', tabBar: false },
  blindBox: { layout: 'main', tabBar: false },
  blindBoxDetail: { layout: 'main', tabBar: false },
  search: { layout: 'main', tabBar: false },
  officialInfo: { layout: 'main', tabBar: false },
  officialInfoDetail: { layout: 'main', tabBar: false },
  bulletinInfo: { layout: 'main', tabBar: false },
  bulletinInfoDetail: { layout: 'main', tabBar: false },
  manualDetail: { layout: 'main', tabBar: false },
  manualDetailDetail: { layout: 'main', tabBar: false },
  messages: { layout: 'main', tabBar: false },
  settingsNotifications: { layout: 'main', tabBar: false },
  admin: { layout: 'main', tabBar: false },
  adminSupport: { layout: 'main', tabBar: false },
  referrals: { layout: 'main', tabBar: false },
  reserves: { layout: 'main', tabBar: false },
  currency: { layout: 'quotes', tabBar: true, activeTab: 'currency' },
  // The trade page names its pair once, in its own picker; the header says where the member is.
  trade: { layout: 'quotes', tabBar: true },
  chart: { layout: 'quotes', tabBar: false, pair: true },
  history: { layout: 'quotes', tabBar: false, pair: true },
  // Documents under the quotes layout get the sub-page bar: no pair is in context there.
  tos: { layout: 'document', tabBar: false },
  whitePaper: { layout: 'document', tabBar: false },
  thirdParty: { layout: 'standalone', tabBar: false },
  login: { layout: 'standalone', tabBar: false },
};

const routeNames = Object.keys(paths) as RouteName[];

/**
 * Record pages open record 1, which the demo account does not own (unless it made it): the server
 * answers 404, as it must for another member's record, and the page shows its error state. Content
 * pages open item 1 too, which is the first seeded event: a bulletin or FAQ answer of that id is
 * "no such record".
 */
const RECORD_ROUTES: readonly RouteName[] = ['transferRecordDetail', 'topUpDetail', 'withdrawalDetail', 'blindBoxDetail', 'officialInfoDetail', 'bulletinInfoDetail', 'manualDetailDetail'];
const RECORD_NOT_FOUND = /the server responded with a status of 404/;
const RECORD_SHOWN =
  '[data-testid="record-not-found"], [data-testid="transfer-detail"], [data-testid="deposit-detail"], [data-testid="withdrawal-detail"], [data-testid="opening-detail"], [data-testid="article"], [data-testid="article-missing"]';
const RECORD_MISSING = '[data-testid="record-not-found"], [data-testid="article-missing"]';

/** Console errors since `from`, less the expected 404 of a record page (which is then taken off the list). */
async function newErrors(page: Page, errors: string[], from: number, name: RouteName): Promise<string[]> {
  if (RECORD_ROUTES.includes(name)) {
    await page.locator(RECORD_SHOWN).first().waitFor({ state: 'visible' });
    if ((await page.locator(RECORD_MISSING).count()) > 0) {
      await expect.poll(() => errors.slice(from).some((error) => RECORD_NOT_FOUND.test(error))).toBe(true);
      errors.splice(errors.findIndex((error, index) => index >= from && RECORD_NOT_FOUND.test(error)), 1);
    }
  }
  return errors.slice(from);
}

/** A concrete address for a route: `:id` becomes 1. */
function concretePath(name: RouteName): string {
  return paths[name].replace(/:id\b/, '1');
}

const suite = phoneSuite();

/** Waits until the route's header and some page content are there, and no loading indicator is left. */
async function settled(page: Page): Promise<void> {
  await page.waitForSelector(ANY_HEADER);
  // Kept-alive pages stay in the DOM, hidden: wait for a visible piece of this page.
  await page.locator('main.page-body > *, [data-testid="tos"]').filter({ visible: true }).first().waitFor();
  await byTestId(page, 'loading-overlay').waitFor({ state: 'detached' });
  // Lazy pages show a loading state until their chunk (and data) arrive.
  await page.locator('main [data-testid="loading-state"]').filter({ visible: true }).first().waitFor({ state: 'detached', timeout: 10_000 });
}

/** A full load of the document (used once per test and for ?lang=). */
async function visit(page: Page, pathname: string): Promise<void> {
  await page.goto(pathname);
  await settled(page);
}

/** A client-side visit of a route, as a link or the back button would make it. */
async function visitInApp(page: Page, name: RouteName, locale: Locale): Promise<void> {
  if (new URL(page.url()).pathname !== concretePath(name)) await navigateInApp(page, concretePath(name), messages(locale).route[name]);
  await settled(page);
}

async function present(page: Page, testId: string): Promise<boolean> {
  return (await byTestId(page, testId).count()) > 0;
}

/** Checks one route's layout against its expectation, in the given locale. */
async function expectLayout(page: Page, name: RouteName, locale: Locale): Promise<void> {
  const catalogue = messages(locale);
  const { layout, tabBar, activeTab } = routes[name];
  const title = catalogue.route[name];
  const where = `${name} (${concretePath(name)})`;
  expect(new URL(page.url()).pathname, where).toBe(concretePath(name));

  expect(await present(page, 'tab-bar'), `${where}: tab bar`).toBe(tabBar);
  if (tabBar) {
    expect(await tabLabels(page), `${where}: tab labels`).toEqual(expectedTabLabels(locale));
    const activeItems = page.locator('[aria-current="page"] [data-testid^="tab-"]');
    const active = (await activeItems.count()) > 0 ? await activeItems.first().getAttribute('data-testid') : null;
    expect(active, `${where}: active tab`).toBe(activeTab ? `tab-${activeTab}` : null);
  }

  expect(await present(page, 'home-header'), `${where}: home header`).toBe(layout === 'home');
  expect(await present(page, 'quotes-header'), `${where}: quotes header`).toBe(layout === 'quotes');
  const hasBar = layout === 'main' || layout === 'standalone' || layout === 'document';
  expect(await present(page, 'sub-page-bar'), `${where}: sub-page bar`).toBe(hasBar);
  if (hasBar) {
    expect(await byTestId(page, 'page-title').innerText(), `${where}: title`).toBe(title);
    // History back on sub-pages; tab pages have no back arrow.
    expect(await present(page, 'header-back'), `${where}: back arrow`).toBe(!tabBar);
    expect(await present(page, 'header-menu'), `${where}: menu icon`).toBe(true);
  }
  if (layout === 'quotes') {
    if (routes[name].pair) expect(await byTestId(page, 'quotes-pair').innerText(), `${where}: pair`).toBe('BTC/USDT');
    else expect(await byTestId(page, 'page-title').innerText(), `${where}: title where no pair is in context`).toBe(title);
    expect(await present(page, 'quotes-pair'), `${where}: pair only where one is in context`).toBe(routes[name].pair === true);
    expect(await byTestId(page, 'quotes-option-tab').innerText(), `${where}: options tab`).toBe(catalogue.header.options);
    // A home icon, or a back arrow when the tabs are hidden (spec §2).
    expect(await present(page, 'quotes-home'), `${where}: home icon`).toBe(tabBar);
    expect(await present(page, 'header-back'), `${where}: back arrow`).toBe(!tabBar);
  }
  if (name === 'tos') expect(await byTestId(page, 'page-title').innerText()).toBe(title);
  if (layout === 'home') expect(await present(page, 'header-address'), `${where}: signed in`).toBe(true);
  // Every route names itself in the document title.
  expect(await page.title(), `${where}: document title`).toContain(title);
}

async function htmlAttribute(page: Page, name: string): Promise<string | null> {
  return page.evaluate((attribute) => document.documentElement.getAttribute(attribute), name);
}

describe('every route of the router', () => {
  it('has the path table the spec names', () => {
    expect(routeNames.length).toBe(Object.keys(routes).length);
    expect(paths.home).toBe('/home');
    for (const name of routeNames) expect(paths[name], name).toMatch(/^\/[A-Za-z]+(\/[A-Za-z]+)?(\/:id)?$/);
  });

  it('renders each route with its layout, in English, without a console error', async () => {
    const phone = await suite.open();
    const { page } = phone;
    await signInWithPreview(phone);
    for (const name of routeNames) {
      const seen = phone.errors.length;
      await visitInApp(page, name, 'en_US');
      await expectLayout(page, name, 'en_US');
      expect(await newErrors(page, phone.errors, seen, name), `console errors on ${name}`).toEqual([]);
      if (['home', 'overview', 'chart', 'bill'].includes(name)) await phone.screenshot(`route-en-${name}`);
    }
    await page.waitForLoadState('networkidle');
    expect(phone.errors).toEqual([]);
  });

  it('renders each route in Traditional Chinese with the dark theme', async () => {
    const phone = await suite.open();
    const { page } = phone;
    const zh = messages('zh_TW');
    await signInWithPreview(phone);
    await visit(page, '/home?lang=zh_TW');
    await expect.poll(() => htmlAttribute(page, 'lang')).toBe('zh-TW');
    await openMenu(page);
    await byTestId(page, 'menu-theme').click();
    await expect.poll(() => htmlAttribute(page, 'data-theme')).toBe('dark');
    await byTestId(page, 'menu-close').click();
    await byTestId(page, 'side-menu').waitFor({ state: 'hidden' });

    for (const name of routeNames) {
      const seen = phone.errors.length;
      await visitInApp(page, name, 'zh_TW');
      expect(await htmlAttribute(page, 'data-theme'), name).toBe('dark');
      expect(await htmlAttribute(page, 'lang'), name).toBe('zh-TW');
      await expectLayout(page, name, 'zh_TW');
      expect(await newErrors(page, phone.errors, seen, name), `console errors on ${name}`).toEqual([]);
      if (['home', 'overview', 'currency', 'stakingRecord'].includes(name)) await phone.screenshot(`route-zh-dark-${name}`);
    }
    expect(zh.route.overview, 'zh_TW.json still has the English titles').not.toBe(en.route.overview);
  });

  it('shows the NotFound page for an unknown path', async () => {
    const phone = await suite.open();
    const { page } = phone;
    await page.goto('/definitely-not-a-route');
    await byTestId(page, 'not-found').waitFor({ state: 'visible' });
    expect(await byTestId(page, 'page-title').innerText()).toBe(en.route.notFound);
    expect(await present(page, 'tab-bar')).toBe(false);
  });
});

describe('each of the 10 locales', () => {
  it('labels the tabs and titles from its own catalogue', async () => {
    expect(LOCALES).toHaveLength(10);
    const phone = await suite.open();
    const { page } = phone;
    await signInWithPreview(phone);
    const english = expectedTabLabels('en_US');
    for (const locale of LOCALES as readonly Locale[]) {
      const catalogue = messages(locale);
      await visit(page, `/home?lang=${locale}`);
      await expect.poll(() => htmlAttribute(page, 'lang'), { message: locale }).toBe(locale.replace('_', '-'));
      expect(await tabLabels(page), `${locale} /home tabs`).toEqual(expectedTabLabels(locale));
      await visitInApp(page, 'blockchain', locale);
      expect(await tabLabels(page), `${locale} /blockchain tabs`).toEqual(expectedTabLabels(locale));
      expect(await byTestId(page, 'page-title').innerText(), `${locale} /blockchain title`).toBe(catalogue.route.blockchain);
      if (locale !== 'en_US') {
        expect(expectedTabLabels(locale), `${locale}.json still has the English tab labels`).not.toEqual(english);
      }
      expect(phone.errors, `console errors in ${locale}`).toEqual([]);
    }
  });
});
