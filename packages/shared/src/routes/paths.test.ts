import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routePathsSource } from './paths-source.js';
import { routeTable } from './table.js';

describe('the route table', () => {
  it('paths.ts is the table as generated (run `npm run routes` after changing a route)', () => {
    expect(readFileSync(new URL('./paths.ts', import.meta.url), 'utf8')).toBe(routePathsSource());
  });

  it('writes each method and path once', () => {
    const seen = Object.values(routeTable).flatMap((routes) => Object.values(routes).map((route) => `${route.method} ${route.path}`));
    expect(new Set(seen).size).toBe(seen.length);
  });
});
