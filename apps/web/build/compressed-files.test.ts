// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { compressedFiles, compressedForms } from './compressed-files';

const SCRIPT = 'export function price(a, b) { return a + b; }\n'.repeat(100);

describe("the build's compressed files", () => {
  it('makes a brotli and a gzip that open to the same bytes, and none larger than the file', async () => {
    const forms = await compressedForms(Buffer.from(SCRIPT));
    expect(forms.map((form) => form.extension)).toEqual(['.br', '.gz']);
    const [br, gz] = forms;
    expect(brotliDecompressSync(br?.bytes ?? Buffer.alloc(0)).toString()).toBe(SCRIPT);
    expect(gunzipSync(gz?.bytes ?? Buffer.alloc(0)).toString()).toBe(SCRIPT);
    expect(br?.bytes.byteLength).toBeLessThan(gz?.bytes.byteLength ?? 0);
    expect(await compressedForms(Buffer.from('a'))).toEqual([]);
  });

  it('writes them beside each text file of the bundle as it was finally written, never beside an image', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'halyard-compressed-'));
    // Vite has written the bundle when the hook runs: its folders are there.
    mkdirSync(path.join(dir, 'assets'));
    try {
      const plugin = compressedFiles();
      const hook = plugin.writeBundle;
      const handler = typeof hook === 'object' && hook !== null ? hook.handler : hook;
      const bundle = {
        'assets/index-abc.js': { type: 'chunk', fileName: 'assets/index-abc.js', code: `//# allFunctionsCalledOnLoad\n${SCRIPT}` },
        'assets/index-abc.css': { type: 'asset', fileName: 'assets/index-abc.css', source: 'body { color: red; }\n'.repeat(50) },
        'coin.png': { type: 'asset', fileName: 'coin.png', source: new Uint8Array(2000) },
      } as unknown as Rollup.OutputBundle;
      await (handler as (this: unknown, options: Rollup.NormalizedOutputOptions, bundle: Rollup.OutputBundle) => Promise<void>).call({}, { dir } as Rollup.NormalizedOutputOptions, bundle);
      expect(readdirSync(path.join(dir, 'assets')).sort()).toEqual(['index-abc.css.br', 'index-abc.css.gz', 'index-abc.js.br', 'index-abc.js.gz']);
      expect(readdirSync(dir).filter((name) => name.startsWith('coin'))).toEqual([]);
      expect(brotliDecompressSync(readFileSync(path.join(dir, 'assets', 'index-abc.js.br'))).toString()).toBe(`//# allFunctionsCalledOnLoad\n${SCRIPT}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
