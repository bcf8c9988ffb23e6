import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const serverOrigin = 'http://127.0.0.1:8080';

/**
 * The colour tokens, the shell's styles and the shell itself go into index.html, so the shell
 * paints in the member's theme with the first bytes, before any script or stylesheet arrives.
 */
function inlineAppShell(): Plugin {
  const styles = ['tokens.css', 'shell.css'].map((name) => new URL(`./src/styles/${name}`, import.meta.url));
  const shell = new URL('./src/components/app-shell.html', import.meta.url);
  return {
    name: 'halyard-inline-app-shell',
    transformIndexHtml(html) {
      const css = styles.map((file) => readFileSync(file, 'utf8')).join('\n');
      return html.replace('<!-- shell-styles -->', `<style>\n${css}</style>`).replace('<!-- app-shell -->', readFileSync(shell, 'utf8'));
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

export default defineConfig({
  plugins: [react(), inlineAppShell(), stylesheetsAfterShell()],
  build: {
    outDir: 'dist',
  },
  server: {
    proxy: {
      '/api': { target: serverOrigin, changeOrigin: false },
      '/ws': { target: serverOrigin, ws: true },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
