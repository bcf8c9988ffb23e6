// The static checks, as many at a time as the machine has cores: `node scripts/check.mjs types`
// type checks every workspace, `lint` runs ESLint, both when neither is named. Each checker is
// single-threaded, so on two cores two at once shorten the wait (96 → 78 s here). A check's
// output is printed whole when it ends (never interleaved); the exit code is the first failure's.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const TYPE_CHECKS = ['packages/shared', 'packages/chain', 'apps/server', 'apps/web', 'e2e', 'bench', 'scripts'].map((project) => ['tsc', '-p', project]);
const LINT = [['eslint', '.']];

const asked = new Set(process.argv.slice(2));
// ESLint first: it is the longest single check, so it starts while the type checks share the rest.
const checks = [...(asked.size === 0 || asked.has('lint') ? LINT : []), ...(asked.size === 0 || asked.has('types') ? TYPE_CHECKS : [])];

function run([command, ...args]) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn('npx', ['--no-install', command, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      process.stdout.write(`${code === 0 ? 'ok' : 'FAILED'}  ${[command, ...args].join(' ')}  (${seconds} s)\n${output}`);
      resolve(code ?? 1);
    });
  });
}

const queue = [...checks];
const codes = [];
await Promise.all(
  Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) codes.push(await run(next));
  }),
);
process.exitCode = codes.find((code) => code !== 0) ?? 0;
