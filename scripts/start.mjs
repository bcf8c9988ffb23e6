// `npm start`: builds the web app when it has not been built, then runs the server in this process.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync(new URL('../apps/web/dist/index.html', import.meta.url))) {
  console.warn('Building the web app (first start)…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@halyard/web'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import('../apps/server/src/main.ts');
