// Writes the web's route refs (packages/shared/src/routes/paths.ts and refs/) from the route table:
// method, path and body kind typed by the full routes, so the web bundle carries no schema code.
// `npm run routes` rewrites them; a shared unit test fails while they are stale.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { routePathsSources } from '../packages/shared/src/routes/paths-source.js';

const folder = new URL('../packages/shared/src/routes/', import.meta.url);
rmSync(new URL('refs/', folder), { recursive: true, force: true });
mkdirSync(new URL('refs/', folder));
for (const [name, source] of routePathsSources()) writeFileSync(new URL(name, folder), source);
process.stdout.write(`wrote paths.ts and ${readdirSync(new URL('refs/', folder)).length} area files\n`);
