/** The one place that turns raw values into display text (STYLE.md). */
const QUOTE_COIN = 'usdt';

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
