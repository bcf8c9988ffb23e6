import { LOCALES } from '@halyard/shared';
import { describe, expect, it } from 'vitest';
import messagesEnUs from './en_US.json';

const catalogues = import.meta.glob<{ default: unknown }>('./*.json', { eager: true });

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('locale catalogues', () => {
  const sourceKeys = keysOf(messagesEnUs).sort();

  it.each(LOCALES)('%s has exactly the keys of en_US', (locale) => {
    const catalogue = catalogues[`./${locale}.json`];
    expect(catalogue, `${locale}.json is missing`).toBeDefined();
    expect(keysOf(catalogue?.default).sort()).toEqual(sourceKeys);
  });
});
