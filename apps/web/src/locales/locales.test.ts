// @vitest-environment node
import { LOCALES } from '@halyard/shared';
import { describe, expect, it } from 'vitest';
import messagesEnUs from './en_US.json';

const catalogues = import.meta.glob<{ default: unknown }>('./*.json', { eager: true });

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

function leavesOf(value: unknown, prefix = ''): Array<[string, unknown]> {
  if (typeof value !== 'object' || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) => leavesOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('locale catalogues', () => {
  const sourceKeys = keysOf(messagesEnUs).sort();

  /** lib/i18n.ts reads plain strings and fills `{{name}}`: no plurals, nesting, formats or escapes. */
  it.each(LOCALES)('%s holds only strings whose placeholders are those of en_US, each a plain {{name}}', (locale) => {
    const english = new Map(leavesOf(messagesEnUs));
    const placeholders = (text: string) => (text.match(/\{\{[^}]*\}\}/g) ?? []).sort();
    for (const [key, text] of leavesOf(catalogues[`./${locale}.json`]?.default)) {
      expect(typeof text, key).toBe('string');
      const used = placeholders(String(text));
      for (const placeholder of used) expect(placeholder, key).toMatch(/^\{\{\w+\}\}$/);
      expect(used, key).toEqual(placeholders(String(english.get(key))));
      expect(String(text), key).not.toMatch(/\$t\(|\{\{-/);
    }
  });

  it.each(LOCALES)('%s has exactly the keys of en_US', (locale) => {
    const catalogue = catalogues[`./${locale}.json`];
    expect(catalogue, `${locale}.json is missing`).toBeDefined();
    expect(keysOf(catalogue?.default).sort()).toEqual(sourceKeys);
  });
});
