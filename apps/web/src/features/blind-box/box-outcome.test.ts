// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { boxOutcome } from './box-outcome';

describe('a box outcome', () => {
  it('says what a box paid, what it cost and the difference, coloured by the difference', () => {
    // 2.00 prize + 0.30 gift for a 10.00 box: paid 2.30, −7.70.
    const lost = boxOutcome({ prize: '2', gift: '0.3', price: '10' });
    expect([lost.paid.toFixed(), lost.price.toFixed(), lost.net.toFixed(), lost.tone]).toEqual(['2.3', '10', '-7.7', 'down']);
    // 25 + 0.5 for a 10 box: +15.50.
    const won = boxOutcome({ prize: '25', gift: '0.5', price: '10' });
    expect([won.paid.toFixed(), won.net.toFixed(), won.tone]).toEqual(['25.5', '15.5', 'up']);
    const even = boxOutcome({ prize: '9.5', gift: '0.5', price: '10' });
    expect([even.net.toFixed(), even.tone]).toEqual(['0', 'flat']);
  });
});
