import type { Frame, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { en } from './support/app.js';
import { appBaseUrl } from './support/base-url.js';
import { phoneSuite } from './support/phone.js';

interface Received {
  origin: string;
  data: { type?: string; path?: string };
}

const suite = phoneSuite();

const appOrigin = new URL(appBaseUrl()).origin;
const parentOrigin = inject('embedParentUrl');
const strangerOrigin = inject('embedStrangerUrl');

async function received(page: Page): Promise<Received[]> {
  return page.evaluate(() => (window as unknown as { __received: Received[] }).__received);
}

async function receivedOfType(page: Page, type: string): Promise<Received[]> {
  return (await received(page)).filter((message) => message.data?.type === type);
}

function appFrame(page: Page): Frame {
  const frame = page.frame({ name: 'app' });
  if (!frame) throw new Error('no app frame');
  return frame;
}

function framePath(page: Page): string {
  return new URL(appFrame(page).url()).pathname;
}

describe('the app inside a desktop page', () => {
  it('obeys desktop messages from an allowed origin only, and reports its routes to the parent', async () => {
    const phone = await suite.open();
    const { page } = phone;
    await page.setViewportSize({ width: 800, height: 844 });
    const query = new URLSearchParams({ app: `${appOrigin}/home`, stranger: `${strangerOrigin}/blank.html` });
    await page.goto(`${parentOrigin}/parent.html?${query.toString()}`);
    const app = page.frameLocator('#app');
    await app.locator('[data-testid="home-header"]').waitFor({ state: 'visible' });

    // On start the app greets the parent and reports where it is, to the parent's origin only.
    await expect.poll(() => receivedOfType(page, 'mobile-channel-initialized')).toHaveLength(1);
    await expect.poll(() => receivedOfType(page, 'mobile-route-change')).toEqual([
      { origin: appOrigin, data: { type: 'mobile-route-change', path: '/home' } },
    ]);
    await phone.screenshot('embed-home');

    // A frame of another origin commands the app: ignored.
    const stranger = page.frame({ name: 'stranger' });
    if (!stranger) throw new Error('no stranger frame');
    await stranger.waitForLoadState();
    await stranger.evaluate(() => {
      const target = window.parent.frames[0];
      target?.postMessage({ type: 'desktop-route-change', path: '/login' }, '*');
      target?.postMessage({ type: 'desktop-channel-initialized' }, '*');
    });

    // The allowed parent: desktop-channel-initialized is answered. The app reads its messages in
    // order, so once this one is answered the stranger's were read before it: and ignored.
    const initialize = () =>
      page.evaluate((origin) => {
        (document.getElementById('app') as HTMLIFrameElement).contentWindow?.postMessage({ type: 'desktop-channel-initialized' }, origin);
      }, appOrigin);
    await initialize();
    await expect.poll(() => receivedOfType(page, 'mobile-channel-initialized')).toHaveLength(2);
    expect(framePath(page)).toBe('/home');

    // A path to another site is never followed, even from the allowed parent.
    await page.evaluate((origin) => {
      (document.getElementById('app') as HTMLIFrameElement).contentWindow?.postMessage(
        { type: 'desktop-route-change', path: '//example.com/x' },
        origin,
      );
    }, appOrigin);
    // Read in order: once the next message is answered, that path was read, and not followed.
    await initialize();
    await expect.poll(() => receivedOfType(page, 'mobile-channel-initialized')).toHaveLength(3);
    expect(framePath(page)).toBe('/home');
    expect(new URL(appFrame(page).url()).origin).toBe(appOrigin);

    // desktop-route-change navigates the app, which reports the new route.
    await page.evaluate((origin) => {
      (document.getElementById('app') as HTMLIFrameElement).contentWindow?.postMessage({ type: 'desktop-route-change', path: '/login' }, origin);
    }, appOrigin);
    await expect.poll(() => framePath(page)).toBe('/login');
    await app.locator('[data-testid="page-title"]', { hasText: en.route.login }).waitFor({ state: 'visible' });
    await expect.poll(() => receivedOfType(page, 'mobile-route-change')).toEqual([
      { origin: appOrigin, data: { type: 'mobile-route-change', path: '/home' } },
      { origin: appOrigin, data: { type: 'mobile-route-change', path: '/login' } },
    ]);
    await phone.screenshot('embed-login');

    // In-app navigation is reported too.
    await app.locator('[data-testid="header-back"]').click();
    await expect.poll(() => framePath(page)).toBe('/home');
    await expect.poll(async () => (await receivedOfType(page, 'mobile-route-change')).at(-1)?.data.path).toBe('/home');

    // Everything the parent heard came from the app's origin.
    expect(new Set((await received(page)).map((message) => message.origin))).toEqual(new Set([appOrigin]));
  });

  it('refuses to be framed by an origin that is not allowed', async () => {
    const phone = await suite.open();
    const { page } = phone;
    suite.expectErrors(/frame-ancestors|Refused to frame|Content Security Policy/i);
    const query = new URLSearchParams({ app: `${appOrigin}/home` });
    await page.goto(`${strangerOrigin}/parent.html?${query.toString()}`);
    await expect.poll(() => appFrame(page).url()).toMatch(/^chrome-error:/);
    expect(await page.frameLocator('#app').locator('[data-testid="home-header"]').count()).toBe(0);
    expect(await received(page)).toEqual([]);
  });
});
