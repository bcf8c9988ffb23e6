import { describe, expect, it } from 'vitest';
import { groupBook, groupingSteps, groupSide, type BookEntry } from './book-grouping';

const shown = (side: BookEntry[]) => side.map(([price, size]) => [price.toFixed(), size.toFixed()]);

describe('order book price grouping', () => {
  it("offers the pair's tick and ten, a hundred and a thousand times it", () => {
    expect(groupingSteps(2).map((step) => step.toFixed())).toEqual(['0.01', '0.1', '1', '10']);
    expect(groupingSteps(0).map((step) => step.toFixed())).toEqual(['1', '10', '100', '1000']);
    expect(groupingSteps(6).map((step) => step.toFixed())).toEqual(['0.000001', '0.00001', '0.0001', '0.001']);
  });

  it('rounds bids down and asks up to the step and sums their sizes exactly', () => {
    const book = {
      // Best first, as the server sends them.
      bids: [
        [100.25, 0.1],
        [100.2, 0.2],
        [99.99, 0.3],
        [99.5, 0.7],
        [98.01, 1],
      ],
      asks: [
        [100.3, 0.1],
        [100.31, 0.2],
        [101, 0.3],
        [101.01, 0.4],
      ],
    } as const;
    const grouped = groupBook(book, '1');
    // 100.25 and 100.2 -> 100 (0.1 + 0.2 = 0.3, not 0.30000000000000004); 99.99 and 99.5 -> 99; 98.01 -> 98.
    expect(shown(grouped.bids)).toEqual([
      ['100', '0.3'],
      ['99', '1'],
      ['98', '1'],
    ]);
    // 100.3 and 100.31 -> 101 with 101 itself (0.1 + 0.2 + 0.3 = 0.6); 101.01 -> 102.
    expect(shown(grouped.asks)).toEqual([
      ['101', '0.6'],
      ['102', '0.4'],
    ]);
  });

  it('leaves a book alone at its own tick and groups by steps below one', () => {
    const bids = [
      [0.5123, 3],
      [0.5119, 2],
    ] as const;
    expect(shown(groupSide(bids, '0.0001', 'bid'))).toEqual([
      ['0.5123', '3'],
      ['0.5119', '2'],
    ]);
    expect(shown(groupSide(bids, '0.001', 'bid'))).toEqual([
      ['0.512', '3'],
      ['0.511', '2'],
    ]);
    expect(shown(groupSide(bids, '0.01', 'ask'))).toEqual([['0.52', '5']]);
  });
});
