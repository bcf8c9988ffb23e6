import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import shellMarkup from './shell/app-shell.html?raw';
import { getArticles, LATEST_BULLETINS } from './features/content/api/get-articles';
import { getShowcase } from './features/content/api/get-showcase';
import { getMarketOverview } from './features/markets/api/get-market-overview';
import { configureApiClient } from './lib/api-client';
import bootScript from './theme-boot.js?raw';

const fetchMock = vi.fn<typeof fetch>();

function bannersAnswer(cover: string): Response {
  const rows = [{ id: 1, title: 'Markets', summary: '', cover, link: '/currency' }];
  return new Response(JSON.stringify({ code: 200, msg: 'ok', data: { rows, total: 1 } }), { status: 200 });
}

/** The server's answer to each of home's first-screen reads, by path. */
function homeAnswer(url: string): Response {
  const data = url.startsWith('/api/home/getAlldDetails') ? { markets: [] } : { rows: [], total: 0 };
  return url.startsWith('/api/system/banner/') ? bannersAnswer('/api/files/content/banner-markets.svg') : Response.json({ code: 200, msg: 'ok', data });
}

const HOME_FIRST_SCREEN = [
  '/api/system/banner/listH5?pageNum=1&pageSize=20',
  '/api/system/bulletin/listH5?pageNum=1&pageSize=5',
  '/api/home/getAlldDetails',
  '/api/system/partner/listH5?pageNum=1&pageSize=20',
];

/** index.html as the browser runs it: the shell in the body, then the inline boot script. */
function openPage(path: string): void {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = `<div id="root">${shellMarkup}</div>`;
  new Function(bootScript)();
}

describe('the boot script of index.html', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    window.localStorage.clear();
    configureApiClient({ getToken: () => undefined, getLanguageTag: () => 'en-US', report: () => undefined });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    delete (window as Window & { __halyardEarlyReads?: unknown }).__halyardEarlyReads;
    document.documentElement.removeAttribute('data-shell-page');
  });

  it("starts home's first screen with the page, and the app takes up each answer instead of asking again", async () => {
    fetchMock.mockImplementation((url) => Promise.resolve(homeAnswer(String(url))));
    openPage('/home');
    expect(document.documentElement.getAttribute('data-shell-page')).toBe('home');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(HOME_FIRST_SCREEN);

    // The app's own reads of the banners, bulletins, markets and partners: the same requests, so no new one.
    const banners = await getShowcase('banner');
    expect(banners.map((banner) => banner.cover)).toEqual(['/api/files/content/banner-markets.svg']);
    await getArticles('bulletin', 1, LATEST_BULLETINS);
    await getMarketOverview();
    await getShowcase('partner');
    expect(fetchMock).toHaveBeenCalledTimes(HOME_FIRST_SCREEN.length);
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Accept-Language')).toBe('en-US');

    // Taken once: the next read of the banners asks the server.
    fetchMock.mockResolvedValueOnce(bannersAnswer('/api/files/content/banner-boxes.svg'));
    await expect(getShowcase('banner')).resolves.toMatchObject([{ cover: '/api/files/content/banner-boxes.svg' }]);
    expect(fetchMock).toHaveBeenCalledTimes(HOME_FIRST_SCREEN.length + 1);
  });

  it('reads in the stored language, and an app speaking another one asks for itself', async () => {
    window.localStorage.setItem('web3Lang', JSON.stringify({ v: 1, value: 'de_DE', expiresAt: null }));
    fetchMock.mockImplementation((url) => Promise.resolve(homeAnswer(String(url))));
    openPage('/');
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Accept-Language')).toBe('de-DE');
    await getShowcase('banner');
    expect(fetchMock).toHaveBeenCalledTimes(HOME_FIRST_SCREEN.length + 1);
  });

  it('offline, the read fails quietly until the app takes it up and reports a network failure', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      openPage('/home');
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
      await expect(getShowcase('banner')).rejects.toMatchObject({ kind: 'network', message: 'Failed to fetch' });
      expect(fetchMock).toHaveBeenCalledTimes(HOME_FIRST_SCREEN.length);
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('starts no read on other pages, and their shell has no banner box', () => {
    openPage('/trade');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.documentElement.hasAttribute('data-shell-page')).toBe(false);
  });
});
