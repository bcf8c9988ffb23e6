/**
 * How each simulated coin behaves: its price on the anchor day, its daily volatility (standard
 * deviation of the daily log return) and its typical daily turnover in USDT. Rough figures of
 * late 2025, so the simulated market looks like a real one.
 */
export interface CoinProfile {
  anchorPrice: number;
  dailyVolatility: number;
  dailyTurnoverUsdt: number;
}

export const COIN_PROFILES: Readonly<Record<string, CoinProfile>> = {
  btc: { anchorPrice: 94_000, dailyVolatility: 0.028, dailyTurnoverUsdt: 2.2e9 },
  eth: { anchorPrice: 3_300, dailyVolatility: 0.036, dailyTurnoverUsdt: 1.1e9 },
  xrp: { anchorPrice: 2.15, dailyVolatility: 0.045, dailyTurnoverUsdt: 3.1e8 },
  eos: { anchorPrice: 0.55, dailyVolatility: 0.05, dailyTurnoverUsdt: 1.2e7 },
  ltc: { anchorPrice: 92, dailyVolatility: 0.042, dailyTurnoverUsdt: 6.5e7 },
  etc: { anchorPrice: 16.5, dailyVolatility: 0.046, dailyTurnoverUsdt: 2.4e7 },
  ada: { anchorPrice: 0.72, dailyVolatility: 0.048, dailyTurnoverUsdt: 1.3e8 },
  dash: { anchorPrice: 38, dailyVolatility: 0.05, dailyTurnoverUsdt: 1.5e7 },
  bsv: { anchorPrice: 28, dailyVolatility: 0.05, dailyTurnoverUsdt: 6e6 },
  ht: { anchorPrice: 0.62, dailyVolatility: 0.045, dailyTurnoverUsdt: 4e6 },
  dot: { anchorPrice: 4.1, dailyVolatility: 0.05, dailyTurnoverUsdt: 4.5e7 },
  link: { anchorPrice: 15.8, dailyVolatility: 0.05, dailyTurnoverUsdt: 9e7 },
  zec: { anchorPrice: 58, dailyVolatility: 0.055, dailyTurnoverUsdt: 3e7 },
  trx: { anchorPrice: 0.285, dailyVolatility: 0.03, dailyTurnoverUsdt: 8e7 },
  xmr: { anchorPrice: 210, dailyVolatility: 0.04, dailyTurnoverUsdt: 2.5e7 },
  ar: { anchorPrice: 7.8, dailyVolatility: 0.055, dailyTurnoverUsdt: 1.4e7 },
  dfi: { anchorPrice: 0.012, dailyVolatility: 0.06, dailyTurnoverUsdt: 3e5 },
  uni: { anchorPrice: 8.6, dailyVolatility: 0.052, dailyTurnoverUsdt: 5e7 },
  doge: { anchorPrice: 0.21, dailyVolatility: 0.055, dailyTurnoverUsdt: 2.6e8 },
  sol: { anchorPrice: 178, dailyVolatility: 0.048, dailyTurnoverUsdt: 6e8 },
  xec: { anchorPrice: 0.0000235, dailyVolatility: 0.05, dailyTurnoverUsdt: 5e6 },
  luna: { anchorPrice: 0.18, dailyVolatility: 0.06, dailyTurnoverUsdt: 1e7 },
  bch: { anchorPrice: 480, dailyVolatility: 0.045, dailyTurnoverUsdt: 6e7 },
  matic: { anchorPrice: 0.38, dailyVolatility: 0.05, dailyTurnoverUsdt: 2e7 },
  vet: { anchorPrice: 0.028, dailyVolatility: 0.05, dailyTurnoverUsdt: 1.6e7 },
  xlm: { anchorPrice: 0.29, dailyVolatility: 0.045, dailyTurnoverUsdt: 4e7 },
  fil: { anchorPrice: 2.4, dailyVolatility: 0.055, dailyTurnoverUsdt: 3e7 },
  theta: { anchorPrice: 0.82, dailyVolatility: 0.055, dailyTurnoverUsdt: 8e6 },
  dfa: { anchorPrice: 0.021, dailyVolatility: 0.06, dailyTurnoverUsdt: 4e5 },
};

/** Average size of one simulated trade in USDT: turnover / size = the day's trade count. */
export const AVERAGE_TRADE_USDT = 450;
