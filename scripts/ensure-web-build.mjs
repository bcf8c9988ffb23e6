// Builds the web app when it has not been built (the first `npm start` on a fresh clone).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function ensureWebBuild() {
  // Tests that start the server for its API alone skip the build (the server runs without the web app).
  if (process.env.HALYARD_SKIP_WEB_BUILD === '1') return;
  if (existsSync(new URL('../apps/web/dist/index.html', import.meta.url))) return;
  console.warn('Building the web app (first start)…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@halyard/web'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
