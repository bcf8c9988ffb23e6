// `npm run start:cluster`: several server processes on one machine, sharing the port, the
// PostgreSQL database and Redis. By default one `all` process per core (or WORKERS): each serves
// HTTP and sockets and may hold the engine and market roles. CLUSTER_ROLES splits them, e.g.
// `api=4,engine=2,market=2`: api processes serve, engine and market processes hold their role (an
// advisory lock each) with a standby ready. A process that dies is replaced; a standby takes its
// role within 5 s. SIGTERM drains every process and exits. Without DATABASE_URL and REDIS_URL there
// is nothing to share: use npm start.
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { ensureWebBuild } from './ensure-web-build.mjs';

const ROLES = ['all', 'api', 'engine', 'market'];

/** `api=4,engine=2,market=2` as [['api', 4], ...]; unset, one `all` process per core (or WORKERS). */
function layout(text) {
  if (!text) return [['all', Math.max(1, Number(process.env.WORKERS) || availableParallelism())]];
  return text.split(',').map((part) => {
    const [role, count] = part.split('=').map((value) => value.trim());
    if (!ROLES.includes(role) || !(Number(count) >= 1)) {
      console.error(`CLUSTER_ROLES: "${part}" is not <role>=<count> with a role of ${ROLES.join(', ')}`);
      process.exit(1);
    }
    return [role, Number(count)];
  });
}

if (cluster.isPrimary) {
  if (!process.env.DATABASE_URL || !process.env.REDIS_URL) {
    console.error('start:cluster needs DATABASE_URL (PostgreSQL) and REDIS_URL: several processes share both. One process on the embedded defaults: npm start.');
    process.exit(1);
  }
  const roles = layout(process.env.CLUSTER_ROLES);
  if (!roles.some(([role]) => role === 'all' || role === 'api')) {
    console.error('CLUSTER_ROLES needs at least one api (or all) process to serve HTTP.');
    process.exit(1);
  }
  ensureWebBuild();
  let stopping = false;
  const fork = (role) => cluster.fork({ ROLE: role }).on('exit', (code, signal) => {
    if (stopping) return;
    console.error(JSON.stringify({ msg: 'a worker died: starting another', role, code, signal }));
    setTimeout(() => stopping || fork(role), 500);
  });
  for (const [role, count] of roles) for (let index = 0; index < count; index += 1) fork(role);
  console.warn(JSON.stringify({ msg: 'cluster started', roles: Object.fromEntries(roles), pid: process.pid }));
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
