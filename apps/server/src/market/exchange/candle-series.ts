import type { KlineTick } from '@halyard/shared';

/**
 * The closed candles of one pair and period that the feed has seen, and the stretches of time they
 * cover completely ([from, to) in seconds: every candle opened there is held). A read that stays
 * inside covered time never asks the exchange again; closed candles never change.
 */
export class CandleSeries {
  private candles: KlineTick[] = [];
  private covered: Array<[number, number]> = [];

  /** Records that `candles` are all the candles opened in [from, to). */
  record(from: number, to: number, candles: readonly KlineTick[]): void {
    if (!(from < to)) return;
    const inside = candles.filter((candle) => candle.id >= from && candle.id < to).sort((a, b) => a.id - b.id);
    const start = this.indexOf(from);
    this.candles.splice(start, this.indexOf(to) - start, ...inside);
    const merged: Array<[number, number]> = [];
    for (const [a, b] of [...this.covered, [from, to] as [number, number]].sort((x, y) => x[0] - y[0])) {
      const last = merged[merged.length - 1];
      if (last && a <= last[1]) last[1] = Math.max(last[1], b);
      else merged.push([a, b]);
    }
    this.covered = merged;
  }

  /** The newest `limit` held candles opened in [from, to), oldest first, and where held time runs out (if it does). */
  read(from: number, to: number, limit: number): { candles: KlineTick[]; missingBefore?: number } {
    const chunks: KlineTick[][] = [];
    let count = 0;
    let cursor = to;
    while (count < limit && cursor > from) {
      const stretch = this.covered.find(([a, b]) => a < cursor && cursor <= b);
      if (!stretch) return { candles: chunks.reverse().flat(), missingBefore: cursor };
      const lower = Math.max(stretch[0], from);
      const chunk = this.candles.slice(this.indexOf(lower), this.indexOf(cursor)).slice(-(limit - count));
      chunks.push(chunk);
      count += chunk.length;
      cursor = lower;
    }
    return { candles: chunks.reverse().flat() };
  }

  /** Forgets the oldest candles beyond the capacity (and the time they covered). */
  trim(capacity: number): void {
    const excess = this.candles.length - capacity;
    const oldestKept = this.candles[excess]?.id;
    if (excess <= 0 || oldestKept === undefined) return;
    this.candles.splice(0, excess);
    this.covered = this.covered.filter(([, b]) => b > oldestKept).map(([a, b]) => [Math.max(a, oldestKept), b]);
  }

  /** The index of the first candle opened at or after `seconds`. */
  private indexOf(seconds: number): number {
    let low = 0;
    let high = this.candles.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((this.candles[middle]?.id ?? Number.POSITIVE_INFINITY) < seconds) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
