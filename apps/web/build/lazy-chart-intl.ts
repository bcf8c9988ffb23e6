import type { Plugin } from 'vite';

/** The one place klinecharts builds its date formatter (StoreImp.setTimezone, klinecharts 10). */
export const KLINECHARTS_INTL = "new Intl.DateTimeFormat('en', options)";

/**
 * What klinecharts gets instead: for the 'UTC' zone, a formatter that builds the real
 * Intl.DateTimeFormat only when something formats with it. The chart is given our own UTC date
 * formatter (features/chart/chart-format.ts), so klinecharts only asks it for its zone, which is
 * known without Intl. Any other zone builds the real one at once, as before (and throws as before).
 */
export const LAZY_DATE_TIME_FORMAT = `function __halyardLazyDateTimeFormat(options) {
  if (options.timeZone !== 'UTC') return new Intl.DateTimeFormat('en', options);
  var real = null;
  function get() { return real || (real = new Intl.DateTimeFormat('en', options)); }
  return {
    resolvedOptions: function () { return { timeZone: 'UTC' }; },
    format: function (date) { return get().format(date); },
    formatToParts: function (date) { return get().formatToParts(date); }
  };
}`;

/** klinecharts' ESM build with its date formatter made lazy; throws if that line has changed. */
export function withLazyIntl(code: string): string {
  if (code.split(KLINECHARTS_INTL).length !== 2) throw new Error(`klinecharts no longer builds its date formatter as ${KLINECHARTS_INTL}`);
  return `${code.replace(KLINECHARTS_INTL, '__halyardLazyDateTimeFormat(options)')}\n${LAZY_DATE_TIME_FORMAT}\n`;
}

/**
 * klinecharts builds an Intl.DateTimeFormat when a chart is made. The first Intl object of a page
 * loads the browser's ICU data on the main thread (20-60 ms here; on /chart most of the chart's
 * first long task, traced), for a formatter the app never formats with.
 */
export function lazyChartIntl(): Plugin {
  return {
    name: 'halyard-lazy-chart-intl',
    transform: {
      filter: { id: /[\\/]klinecharts[\\/]dist[\\/]index\.esm\.js$/ },
      handler: (code) => ({ code: withLazyIntl(code), map: null }),
    },
  };
}
