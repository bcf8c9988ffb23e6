// @vitest-environment node
import { describe, expect, it } from 'vitest';
import shellMarkup from './app-shell.html?raw';
import { firstQuoteMarkup } from './first-quote';
import { inlineScriptsOf, renderShell, shellRouteOf, withBannerArt } from './render-shell';

const template = `<!doctype html><html><head><title>Halyard</title><script>boot()</script></head><body><div id="root">${shellMarkup}</div><script>load()</script></body></html>`;

describe('the page an address opens', () => {
  it.each([
    ['/', { page: 'home' }],
    ['/home?lang=de_DE', { page: 'home' }],
    ['/chart?symbol=ethusdt', { page: 'chart', pair: 'ethusdt' }],
    ['/trade', { page: 'trade', pair: 'btcusdt' }],
    ['/markets', { page: 'other' }],
    ['/homes', { page: 'other' }],
  ])('%s', (url, expected) => {
    expect(shellRouteOf(url)).toEqual(expected);
  });
});

describe('the first paint', () => {
  it('puts home’s first banner art into the shell’s banner box, and asks for it first', () => {
    const html = renderShell({ template, page: 'home', banner: '/api/files/content/one.svg' });
    expect(html).toBe(withBannerArt(template, '/api/files/content/one.svg'));
    expect(html).toContain('<head><link rel="preload" as="image" href="/api/files/content/one.svg" fetchpriority="high">');
    expect(html).toContain('<img class="app-shell__banner-art" src="/api/files/content/one.svg"');
    expect(renderShell({ template, page: 'home', banner: null })).toBe(template);
  });

  it('puts a quotes page’s figures where the shell’s marker is', () => {
    const quote = { open: 100, close: 101 };
    const html = renderShell({ template, page: 'trade', pair: 'ethusdt', quote });
    expect(html).toBe(template.replace('<!-- first-quote -->', firstQuoteMarkup('trade', 'ethusdt', quote)));
    expect(html).not.toBe(template);
    expect(renderShell({ template, page: 'chart', pair: 'ethusdt' })).toBe(template);
    expect(renderShell({ template, page: 'other' })).toBe(template);
  });

  it('names the inline scripts, for the CSP to allow by their hashes', () => {
    expect(inlineScriptsOf(template)).toEqual(['boot()', 'load()']);
  });
});

describe('home’s banner art', () => {
  it('keeps an address with $ patterns as typed', () => {
    expect(withBannerArt('<head></head><img class="app-shell__banner-art">', "/a$&b$'.svg")).toBe(
      `<head><link rel="preload" as="image" href="/a$&amp;b$'.svg" fetchpriority="high"></head><img class="app-shell__banner-art" src="/a$&amp;b$'.svg">`,
    );
  });

  it('writes the art as an attribute value, whatever an operator typed', () => {
    const escaped = '/a.svg?x=&quot;1&quot;&amp;y=&lt;b&gt;';
    expect(withBannerArt('<head></head><img class="app-shell__banner-art" alt="">', '/a.svg?x="1"&y=<b>')).toBe(
      `<head><link rel="preload" as="image" href="${escaped}" fetchpriority="high"></head><img class="app-shell__banner-art" src="${escaped}" alt="">`,
    );
  });
});
