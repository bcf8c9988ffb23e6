import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routePathsSources } from './paths-source.js';
import { routeTable } from './table.js';

describe('the route table', () => {
  it('paths.ts and refs/ are the table as generated (run `npm run routes` after changing a route)', () => {
    const sources = routePathsSources();
    for (const [name, source] of sources) expect(readFileSync(new URL(name, import.meta.url), 'utf8'), name).toBe(source);
    expect(readdirSync(new URL('refs/', import.meta.url)).map((file) => `refs/${file}`).sort()).toEqual([...sources.keys()].filter((name) => name.startsWith('refs/')).sort());
  });

  it('writes each method and path once', () => {
    const seen = Object.values(routeTable).flatMap((routes) => Object.values(routes).map((route) => `${route.method} ${route.path}`));
    expect(new Set(seen).size).toBe(seen.length);
  });
});
