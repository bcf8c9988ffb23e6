// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { KLINECHARTS_INTL, LAZY_DATE_TIME_FORMAT, withLazyIntl } from './lazy-chart-intl';

type LazyFormat = (options: Intl.DateTimeFormatOptions) => Pick<Intl.DateTimeFormat, 'resolvedOptions' | 'format' | 'formatToParts'>;
const lazyDateTimeFormat = new Function(`${LAZY_DATE_TIME_FORMAT}; return __halyardLazyDateTimeFormat;`)() as LazyFormat;
const klinechartsSource = () => {
  const entry = createRequire(import.meta.url).resolve('klinecharts');
  return readFileSync(path.join(path.dirname(entry), 'index.esm.js'), 'utf8');
};
const OPTIONS: Intl.DateTimeFormatOptions = { hour12: false, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' };

describe("klinecharts' lazy date formatter", () => {
  it('replaces the one line where the installed klinecharts builds it', () => {
    const patched = withLazyIntl(klinechartsSource());
    expect(patched.slice(0, patched.indexOf(LAZY_DATE_TIME_FORMAT))).not.toContain(KLINECHARTS_INTL);
    expect(patched).toContain('dateTimeFormat = __halyardLazyDateTimeFormat(options);');
    expect(() => withLazyIntl('export const chart = 1;')).toThrow(/no longer builds its date formatter/);
  });

  it('tells the UTC zone without building an Intl formatter, and formats as the real one when asked', () => {
    const RealFormat = Intl.DateTimeFormat;
    let built = 0;
    class CountedFormat extends RealFormat {
      constructor(...args: ConstructorParameters<typeof RealFormat>) {
        super(...args);
        built += 1;
      }
    }
    vi.stubGlobal('Intl', { ...Intl, DateTimeFormat: CountedFormat });
    try {
      const lazy = lazyDateTimeFormat({ ...OPTIONS, timeZone: 'UTC' });
      expect(lazy.resolvedOptions().timeZone).toBe('UTC');
      expect(built).toBe(0);
      const real = new RealFormat('en', { ...OPTIONS, timeZone: 'UTC' });
      const at = Date.UTC(2026, 10, 28, 23, 59, 7);
      expect(lazy.format(at)).toBe(real.format(at));
      expect(lazy.formatToParts(at)).toEqual(real.formatToParts(at));
      expect(built).toBe(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('builds the real formatter at once for any other zone, so a wrong zone still throws', () => {
    expect(lazyDateTimeFormat({ ...OPTIONS, timeZone: 'Asia/Tokyo' }).resolvedOptions().timeZone).toBe('Asia/Tokyo');
    expect(() => lazyDateTimeFormat({ ...OPTIONS, timeZone: 'Nowhere/Else' })).toThrow(RangeError);
  });
});
