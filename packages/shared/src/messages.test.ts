import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales.js';
import { formatMessage } from './messages.js';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

const folder = new URL('./messages/', import.meta.url);
const read = (file: string): unknown => JSON.parse(readFileSync(new URL(file, folder), 'utf8'));

describe('API message catalogs', () => {
  const english = keysOf(read('en_US.json')).sort();

  it('exist for exactly the ten locales', () => {
    expect(readdirSync(folder).sort()).toEqual(LOCALES.map((locale) => `${locale}.json`).sort());
  });

  it.each(LOCALES)('%s has exactly the keys of en_US', (locale) => {
    expect(keysOf(read(`${locale}.json`)).sort()).toEqual(english);
  });
});

describe('formatMessage', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(formatMessage('{field} cannot be empty', { field: 'Amount' })).toBe('Amount cannot be empty');
    expect(formatMessage('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});
