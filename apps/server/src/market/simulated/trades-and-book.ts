import { DEPTH_LEVELS, type DepthTick, type Trade } from '@halyard/shared';
import { splitInteger, unitsToNumber } from './candles.js';
import type { CoinMarket } from './coin-market.js';
import { Stream } from './price-path.js';

const TRADES_PER_SECOND_MAX = 4;

/** The trades printed during one second, oldest first: a few fills inside its range, the last at its close. */
export function tradesOf(market: CoinMarket, second: number): Trade[] {
  const candle = market.secondCandle(second);
  if (candle.amount <= 0) return [];
  const random = market.path.random(Stream.trades, 0, second);
  const count = 1 + random.int(TRADES_PER_SECOND_MAX);
  const amounts = splitInteger(candle.amount, Array.from({ length: count }, () => 0.3 + random.next()));
  const trades: Trade[] = [];
  let previous = candle.open;
  amounts.forEach((amount, index) => {
    const price = index === count - 1 ? candle.close : candle.low + random.int(candle.high - candle.low + 1);
    const direction = price > previous || (price === previous && random.next() < 0.5) ? 'buy' : 'sell';
    previous = price;
    if (amount <= 0) return;
    const tradeId = second * 8 + index;
    trades.push({
      id: tradeId,
      tradeId,
      ts: second * 1000 + Math.round((1000 * (index + 1)) / (count + 1)),
      price: unitsToNumber(price, market.precision.price),
      amount: unitsToNumber(amount, market.precision.amount),
      direction,
    });
  });
  return trades;
}

/** The book around the second's price: best bid at or just under it, best ask one step above. */
export function depthAt(market: CoinMarket, now: number): DepthTick {
  const price = market.lastPriceTicks(now);
  const random = market.path.random(Stream.depth, 0, now);
  const step = Math.max(1, Math.round(price * 0.00003));
  const typicalLevelLots = Math.max(
    1,
    Math.round((market.path.profile.dailyTurnoverUsdt / market.path.profile.anchorPrice / 4000) * 10 ** market.precision.amount),
  );
  const levelSize = (index: number) =>
    unitsToNumber(Math.max(1, Math.round(typicalLevelLots * Math.exp(0.8 * random.normal()) * (1 + index / 8))), market.precision.amount);
  const bids: Array<[number, number]> = [];
  const asks: Array<[number, number]> = [];
  let bid = price - step * random.int(2);
  let ask = bid + step;
  for (let index = 0; index < DEPTH_LEVELS; index += 1) {
    if (bid >= 1) bids.push([unitsToNumber(bid, market.precision.price), levelSize(index)]);
    asks.push([unitsToNumber(ask, market.precision.price), levelSize(index)]);
    bid -= step * (1 + random.int(2));
    ask += step * (1 + random.int(2));
  }
  return { bids, asks, version: now, ts: now * 1000 };
}
