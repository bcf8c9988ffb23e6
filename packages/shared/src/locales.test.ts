import { describe, expect, it } from 'vitest';
import { LOCALES, resolveLocale, toLanguageTag } from './locales.js';

describe('resolveLocale', () => {
  it('takes an exact tag in either spelling', () => {
    expect(resolveLocale('de-DE')).toBe('de_DE');
    expect(resolveLocale('zh_TW')).toBe('zh_TW');
  });

  it('falls back to the same language, then to en_US', () => {
    expect(resolveLocale('fr-CA,fr;q=0.9')).toBe('fr_FR');
    expect(resolveLocale('pt-BR, ja;q=0.5')).toBe('ja_JP');
    expect(resolveLocale('pt-BR')).toBe('en_US');
    expect(resolveLocale(undefined)).toBe('en_US');
  });

  it('round-trips every locale through its language tag', () => {
    for (const locale of LOCALES) expect(resolveLocale(toLanguageTag(locale))).toBe(locale);
  });
});
