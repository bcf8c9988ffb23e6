// Writes packages/shared/src/routes/paths.ts from the route table: the web's refs (method, path,
// body kind) typed by the full routes, so the web bundle carries no schema code.
// `npm run routes` rewrites it; a shared unit test fails while it is stale.
import { writeFileSync } from 'node:fs';
import { routePathsSource } from '../packages/shared/src/routes/paths-source.js';

const file = new URL('../packages/shared/src/routes/paths.ts', import.meta.url);
writeFileSync(file, routePathsSource());
process.stdout.write(`wrote ${file.pathname}\n`);
