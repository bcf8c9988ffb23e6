// Writes the installable app's icons (apps/web/public/icons/*.png) from favicon.svg, drawn by
// Debian's Chromium: 192 and 512 px, and a 512 px maskable one (the mark inside the safe zone on
// the brand colour). Run with `npx tsx scripts/make-app-icons.ts` after changing the mark; the
// output is committed.
import { mkdirSync, readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const publicDir = new URL('../apps/web/public/', import.meta.url);
const mark = readFileSync(new URL('favicon.svg', publicDir), 'utf8');
const folder = new URL('icons/', publicDir);
mkdirSync(folder, { recursive: true });

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
try {
  for (const { name, size, maskable } of [
    { name: 'icon-192.png', size: 192, maskable: false },
    { name: 'icon-512.png', size: 512, maskable: false },
    { name: 'icon-maskable-512.png', size: 512, maskable: true },
  ]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    // A maskable icon keeps its mark within the middle 80 %: launchers crop the rest to their shape.
    const inner = maskable ? Math.round(size * 0.7) : size;
    await page.setContent(
      `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${maskable ? '#1677ff' : 'transparent'}">` +
        `<div style="width:${inner}px;height:${inner}px">${mark.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div></body>`,
    );
    await page.screenshot({ path: new URL(name, folder).pathname, omitBackground: !maskable });
    await page.close();
  }
} finally {
  await browser.close();
}
console.warn('wrote the app icons');
