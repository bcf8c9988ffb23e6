// `npm run start:cluster`: one server process per core (or WORKERS) on one machine, sharing the
// port, the PostgreSQL database and Redis. Exactly one worker holds the engine role (an advisory
// lock); a worker that dies is replaced, and another takes the role within 5 s. SIGTERM drains
// every worker and exits. Without DATABASE_URL and REDIS_URL there is nothing to share: use npm start.
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { ensureWebBuild } from './ensure-web-build.mjs';

if (cluster.isPrimary) {
  if (!process.env.DATABASE_URL || !process.env.REDIS_URL) {
    console.error('start:cluster needs DATABASE_URL (PostgreSQL) and REDIS_URL: several processes share both. One process on the embedded defaults: npm start.');
    process.exit(1);
  }
  ensureWebBuild();
  const workers = Math.max(1, Number(process.env.WORKERS) || availableParallelism());
  let stopping = false;
  const fork = () => cluster.fork().on('exit', (code, signal) => {
    if (stopping) return;
    console.error(JSON.stringify({ msg: 'a worker died: starting another', code, signal }));
    setTimeout(fork, 500);
  });
  for (let index = 0; index < workers; index += 1) fork();
  console.warn(JSON.stringify({ msg: 'cluster started', workers, pid: process.pid }));
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    const done = () => Object.keys(cluster.workers ?? {}).length === 0 && process.exit(0);
    cluster.on('exit', done);
    done();
    // A worker that will not drain in 20 s is not waited for.
    setTimeout(() => process.exit(1), 20_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGTERM'));
} else {
  await import('../apps/server/src/main.ts');
}
