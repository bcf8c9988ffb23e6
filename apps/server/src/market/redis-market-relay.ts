import { randomUUID } from 'node:crypto';
import type { KlinePeriod, KlineTick } from '@halyard/shared';
import type { CandleRange } from './feed.js';
import { RedisPubSub } from '../lib/redis-pubsub.js';
import type { MarketAnswers, MarketRelayMessage, MarketRelayPort, MarketSnapshot } from './market-relay.js';

/** The Redis pub/sub channels: what the holder publishes, what the others ask, and the answers. */
const MESSAGES = 'halyard:market';
const ASKS = 'halyard:market:asks';
const ANSWERS = 'halyard:market:answers';
/** A question nobody answers in this time is refused (no process holds the market role). */
const ANSWER_TIMEOUT_MS = 5000;

type Question = { kind: 'candles'; pair: string; period: KlinePeriod; range: CandleRange } | { kind: 'snapshot' };
type Envelope =
  | { origin: string; message: MarketRelayMessage }
  | { origin: string; id: string; question: Question }
  | { to: string; id: string; answer?: unknown; error?: string };

/**
 * The market relay across processes: the holder of the market role publishes its source's ticks,
 * trades and recorded seconds on one Redis channel, and answers questions (candle history, a
 * snapshot for a process that just started) asked on another. The holder's own process gets its
 * messages at once and ignores the echo.
 */
export class RedisMarketRelay implements MarketRelayPort {
  private readonly origin = randomUUID();
  private readonly redis: RedisPubSub;
  private readonly listeners = new Set<(message: MarketRelayMessage) => void>();
  private readonly waiting = new Map<string, { resolve(answer: unknown): void; reject(error: Error): void; timer: NodeJS.Timeout }>();
  private source: MarketAnswers | null = null;
  private asked = 0;
  /** Resolves once this process listens. */
  readonly ready: Promise<void>;

  constructor(url: string, private readonly onError: (error: unknown) => void) {
    this.redis = new RedisPubSub(url, [MESSAGES, ASKS, ANSWERS], (text) => this.receive(text), onError);
    this.ready = this.redis.ready;
  }

  publish(message: MarketRelayMessage): void {
    for (const listener of this.listeners) listener(message);
    this.send(MESSAGES, { origin: this.origin, message });
  }

  subscribe(listener: (message: MarketRelayMessage) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  answer(source: MarketAnswers): () => void {
    this.source = source;
    return () => {
      if (this.source === source) this.source = null;
    };
  }

  candles(pair: string, period: KlinePeriod, range: CandleRange): Promise<KlineTick[]> {
    return this.source ? this.source.candles(pair, period, range) : (this.ask({ kind: 'candles', pair, period, range }) as Promise<KlineTick[]>);
  }

  snapshot(): Promise<MarketSnapshot> {
    return this.source ? this.source.snapshot() : (this.ask({ kind: 'snapshot' }) as Promise<MarketSnapshot>);
  }

  async close(): Promise<void> {
    this.source = null;
    for (const [id, pending] of this.waiting) {
      clearTimeout(pending.timer);
      pending.reject(new Error('the market relay closed'));
      this.waiting.delete(id);
    }
    await this.redis.close();
  }

  private ask(question: Question): Promise<unknown> {
    const id = `${this.origin}:${(this.asked += 1)}`;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        reject(new Error('no process holds the market role'));
      }, ANSWER_TIMEOUT_MS);
      timer.unref();
      this.waiting.set(id, { resolve, reject, timer });
      this.send(ASKS, { origin: this.origin, id, question });
    });
  }

  private send(channel: string, envelope: Envelope): void {
    this.redis.publish(channel, envelope);
  }

  private receive(text: string): void {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(text) as Envelope;
    } catch (error) {
      this.onError(error);
      return;
    }
    if ('message' in envelope) {
      if (envelope.origin !== this.origin) for (const listener of this.listeners) listener(envelope.message);
    } else if ('question' in envelope) {
      if (this.source && envelope.origin !== this.origin) void this.reply(this.source, envelope.origin, envelope.id, envelope.question);
    } else if (envelope.to === this.origin) {
      const pending = this.waiting.get(envelope.id);
      if (!pending) return;
      this.waiting.delete(envelope.id);
      clearTimeout(pending.timer);
      if (envelope.error === undefined) pending.resolve(envelope.answer);
      else pending.reject(new Error(envelope.error));
    }
  }

  private async reply(source: MarketAnswers, to: string, id: string, question: Question): Promise<void> {
    try {
      const answer = question.kind === 'candles' ? await source.candles(question.pair, question.period, question.range) : await source.snapshot();
      this.send(ANSWERS, { to, id, answer });
    } catch (error) {
      this.send(ANSWERS, { to, id, error: error instanceof Error ? error.message : String(error) });
    }
  }
}
