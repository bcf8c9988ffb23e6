import { Redis } from 'ioredis';

/** A publishing and a subscribed connection to one Redis: what the fan-out and the market relay share. */
export class RedisPubSub {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  /** Resolves once the channels are subscribed, so nothing published after it is missed. */
  readonly ready: Promise<void>;

  constructor(url: string, channels: readonly string[], onMessage: (text: string) => void, private readonly onError: (error: unknown) => void) {
    this.publisher = new Redis(url, { maxRetriesPerRequest: 2 });
    this.subscriber = new Redis(url);
    this.publisher.on('error', onError);
    this.subscriber.on('error', onError);
    this.subscriber.on('message', (_channel: string, text: string) => onMessage(text));
    this.ready = this.subscriber.subscribe(...channels).then(() => undefined);
  }

  publish(channel: string, message: unknown): void {
    this.publisher.publish(channel, JSON.stringify(message)).catch(this.onError);
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.subscriber.quit(), this.publisher.quit()]);
  }
}
