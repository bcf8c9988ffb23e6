// @vitest-environment node
import { TRADE_HISTORY_LIMIT, type Trade } from '@halyard/shared';
import { describe, expect, it } from 'vitest';
import { prependTrades } from './get-recent-trades';

const trade = (tradeId: number): Trade => ({ id: tradeId, tradeId, ts: tradeId, price: 1, amount: 1, direction: 'buy' });

describe('live trades', () => {
  it('puts new trades on top, each once, and keeps at most what the server keeps', () => {
    const current = Array.from({ length: TRADE_HISTORY_LIMIT }, (_, index) => trade(TRADE_HISTORY_LIMIT - index));
    const next = prependTrades(current, [trade(102), trade(101), trade(100)]);
    expect(next?.slice(0, 3).map((row) => row.tradeId)).toEqual([102, 101, 100]);
    expect(next).toHaveLength(TRADE_HISTORY_LIMIT);
    expect(new Set(next?.map((row) => row.tradeId)).size).toBe(TRADE_HISTORY_LIMIT);
  });

  it('waits for the first read before adding pushed trades', () => {
    expect(prependTrades(undefined, [trade(1)])).toBeUndefined();
  });
});
