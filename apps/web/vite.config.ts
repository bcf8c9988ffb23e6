import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import type { Plugin, Rollup } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { compressedFiles } from './build/compressed-files';
import { lazyChartIntl } from './build/lazy-chart-intl';
import { PUSH_WORKER_FILE, pushWorker } from './build/push-worker';

const serverOrigin = 'http://127.0.0.1:8080';

/** The built catalogue of each locale (`/assets/de_DE-hash.json`), for the boot script to preload. */
function catalogueFiles(bundle: Rollup.OutputBundle | undefined): Record<string, string> {
  const files: Record<string, string> = {};
  for (const output of Object.values(bundle ?? {})) {
    const source = output.type === 'asset' ? output.originalFileNames.find((name) => /locales\/[a-z]{2}_[A-Z]{2}\.json$/.test(name)) : undefined;
    const locale = source && /([a-z]{2}_[A-Z]{2})\.json$/.exec(source)?.[1];
    if (locale) files[locale] = `/${output.fileName}`;
  }
  return files;
}

/**
 * The colour tokens, the shell's styles, the boot script and the shell itself go into index.html,
 * so the shell paints in the member's theme with the first bytes, before any other request. The
 * boot script also starts the member's catalogue with the scripts, not after them. The server's
 * CSP allows the inline script by its hash (shell/render-shell.ts inlineScriptsOf).
 */
function inlineAppShell(): Plugin {
  const styles = ['tokens.css', 'shell.css'].map((name) => new URL(`./src/styles/${name}`, import.meta.url));
  const shell = new URL('./src/shell/app-shell.html', import.meta.url);
  const themeBoot = new URL('./src/theme-boot.js', import.meta.url);
  return {
    name: 'halyard-inline-app-shell',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const css = styles.map((file) => readFileSync(file, 'utf8')).join('\n');
        const boot = readFileSync(themeBoot, 'utf8').replace('/* catalogues */ {}', JSON.stringify(catalogueFiles(context.bundle)));
        return html
          .replace('<!-- shell-styles -->', `<style>\n${css}</style>`)
          .replace('<!-- theme-boot -->', `<script>\n${boot}</script>`)
          .replace('<!-- app-shell -->', readFileSync(shell, 'utf8'));
      },
    },
  };
}

/**
 * The bundle's stylesheets load as print sheets, which never hold up the first paint: the shell
 * (styled inline) paints with the HTML instead of waiting for eight stylesheets over a slow
 * network. main.tsx switches them to all media once loaded, before React renders. They stay in
 * head, in their order, so the stylesheets of lazy pages (appended to head later) still win.
 */
function stylesheetsAfterShell(): Plugin {
  return {
    name: 'halyard-stylesheets-after-shell',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        return html.replace(/<link rel="stylesheet"([^>]*)>/g, '<link rel="stylesheet"$1 media="print" data-deferred-style>');
      },
    },
  };
}

/** The chunk of the libraries every page runs (the code-splitting group below). */
const VENDOR_CHUNK = 'vendor';

/** Module preloads the loader adds per task (see modulesAfterFirstPaint). */
const PRELOADS_PER_TASK = 2;

/**
 * The app's modules start loading once the shell has painted, not with the HTML: index.html's
 * module script and its module preloads become one small inline script that adds them in the frame
 * after the first paint (or after 100 ms in a tab that is not drawn), the entry first, then its
 * preloads a few to a task. The first paint (the shell, home's banner, a quotes page's price) then
 * shares the network with nothing but what it needs. The server's CSP allows the inline script by
 * its hash, as it does the boot script.
 */
function modulesAfterFirstPaint(): Plugin {
  return {
    name: 'halyard-modules-after-first-paint',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entries = Array.from(html.matchAll(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g), ([, src]) => src);
        const preloads = Array.from(html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g), ([, href]) => href);
        if (entries.length !== 1) throw new Error(`index.html should have one module entry, not ${entries.length}`);
        // Two elements a task: each one starts a request (0.75 ms each here, 3 ms at 4x CPU), and on
        // a slow phone twenty in one task held the main thread for 50-160 ms (traced at 4x CPU).
        const loader =
          `(function(){var started=false,queue=${JSON.stringify(preloads)};` +
          `function add(href){var link=document.createElement('link');link.rel='modulepreload';link.crossOrigin='';link.href=href;document.head.appendChild(link);}` +
          `function next(){queue.splice(0,${PRELOADS_PER_TASK}).forEach(add);if(queue.length)setTimeout(next,0);}` +
          `function start(){if(started)return;started=true;` +
          `var entry=document.createElement('script');entry.type='module';entry.crossOrigin='';entry.src=${JSON.stringify(entries[0])};document.head.appendChild(entry);next();}` +
          `requestAnimationFrame(function(){setTimeout(start,0);});setTimeout(start,100);})();`;
        return html
          .replace(/<script type="module" crossorigin src="[^"]+"><\/script>\s*/g, '')
          .replace(/<link rel="modulepreload" crossorigin href="[^"]+">\s*/g, '')
          .replace('</body>', () => `<script>${loader}</script>\n  </body>`);
      },
    },
  };
}

/**
 * Vite's preload helper adds every module preload and stylesheet of a lazy page in the task that
 * imports it: the router's start on a first visit, where inserting 20-40 links was most of a
 * 40-70 ms task (traced). The module preloads now go in a few to a task, in their order. The
 * stylesheets still go in at once: the helper starts the page's import only once they have loaded,
 * and batched they made /chart drawn 200 ms later over Slow 4G.
 */
function lazyPreloadsAFewPerTask(): Plugin {
  const append = 'document.head.appendChild(link)';
  return {
    name: 'halyard-lazy-preloads-a-few-per-task',
    apply: 'build',
    transform: {
      order: 'post',
      handler(code, id) {
        if (!id.includes('vite/preload-helper')) return null;
        if (!code.includes(append)) throw new Error(`Vite's preload helper no longer calls ${append}`);
        const queue =
          `var __halyardLinks=[];function __halyardFlush(){__halyardLinks.splice(0,${PRELOADS_PER_TASK}).forEach(function(l){document.head.appendChild(l)});` +
          `if(__halyardLinks.length)setTimeout(__halyardFlush,0)}` +
          `function __halyardAdd(l){if(l.rel==='stylesheet'){document.head.appendChild(l);return}if(__halyardLinks.push(l)===1)setTimeout(__halyardFlush,0)}\n`;
        return { code: queue + code.replace(append, '__halyardAdd(link)'), map: null };
      },
    },
  };
}

/**
 * V8's explicit compile hint on the modules every first page runs (the libraries and the entry):
 * their functions are compiled with the download, on a background thread, instead of on the main
 * thread the first time each is called, which made the router's start and React's first renders
 * long tasks on a slow phone. Other chunks keep V8's lazy compilation: much of their code never
 * runs. The comment must open the file, so it goes on last, after minification and after Vite has
 * put its preload map at the top of the entry.
 */
function compileHints(): Plugin {
  return {
    name: 'halyard-compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && (chunk.isEntry || chunk.name === VENDOR_CHUNK)) chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
        }
      },
    },
  };
}

/**
 * The installable app (vite-plugin-pwa, Workbox): a manifest with icons, and a service worker
 * that precaches the built shell and bundles (a second visit opens from the cache) and keeps coin
 * images once seen. Navigations fall back to the cached shell offline; the API and the socket are
 * never cached. A new build's worker takes over at once and the page reloads into it, so no one
 * keeps a stale shell. The worker imports the Web Push handlers (build/push-worker.ts).
 */
function installableApp() {
  return VitePWA({
    registerType: 'autoUpdate',
    injectRegister: false,
    includeAssets: ['favicon.svg'],
    manifest: {
      name: 'Halyard',
      short_name: 'Halyard',
      description: 'Crypto markets, trading, staking and blind boxes, honest by construction.',
      start_url: '/home',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      background_color: '#f5f6f8',
      theme_color: '#0b63e5',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,woff2,json}'],
      // Coin images are many and small: kept as they are seen, not precached. The operators'
      // console (the admin routes' chunks) is not for members, and works online only anyway.
      globIgnores: ['coins/**', 'assets/admin-*'],
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/ws(\/|$)/],
      importScripts: [`/${PUSH_WORKER_FILE}`],
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: true,
      runtimeCaching: [
        {
          urlPattern: ({ url }) => url.pathname.startsWith('/coins/'),
          handler: 'CacheFirst',
          options: { cacheName: 'coin-images', expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600 } },
        },
      ],
    },
  });
}

export default defineConfig({
  plugins: [react(), lazyChartIntl(), inlineAppShell(), stylesheetsAfterShell(), modulesAfterFirstPaint(), lazyPreloadsAFewPerTask(), compileHints(), pushWorker(), installableApp(), compressedFiles()],
  build: {
    outDir: 'dist',
    rolldownOptions: {
      output: {
        // The libraries every page runs in one file instead of a dozen: each file is another
        // request (and over HTTP/1.1 another wait for one of six connections) before the first render.
        codeSplitting: {
          groups: [{ name: VENDOR_CHUNK, test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|zustand|use-sync-external-store)[\\/]/ }],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: serverOrigin, changeOrigin: false },
      '/ws': { target: serverOrigin, ws: true },
    },
  },
  test: {
    name: 'web',
    // A DOM for components and anything that reads the document; a test of plain logic starts with
    // `// @vitest-environment node`, which spares it jsdom's 1.5 s start (the project: 95 → 59 s).
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
  },
});
