/**
 * The display text of pairs, addresses and times (no decimal.js, so /home can use them without
 * loading it); lib/format.ts re-exports them beside the amounts, the one formatter (STYLE.md).
 */
const QUOTE_COIN = 'usdt';
const PLACEHOLDER = '--';

/** btcusdt -> BTC/USDT */
export function formatPair(pair: string): string {
  const lower = pair.toLowerCase();
  const coin = lower.endsWith(QUOTE_COIN) ? lower.slice(0, -QUOTE_COIN.length) : lower;
  return `${coin.toUpperCase()}/${QUOTE_COIN.toUpperCase()}`;
}

/** Header form: first 6 and last 4 characters. */
export function formatShortAddress(address: string): string {
  return address.length <= 10 ? address : `${address.slice(0, 6)}...${address.slice(-4)}`;
}

/** Side menu form: the last 6 characters. */
export function formatAddressTail(address: string): string {
  return address.length <= 6 ? address : `...${address.slice(-6)}`;
}

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/** An ISO time in the viewer's time zone: 2026-11-01 14:05:09. */
/** The local day of a time, YYYY-MM-DD. */
export function formatDate(iso: string): string {
  return formatDateTime(iso).slice(0, 10);
}

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return PLACEHOLDER;
  const day = `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
  return `${day} ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}:${twoDigits(date.getSeconds())}`;
}

/** A trade's time of day, HH:mm:ss, in the viewer's time zone. */
export function formatClock(milliseconds: number): string {
  const date = new Date(milliseconds);
  return `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}:${twoDigits(date.getSeconds())}`;
}
