import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGLITE_TEMPLATES_VARIABLE, writePgliteTemplates } from './pglite-templates.js';

/** Once per run: the PGlite dumps every test database starts from, removed at the end. */
export default async function setup(): Promise<() => void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'halyard-pglite-'));
  await writePgliteTemplates(folder);
  // Set before vitest starts its workers, which inherit it.
  process.env[PGLITE_TEMPLATES_VARIABLE] = folder;
  return () => rmSync(folder, { recursive: true, force: true });
}
