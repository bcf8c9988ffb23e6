import { inject } from 'vitest';

/**
 * How many spec files run at once, each in its own worker with its own Chromium and its own app
 * server (the global setup starts one per worker).
 */
export const BROWSER_WORKERS = 2;

/**
 * The app server of this worker. Vitest numbers the workers running at once 1..maxWorkers
 * (`VITEST_POOL_ID`), so no two spec files running together share a server.
 */
export function appBaseUrl(): string {
  const urls = inject('baseUrls');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const url = urls[(worker - 1) % urls.length];
  if (!url) throw new Error(`no app server for worker ${worker}`);
  return url;
}
