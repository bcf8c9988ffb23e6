import type { KlineTick } from '@halyard/shared';
import type { Random } from './random.js';

/**
 * A candle in integers: prices in ticks (10^-pricePrecision USDT), `amount` in lots
 * (10^-amountPrecision of the coin), `vol` in cents of USDT. Integers make "a period is the sum
 * of its parts" exact: highs are maxima, volumes add up, nothing drifts.
 */
export interface IntCandle {
  /** Open time, seconds UTC. */
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  amount: number;
  vol: number;
  count: number;
}

/** The candle made of consecutive candles: first open, last close, extremes, sums. */
export function aggregateCandles(time: number, parts: readonly IntCandle[]): IntCandle {
  const first = parts[0];
  const last = parts[parts.length - 1];
  if (!first || !last) throw new Error('aggregateCandles needs at least one candle');
  let high = first.high;
  let low = first.low;
  let amount = 0;
  let vol = 0;
  let count = 0;
  for (const part of parts) {
    if (part.high > high) high = part.high;
    if (part.low < low) low = part.low;
    amount += part.amount;
    vol += part.vol;
    count += part.count;
  }
  return { time, open: first.open, high, low, close: last.close, amount, vol, count };
}

/** Splits `total` into integer shares proportional to `weights`, summing exactly to `total`. */
export function splitInteger(total: number, weights: readonly number[]): number[] {
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  if (weightSum <= 0 || total <= 0) return weights.map((_, index) => (index === 0 ? Math.max(total, 0) : 0));
  const shares = weights.map((weight) => Math.floor(total * (weight / weightSum)));
  let remainder = total - shares.reduce((sum, share) => sum + share, 0);
  // Floating point may leave a few units over (or, rarely, under): settle them one at a time,
  // largest weights first, so the shares always sum to the total exactly.
  const order = weights.map((weight, index) => ({ weight, index })).sort((a, b) => b.weight - a.weight);
  for (let position = 0; remainder !== 0; position = (position + 1) % order.length) {
    const index = order[position]?.index ?? 0;
    const share = shares[index] ?? 0;
    if (remainder > 0) {
      shares[index] = share + 1;
      remainder -= 1;
    } else if (share > 0) {
      shares[index] = share - 1;
      remainder += 1;
    }
  }
  return shares;
}

/**
 * Scale for the deviations on one side of the straight line from open to close, so the path
 * reaches between 55% and 100% of the way to that side's extreme (never beyond it).
 */
function sideScale(line: readonly number[], bridge: readonly number[], room: (index: number) => number, side: 1 | -1, random: Random): number {
  let scale = Number.POSITIVE_INFINITY;
  bridge.forEach((deviation, index) => {
    if (deviation * side <= 0) return;
    scale = Math.min(scale, room(index) / Math.abs(deviation));
  });
  return Number.isFinite(scale) ? scale * (0.55 + 0.45 * random.next()) : 0;
}

/**
 * The `count` consecutive candles of `childSeconds` inside `parent`, drawn at random but
 * agreeing with it exactly: the first opens at its open, the last closes at its close, each
 * opens where the one before closed, one reaches its high and one its low, none goes beyond
 * them, and amounts, volumes and trade counts add up to its own.
 */
export function splitCandle(parent: IntCandle, count: number, childSeconds: number, random: Random): IntCandle[] {
  const { open, close, high, low } = parent;
  const range = high - low;
  // A Brownian bridge from open to close, fitted between low and high.
  const walk = [0];
  for (let index = 1; index <= count; index += 1) walk.push((walk[index - 1] ?? 0) + random.normal());
  const end = walk[count] ?? 0;
  const bridge = walk.map((value, index) => value - (index / count) * end);
  const line = bridge.map((_, index) => open + ((close - open) * index) / count);
  const upScale = sideScale(line, bridge, (index) => high - (line[index] ?? high), 1, random);
  const downScale = sideScale(line, bridge, (index) => (line[index] ?? low) - low, -1, random);
  const points = bridge.map((deviation, index) => {
    if (index === 0) return open;
    if (index === count) return close;
    const point = Math.round((line[index] ?? open) + deviation * (deviation > 0 ? upScale : downScale));
    return Math.min(high, Math.max(low, point));
  });

  const children: IntCandle[] = [];
  for (let index = 0; index < count; index += 1) {
    const childOpen = points[index] ?? open;
    const childClose = points[index + 1] ?? close;
    const top = Math.max(childOpen, childClose);
    const bottom = Math.min(childOpen, childClose);
    // Wicks: mostly short, now and then long, never past the parent's extremes.
    const wickUp = Math.floor((high - top) * random.next() ** 3 * 0.4);
    const wickDown = Math.floor((bottom - low) * random.next() ** 3 * 0.4);
    children.push({
      time: parent.time + index * childSeconds,
      open: childOpen,
      high: top + wickUp,
      low: bottom - wickDown,
      close: childClose,
      amount: 0,
      vol: 0,
      count: 0,
    });
  }
  // The child whose body reaches highest makes the parent's high; the lowest one its low.
  let highest = children[0];
  let lowest = children[0];
  for (const child of children) {
    if (highest && Math.max(child.open, child.close) > Math.max(highest.open, highest.close)) highest = child;
    if (lowest && Math.min(child.open, child.close) < Math.min(lowest.open, lowest.close)) lowest = child;
  }
  if (highest) highest.high = high;
  if (lowest) lowest.low = low;

  // Busier where the price moved more.
  const activity = children.map((child) => (0.4 + random.next()) * (1 + (3 * Math.abs(child.close - child.open)) / Math.max(1, range)));
  const amounts = splitInteger(parent.amount, activity);
  const vols = splitInteger(
    parent.vol,
    activity.map((weight, index) => weight * ((children[index]?.high ?? 0) + (children[index]?.low ?? 0) + 1)),
  );
  const counts = splitInteger(parent.count, activity);
  children.forEach((child, index) => {
    child.amount = amounts[index] ?? 0;
    child.vol = vols[index] ?? 0;
    child.count = counts[index] ?? 0;
  });
  return children;
}

/** Integer units as exact decimal text: 9512345 at 2 places is "95123.45". */
export function unitsToDecimal(units: number, places: number): string {
  const negative = units < 0;
  const digits = String(Math.abs(units)).padStart(places + 1, '0');
  const text = places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
  return negative ? `-${text}` : text;
}

/** Integer units as the number a socket frame carries (its shortest text is the exact decimal). */
export function unitsToNumber(units: number, places: number): number {
  return Number(unitsToDecimal(units, places));
}

export interface Precision {
  price: number;
  amount: number;
}

/** The HTX kline shape of an integer candle. */
export function toKlineTick(candle: IntCandle, precision: Precision): KlineTick {
  return {
    id: candle.time,
    open: unitsToNumber(candle.open, precision.price),
    close: unitsToNumber(candle.close, precision.price),
    low: unitsToNumber(candle.low, precision.price),
    high: unitsToNumber(candle.high, precision.price),
    amount: unitsToNumber(candle.amount, precision.amount),
    vol: unitsToNumber(candle.vol, 2),
    count: candle.count,
  };
}
