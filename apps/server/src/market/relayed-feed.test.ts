import { describe, expect, it } from 'vitest';
import { createManualClock } from '../testing/build-test-app.js';
import type { MarketEvent } from './feed.js';
import type { MarketAnswers, MarketRelayMessage, MarketRelayPort } from './market-relay.js';
import { relayMarket } from './market-relay.js';
import { RedisMarketRelay } from './redis-market-relay.js';
import { RelayedFeed } from './relayed-feed.js';
import { SimulatedFeed } from './simulated/simulated-feed.js';

/** One process's relay: what is published reaches every subscriber; questions go to the one answering. */
class InMemoryRelay implements MarketRelayPort {
  private readonly listeners = new Set<(message: MarketRelayMessage) => void>();
  private source: MarketAnswers | null = null;
  publish(message: MarketRelayMessage): void {
    for (const listener of this.listeners) listener(message);
  }
  subscribe(listener: (message: MarketRelayMessage) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  answer(source: MarketAnswers): () => void {
    this.source = source;
    return () => (this.source = null);
  }
  candles(...args: Parameters<MarketAnswers['candles']>) {
    return this.source ? this.source.candles(...args) : Promise.reject(new Error('no holder'));
  }
  snapshot() {
    return this.source ? this.source.snapshot() : Promise.reject(new Error('no holder'));
  }
  async close(): Promise<void> {}
}

const quiet = { warn: () => undefined };

describe('a relayed market', () => {
  it('answers every read as the source does, from the relayed ticks, trades, snapshot and history', async () => {
    const clock = createManualClock(new Date('2026-11-28T12:00:00Z'));
    const source = new SimulatedFeed({ seed: 'relayrelayrelayrelayrelayrelay00', clock });
    const port = new InMemoryRelay();
    const stopRelaying = relayMarket(source, port, 100);
    source.emitDueTicks();
    const relayed = new RelayedFeed(port, quiet);
    await relayed.start();
    await expect.poll(() => relayed.lastPrice('btcusdt')).toBe(source.lastPrice('btcusdt'));
    expect(relayed.recentTrades('ethusdt', 20)).toEqual(source.recentTrades('ethusdt', 20));

    const events: MarketEvent[] = [];
    relayed.subscribe((event) => events.push(event));
    clock.advance(1000);
    source.emitDueTicks();
    expect(events.filter((event) => event.type === 'tick')).toHaveLength(source.pairs.length);
    for (const pair of ['btcusdt', 'solusdt']) {
      expect(relayed.lastPrice(pair)).toBe(source.lastPrice(pair));
      expect(relayed.detail(pair)).toEqual(source.detail(pair));
      expect(relayed.depth(pair)).toEqual(source.depth(pair));
      expect(relayed.currentCandle(pair, '15min')).toEqual(source.currentCandle(pair, '15min'));
      expect(relayed.recentTrades(pair, 100)).toEqual(source.recentTrades(pair, 100));
    }
    expect(relayed.tickers()).toEqual(source.tickers());
    const range = { limit: 50 };
    expect(await relayed.candles('btcusdt', '1day', range)).toEqual(await source.candles('btcusdt', '1day', range));

    const seconds = [{ pair: 'btcusdt', second: 1, price: '1' }];
    const heard: unknown[] = [];
    relayed.onRecordedSeconds((list) => heard.push(list));
    port.publish({ type: 'seconds', seconds });
    expect(heard).toEqual([seconds]);

    stopRelaying();
    await expect(relayed.candles('btcusdt', '1day', range)).rejects.toThrow();
    await relayed.stop();
  });
});

describe.each(process.env.REDIS_URL_TEST ? [process.env.REDIS_URL_TEST] : [])('the market relay through Redis', (url) => {
  it('carries the holder messages to the others once, and its answers to who asked', async () => {
    const onError = (error: unknown) => {
      throw error;
    };
    const holder = new RedisMarketRelay(url, onError);
    const other = new RedisMarketRelay(url, onError);
    await Promise.all([holder.ready, other.ready]);
    try {
      await expect(other.snapshot()).rejects.toThrow('no process holds the market role');
      const atHolder: MarketRelayMessage[] = [];
      const atOther: MarketRelayMessage[] = [];
      holder.subscribe((message) => atHolder.push(message));
      other.subscribe((message) => atOther.push(message));
      const message: MarketRelayMessage = { type: 'trades', pair: 'btcusdt', trades: [] };
      holder.publish(message);
      await expect.poll(() => atOther).toEqual([message]);
      expect(atHolder).toEqual([message]);

      const candle = { id: 60, open: 1, close: 2, low: 1, high: 2, amount: 3, vol: 4, count: 5 };
      holder.answer({ candles: async () => [candle], snapshot: async () => ({ quotes: [], trades: { btcusdt: [] } }) });
      expect(await other.snapshot()).toEqual({ quotes: [], trades: { btcusdt: [] } });
      expect(await other.candles('btcusdt', '1min', { limit: 1 })).toEqual([candle]);
    } finally {
      await Promise.all([holder.close(), other.close()]);
    }
  }, 20_000);
});
