// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chartFormatter, formatUtcTemplate, READOUT_DATE_TEMPLATES } from './chart-format';

/** Monday 2026-11-23 00:00 UTC: Sunday evening in New York. */
const MONDAY_MIDNIGHT_UTC = Date.UTC(2026, 10, 23);

describe('chart dates', () => {
  let previousZone: string | undefined;
  beforeEach(() => {
    previousZone = process.env.TZ;
    // Node applies a changed TZ at once; a viewer west of UTC sees midnight UTC on the previous day.
    process.env.TZ = 'America/New_York';
  });
  afterEach(() => {
    process.env.TZ = previousZone;
  });

  it('are UTC whatever the viewer time zone', () => {
    expect(new Date(MONDAY_MIDNIGHT_UTC).getDate()).toBe(22);
    expect(formatUtcTemplate(MONDAY_MIDNIGHT_UTC, READOUT_DATE_TEMPLATES.day)).toBe('2026-11-23');
    expect(formatUtcTemplate(MONDAY_MIDNIGHT_UTC, READOUT_DATE_TEMPLATES.month)).toBe('2026-11');
    expect(formatUtcTemplate(MONDAY_MIDNIGHT_UTC + 61_000, 'YYYY-MM-DD HH:mm:ss')).toBe('2026-11-23 00:01:01');
  });

  it('fill every template klinecharts asks for, on the axis and the crosshair', () => {
    const format = chartFormatter.formatDate;
    expect(format).toBeDefined();
    const dateTimeFormat = new Intl.DateTimeFormat('en');
    expect(format?.({ dateTimeFormat, timestamp: MONDAY_MIDNIGHT_UTC, template: 'MM-DD HH:mm', type: 'xAxis' })).toBe('11-23 00:00');
    expect(format?.({ dateTimeFormat, timestamp: MONDAY_MIDNIGHT_UTC, template: 'YYYY-MM-DD', type: 'crosshair' })).toBe('2026-11-23');
  });

  it('show a placeholder for a missing time', () => {
    expect(formatUtcTemplate(Number.NaN, 'YYYY')).toBe('--');
  });
});

describe('chart numbers', () => {
  it('go through lib/format (compact volumes)', () => {
    expect(chartFormatter.formatBigNumber?.(1_234_567)).toBe('1.23M');
  });
});
