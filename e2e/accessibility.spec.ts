import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { paths, type RouteName } from '../apps/web/src/app/paths.js';
import { accessibilityProblems, overlaysSettled } from './support/accessibility.js';
import { ANY_HEADER, byTestId, en, navigateInApp, open, openMenu, signInWithPreview } from './support/app.js';
import { phoneSuite } from './support/phone.js';

/**
 * axe (every rule but WCAG AAA's) and a keyboard-reach check on every route, signed out and signed in,
 * in the light and the dark theme: any serious or critical violation fails the suite.
 */
const suite = phoneSuite();
const routeNames = Object.keys(paths) as RouteName[];

function concretePath(name: RouteName): string {
  return paths[name].replace(/:id\b/, '1');
}

/** The route has rendered and nothing is loading any more (axe reads the final page, not its skeleton). */
async function settled(page: Page): Promise<void> {
  await page.waitForSelector(ANY_HEADER);
  await page.locator('main.page-body > *').filter({ visible: true }).first().waitFor();
  await byTestId(page, 'loading-overlay').waitFor({ state: 'detached' });
  await page.locator('main [data-testid="loading-state"]').filter({ visible: true }).first().waitFor({ state: 'detached', timeout: 10_000 });
  // The drawer and dialogs fade and slide in; axe must not catch one half-faded.
  await overlaysSettled(page);
}

async function useTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('theme', JSON.stringify({ v: 1, value, expiresAt: null })), theme);
  await page.reload();
  await settled(page);
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
}

/**
 * Visits the routes as a link would (the title says the route has committed) and audits each
 * page it lands on once. Signed out, only /home and /login are open: every other route sends
 * the visitor home (guard.spec.ts proves that), so those two are the pages a visitor can see.
 */
async function auditRoutes(page: Page, label: string, names: readonly RouteName[]): Promise<string[]> {
  const problems: string[] = [];
  const audited = new Set<string>();
  for (const name of names) {
    const target = concretePath(name);
    if (new URL(page.url()).pathname !== target) await navigateInApp(page, target, en.route[name]);
    await settled(page).catch((error: unknown) => {
      throw new Error(`${label} ${target} did not settle: ${String(error)}`);
    });
    const landed = new URL(page.url()).pathname;
    if (audited.has(landed)) continue;
    audited.add(landed);
    problems.push(...(await accessibilityProblems(page, `${label} ${landed}`)));
  }
  return problems;
}

describe('accessibility of every route', () => {
  it('signed out, light and dark: home, sign-in, not found, the menu and the sign dialog', { timeout: 240_000 }, async () => {
    const phone = await suite.open();
    const { page } = phone;
    const problems: string[] = [];
    await page.goto('/home');
    for (const theme of ['light', 'dark'] as const) {
      await useTheme(page, theme);
      problems.push(...(await auditRoutes(page, `signed out ${theme}`, ['home', 'login'])));
      await page.goto('/no-such-page');
      await byTestId(page, 'not-found').waitFor();
      problems.push(...(await accessibilityProblems(page, `signed out ${theme} not found`)));
      await page.goto('/home');
      await settled(page);
      await openMenu(page);
      await settled(page);
      problems.push(...(await accessibilityProblems(page, `signed out ${theme} side menu`)));
      await byTestId(page, 'menu-close').click();
      await byTestId(page, 'header-login').click();
      await byTestId(page, 'preview-dialog').waitFor();
      await settled(page);
      problems.push(...(await accessibilityProblems(page, `signed out ${theme} sign dialog`)));
      await byTestId(page, 'preview-cancel').click();
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it.each(['light', 'dark'] as const)('signed in, %s: every route and the side menu', { timeout: 240_000 }, async (theme) => {
    const phone = await suite.open();
    const { page } = phone;
    // Record pages open record 1, another member's: the server answers 404 and the page says "not found".
    suite.expectErrors(/status of 404/);
    await signInWithPreview(phone);
    await useTheme(page, theme);
    const problems = await auditRoutes(page, `signed in ${theme}`, routeNames);
    await openMenu(page);
    await settled(page);
    problems.push(...(await accessibilityProblems(page, `signed in ${theme} side menu`)));
    expect(problems, problems.join('\n')).toEqual([]);
  });
});

describe('what the sweep found, checked where it was', () => {
  it('names the pair picker by the pair it shows; the chart is no tab stop and still scrolls by keyboard', async () => {
    const phone = await suite.open();
    const { page } = phone;
    await signInWithPreview(phone);
    await open(page, '/trade?symbol=solusdt');
    const picker = byTestId(page, 'pair-picker');
    expect((await picker.innerText()).trim()).toBe('SOL/USDT');
    // Its accessible name as assistive technology computes it: the visible pair, then what it does.
    const name = en.markets.trade.pairPicker.replace('{{pair}}', 'SOL/USDT');
    expect(await page.getByRole('button', { name, exact: true }).getAttribute('data-testid')).toBe('pair-picker');

    await open(page, '/chart?symbol=btcusdt');
    const chart = page.locator('[data-testid="kline-chart"][data-status="ready"]');
    await chart.waitFor();
    const positive = await page.evaluate(() => Array.from(document.querySelectorAll<HTMLElement>('[tabindex]'), (element) => element.tabIndex).filter((index) => index > 0));
    expect(positive).toEqual([]);
    // klinecharts' hotkeys: Shift+ArrowRight moves the candles right, back in time, until the page before the first loads.
    const firstId = Number(await chart.getAttribute('data-first-id'));
    await expect
      .poll(async () => {
        for (let press = 0; press < 30; press += 1) await page.keyboard.press('Shift+ArrowRight');
        return Number(await chart.getAttribute('data-first-id'));
      }, { timeout: 10_000 })
      .toBeLessThan(firstId);
    // The first tab stop is the header's first control, not the chart's frame.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('header-back');
  });
});
