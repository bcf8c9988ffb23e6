import type { Formatter, PeriodType } from 'klinecharts';
import { formatCompact } from '../../lib/format';

/** Date form of the candle readout per period: the same templates klinecharts uses on its crosshair. */
export const READOUT_DATE_TEMPLATES: Readonly<Record<PeriodType, string>> = {
  second: 'YYYY-MM-DD HH:mm:ss',
  minute: 'YYYY-MM-DD HH:mm',
  hour: 'YYYY-MM-DD HH:mm',
  day: 'YYYY-MM-DD',
  week: 'YYYY-MM-DD',
  month: 'YYYY-MM',
  year: 'YYYY',
};

const TEMPLATE_TOKENS = /YYYY|MM|DD|HH|mm|ss/g;

/**
 * Fills a klinecharts date template in UTC. Candle boundaries are UTC (days at 00:00, weeks on
 * Monday, months on the 1st), so the viewer's time zone must never move a label to another day.
 */
export function formatUtcTemplate(timestampMs: number, template: string): string {
  if (!Number.isFinite(timestampMs)) return '--';
  // toISOString is always UTC: YYYY-MM-DDTHH:mm:ss.sssZ
  const iso = new Date(timestampMs).toISOString();
  const parts: Record<string, string> = {
    YYYY: iso.slice(0, 4),
    MM: iso.slice(5, 7),
    DD: iso.slice(8, 10),
    HH: iso.slice(11, 13),
    mm: iso.slice(14, 16),
    ss: iso.slice(17, 19),
  };
  return template.replace(TEMPLATE_TOKENS, (token) => parts[token] ?? token);
}

/** klinecharts' own labels (axis, crosshair, indicator values) through the app's formatting. */
export const chartFormatter: Partial<Formatter> = {
  formatDate: ({ timestamp, template }) => formatUtcTemplate(timestamp, template),
  formatBigNumber: (value) => formatCompact(value),
};
