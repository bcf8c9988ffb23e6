import { build, type Plugin, type Rollup } from 'vite';

/** Where the service worker finds its Web Push handlers (Workbox's `importScripts`). */
export const PUSH_WORKER_FILE = 'push-worker.js';

/**
 * Builds the Web Push handlers (src/lib/service-worker-push-entry.ts) on their own, as one classic
 * script a service worker can import, and adds it to the app's build as /push-worker.js: Workbox
 * writes the worker (and precaches this file with the rest), the handlers stay typed and tested.
 */
export function pushWorker(): Plugin {
  const entry = new URL('../src/lib/service-worker-push-entry.ts', import.meta.url).pathname;
  return {
    name: 'halyard-push-worker',
    apply: 'build',
    async generateBundle() {
      const result = await build({
        configFile: false,
        logLevel: 'warn',
        build: {
          write: false,
          emptyOutDir: false,
          minify: true,
          lib: { entry, formats: ['iife'], name: 'halyardPush', fileName: () => PUSH_WORKER_FILE },
        },
      });
      const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
      const chunk = outputs.flatMap((output) => output.output).find((file) => file.type === 'chunk');
      if (!chunk || chunk.type !== 'chunk') throw new Error('the push worker built no script');
      this.emitFile({ type: 'asset', fileName: PUSH_WORKER_FILE, source: chunk.code });
    },
  };
}
