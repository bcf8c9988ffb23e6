import { DEFAULT_DECIMALS } from './constants.js';

/**
 * The trading symbol table (spec §3). The spec says 27 coins but names 28; all 28 are here.
 * The market pair list quotes 28 pairs too: it omits dfi and adds dfa.
 */
export interface CoinInfo {
  /** The symbol key: lower-case coin, e.g. `btc`. */
  symbol: string;
  /** Lower-case pair quoted in USDT, e.g. `btcusdt`. */
  pair: string;
  fullName: string;
  /** `BTC/USDT` */
  formattedPair: string;
  /** Upper-case coin, e.g. `BTC`. */
  coin: string;
  /** Decimals of a price in USDT. */
  pricePrecision: number;
  /** Decimals of an amount of the coin. */
  amountPrecision: number;
  /** Brand colour of the coin's image. */
  color: string;
}

export const QUOTE_COIN = 'USDT';

type CoinRow = [symbol: string, fullName: string, pricePrecision: number, amountPrecision: number, color: string];

/** btc ... theta: the spec's symbol table, in the spec's order. */
const SYMBOL_ROWS: CoinRow[] = [
  ['btc', 'Bitcoin', 2, 6, '#f7931a'],
  ['eth', 'Ethereum', 2, 4, '#627eea'],
  ['xrp', 'XRP', 4, 2, '#23292f'],
  ['eos', 'EOS', 4, 2, '#000000'],
  ['ltc', 'Litecoin', 2, 4, '#345d9d'],
  ['etc', 'Ethereum Classic', 3, 3, '#328332'],
  ['ada', 'Cardano', 4, 2, '#0033ad'],
  ['dash', 'Dash', 2, 4, '#008ce7'],
  ['bsv', 'Bitcoin SV', 2, 4, '#eab300'],
  ['ht', 'Huobi Token', 4, 2, '#2a3069'],
  ['dot', 'Polkadot', 3, 3, '#e6007a'],
  ['link', 'Chainlink', 3, 3, '#2a5ada'],
  ['zec', 'Zcash', 2, 4, '#ecb244'],
  ['trx', 'TRON', 5, 1, '#eb0029'],
  ['xmr', 'Monero', 2, 4, '#ff6600'],
  ['ar', 'Arweave', 3, 3, '#222326'],
  ['dfi', 'DeFiChain', 5, 1, '#ff00af'],
  ['uni', 'Uniswap', 3, 3, '#ff007a'],
  ['doge', 'Dogecoin', 5, 1, '#c2a633'],
  ['sol', 'Solana', 2, 4, '#9945ff'],
  ['xec', 'eCash', 9, 0, '#0074c2'],
  ['luna', 'Terra', 4, 2, '#172852'],
  ['bch', 'Bitcoin Cash', 2, 4, '#0ac18e'],
  ['matic', 'Polygon', 4, 2, '#8247e5'],
  ['vet', 'VeChain', 5, 1, '#15bdff'],
  ['xlm', 'Stellar', 4, 2, '#14b6e7'],
  ['fil', 'Filecoin', 3, 3, '#0090ff'],
  ['theta', 'Theta Network', 4, 2, '#2ab8e6'],
];

/** dfa: quoted in the market pair list in place of dfi. */
const DFA_ROW: CoinRow = ['dfa', 'DeFine', 5, 1, '#3c5bf6'];

function toCoinInfo([symbol, fullName, pricePrecision, amountPrecision, color]: CoinRow): CoinInfo {
  const coin = symbol.toUpperCase();
  return {
    symbol,
    pair: `${symbol}${QUOTE_COIN.toLowerCase()}`,
    fullName,
    formattedPair: `${coin}/${QUOTE_COIN}`,
    coin,
    pricePrecision,
    amountPrecision,
    color,
  };
}

/** The spec's symbol table keyed by symbol: btc, eth, ... theta (28 coins). */
export const SYMBOL_TABLE: Readonly<Record<string, CoinInfo>> = Object.fromEntries(
  SYMBOL_ROWS.map((row) => [row[0], toCoinInfo(row)]),
);

const DFA = toCoinInfo(DFA_ROW);

/** Every coin the app knows, with an image each: the symbol table plus dfa. */
export const ALL_COINS: readonly CoinInfo[] = [...Object.values(SYMBOL_TABLE), DFA];

/** The quoted pairs, in display order: the symbol table without dfi, plus dfa. */
export const MARKET_PAIRS: readonly string[] = [
  ...Object.values(SYMBOL_TABLE)
    .filter((coin) => coin.symbol !== 'dfi')
    .map((coin) => coin.pair),
  DFA.pair,
];

const byPair = new Map(ALL_COINS.map((coin) => [coin.pair, coin]));
const marketPairSet = new Set(MARKET_PAIRS);

/** The reverse lookup by pair (`btcusdt` -> symbol, fullName, formattedPair, pair, coin, precisions). */
export function coinByPair(pair: string): CoinInfo | undefined {
  return byPair.get(pair.toLowerCase());
}

/** The decimals a pair's prices are quoted to (the default for a pair not listed). */
export function pricePrecisionOf(pair: string): number {
  return coinByPair(pair)?.pricePrecision ?? DEFAULT_DECIMALS;
}

/** The decimals of an amount of the pair's coin (the default for a pair not listed). */
export function amountPrecisionOf(pair: string): number {
  return coinByPair(pair)?.amountPrecision ?? DEFAULT_DECIMALS;
}

/** Is this one of the quoted pairs? */
export function isMarketPair(pair: string): boolean {
  return marketPairSet.has(pair);
}
