/** A stretch of seconds [from, to] of one pair: pinned at `ticks`, or free (the simulated price). */
export interface PinSegment {
  from: number;
  to: number;
  ticks: number | undefined;
}

interface PinChange {
  from: number;
  ticks: number | undefined;
}

/**
 * The pinned index prices of a test market, in ticks (10^-pricePrecision USDT) per pair and
 * second: each change holds from its second until the next one. Changes only ever start in the
 * future, so a second's price, once seen, stays what it was.
 */
export class PricePins {
  private readonly changes = new Map<string, PinChange[]>();

  /** Pins the pair at `ticks` (or frees it, undefined) from second `from` on. */
  set(pair: string, ticks: number | undefined, from: number): void {
    const list = (this.changes.get(pair) ?? []).filter((change) => change.from < from);
    list.push({ from, ticks });
    this.changes.set(pair, list);
  }

  /** The pin the pair's latest change sets (undefined: free, or never pinned). */
  latest(pair: string): number | undefined {
    return this.changes.get(pair)?.at(-1)?.ticks;
  }

  /** Whether the pair was ever pinned: only those pairs' figures need a look. */
  touches(pair: string): boolean {
    return this.changes.has(pair);
  }

  /** The pinned price of a second, in ticks; undefined when the pair is free then. */
  at(pair: string, second: number): number | undefined {
    let ticks: number | undefined;
    for (const change of this.changes.get(pair) ?? []) {
      if (change.from > second) break;
      ticks = change.ticks;
    }
    return ticks;
  }

  /** The seconds [first, last] cut where the pair's pin changes, oldest first. */
  segments(pair: string, first: number, last: number): PinSegment[] {
    const segments: PinSegment[] = [];
    let from = first;
    let ticks = this.at(pair, first);
    for (const change of this.changes.get(pair) ?? []) {
      if (change.from <= first) continue;
      if (change.from > last) break;
      segments.push({ from, to: change.from - 1, ticks });
      from = change.from;
      ticks = change.ticks;
    }
    segments.push({ from, to: last, ticks });
    return segments;
  }
}
