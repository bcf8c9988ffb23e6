import sortedBtree from 'sorted-btree';

// sorted-btree is CommonJS with `exports.default`: Node's ESM loader hands over the whole exports
// object, bundlers and vitest the class itself.
const BTree = ((sortedBtree as unknown as { default?: typeof sortedBtree }).default ?? sortedBtree) as typeof sortedBtree;
type BTree<K, V> = sortedBtree<K, V>;

/** Which way a price must move to reach a level: fall to it or below, or rise to it or above. */
export type Crossing = 'atOrBelow' | 'atOrAbove';

export interface Crossed<T> {
  id: string;
  crossing: Crossing;
  level: number;
  value: T;
}

interface PairLevels<T> {
  atOrBelow: BTree<number, Map<string, T>>;
  atOrAbove: BTree<number, Map<string, T>>;
}

/**
 * Price triggers per pair, in sorted levels (a B+ tree of levels, each a bucket of triggers).
 * A tick that crosses nothing costs two O(log n) peeks per pair; one that crosses k triggers
 * costs O(log n + k), and hands them over in the order the price met them (the nearest level
 * first). Levels are integer ticks of the pair's price precision, so comparisons are exact.
 */
export class TriggerBook<T> {
  private readonly pairs = new Map<string, PairLevels<T>>();
  private readonly placed = new Map<string, { pair: string; crossing: Crossing; level: number }>();

  get size(): number {
    return this.placed.size;
  }

  /** Places (or moves) a trigger. */
  set(id: string, pair: string, crossing: Crossing, level: number, value: T): void {
    this.delete(id);
    let levels = this.pairs.get(pair);
    if (!levels) this.pairs.set(pair, (levels = { atOrBelow: new BTree(), atOrAbove: new BTree() }));
    const tree = levels[crossing];
    let bucket = tree.get(level);
    if (!bucket) tree.set(level, (bucket = new Map()));
    bucket.set(id, value);
    this.placed.set(id, { pair, crossing, level });
  }

  delete(id: string): void {
    const where = this.placed.get(id);
    if (!where) return;
    this.placed.delete(id);
    const tree = this.pairs.get(where.pair)?.[where.crossing];
    const bucket = tree?.get(where.level);
    bucket?.delete(id);
    if (bucket?.size === 0) tree?.delete(where.level);
  }

  has(id: string): boolean {
    return this.placed.has(id);
  }

  /** Pairs with at least one trigger. */
  activePairs(): string[] {
    return [...this.pairs].filter(([, levels]) => levels.atOrBelow.size + levels.atOrAbove.size > 0).map(([pair]) => pair);
  }

  /** Removes and returns every trigger the price has reached, the nearest level first on each side. */
  cross(pair: string, price: number): Array<Crossed<T>> {
    const levels = this.pairs.get(pair);
    if (!levels) return [];
    const crossed: Array<Crossed<T>> = [];
    // Levels at or above the price fire for a fall: the highest (met first) comes first.
    for (let top = levels.atOrBelow.maxKey(); top !== undefined && top >= price; top = levels.atOrBelow.maxKey()) {
      this.take(levels.atOrBelow, 'atOrBelow', top, crossed);
    }
    for (let bottom = levels.atOrAbove.minKey(); bottom !== undefined && bottom <= price; bottom = levels.atOrAbove.minKey()) {
      this.take(levels.atOrAbove, 'atOrAbove', bottom, crossed);
    }
    return crossed;
  }

  private take(tree: BTree<number, Map<string, T>>, crossing: Crossing, level: number, into: Array<Crossed<T>>): void {
    const bucket = tree.get(level);
    tree.delete(level);
    for (const [id, value] of bucket ?? []) {
      this.placed.delete(id);
      into.push({ id, crossing, level, value });
    }
  }
}
