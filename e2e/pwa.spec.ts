import { describe, expect, it } from 'vitest';
import { ANY_HEADER, byTestId, en } from './support/app.js';
import { phoneSuite } from './support/phone.js';

/**
 * The installable app: a manifest with its icons, a service worker that keeps the shell, so an
 * offline visit opens the app with "please reconnect" (no browser error page) and the page
 * resumes by itself once the network is back.
 */
const suite = phoneSuite();

describe('the installable app', () => {
  it('has a manifest with icons, opens offline from its service worker with a reconnect notice, and resumes online', async () => {
    const phone = await suite.open(undefined, { serviceWorkers: 'allow' });
    const { page } = phone;
    // Offline, the page's calls fail as a network would make them fail; the notice speaks for them.
    suite.expectErrors(/ERR_INTERNET_DISCONNECTED|Failed to load resource|WebSocket connection/);
    await page.goto('/home');
    await page.waitForSelector(ANY_HEADER);

    const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await page.request.get(manifestUrl ?? '')).json()) as { name: string; start_url: string; display: string; icons: Array<{ src: string; sizes: string; purpose?: string }> };
    expect(manifest).toMatchObject({ name: 'Halyard', start_url: '/home', display: 'standalone' });
    expect(manifest.icons.map((icon) => [icon.sizes, icon.purpose ?? 'any'])).toEqual([
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ]);
    for (const icon of manifest.icons) {
      const image = await page.request.get(icon.src);
      expect([image.status(), image.headers()['content-type']]).toEqual([200, 'image/png']);
    }

    // The worker installs (precaching the shell and bundles) and takes control of the page.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);

    await page.context().setOffline(true);
    await page.reload();
    await page.waitForSelector(ANY_HEADER);
    expect(await byTestId(page, 'offline-notice').innerText()).toBe(en.common.offline);
    expect(await page.locator('.adm-toast-main').count()).toBe(0);
    await phone.screenshot('pwa-offline');

    await page.context().setOffline(false);
    await byTestId(page, 'offline-notice').waitFor({ state: 'detached' });
    // The market list loads by itself: no reload, no tap.
    await page.locator('[data-testid^="market-row-"]').first().waitFor({ state: 'visible', timeout: 15_000 });
  });
});
