import type { Clock } from '../../lib/clock.js';

/** Pino-like: the feed says one line per event, an object first. */
export interface ExchangeFeedLog {
  info(object: object, message?: string): void;
  warn(object: object, message?: string): void;
  error(object: object, message?: string): void;
}

export interface ExchangeFeedOptions {
  /** A ccxt exchange id with websocket ("pro") support, e.g. `binance`. */
  exchangeId: string;
  /** Our pairs (`btcusdt`); those the exchange does not list are logged once and stay unquoted. */
  pairs: readonly string[];
  log: ExchangeFeedLog;
  /**
   * Extra ccxt constructor options, e.g. `{ urls: { api: { public, ws: { spot } } } }` to point the
   * exchange at a replay server, or `{ options: { fetchMarkets: ... } }` to override what it loads.
   */
  exchangeOptions?: Record<string, unknown>;
  /** Backoff while the exchange is unreachable: the first wait, doubled up to the last (default 1 s to 60 s). */
  retry?: { initialMs: number; maxMs: number };
  /** Market time (candle boundaries, "now" of a quote without its own time); wall time by default. */
  clock?: Clock;
}
