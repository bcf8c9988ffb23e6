import type { ExchangeFeedLog } from './options.js';
import { wallClockMs } from '../../lib/clock.js';

/** One line: the error's class and first line (and the socket error code under it), never a stack. */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, 300);
  const cause: unknown = error.cause;
  const code = typeof cause === 'object' && cause !== null && 'code' in cause ? ` (${String(cause.code)})` : '';
  return `${error.name}: ${error.message.split('\n')[0] ?? ''}${code}`.slice(0, 300);
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted || ms <= 0) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
  });
}

/**
 * One backoff for every connection of the feed: failures that come together (one dropped socket
 * rejects every stream on it) are one attempt, logged as one line, and wait the same delay.
 */
export class Reconnection {
  private failures = 0;
  private retryAt = 0;

  constructor(
    private readonly exchangeId: string,
    private readonly retry: { initialMs: number; maxMs: number },
    private readonly log: ExchangeFeedLog,
    private readonly signal: AbortSignal,
  ) {}

  get failing(): boolean {
    return this.failures > 0;
  }

  async afterFailure(step: string, error: unknown): Promise<void> {
    const now = wallClockMs();
    if (now >= this.retryAt) {
      const waitMs = Math.min(this.retry.maxMs, this.retry.initialMs * 2 ** Math.min(this.failures, 30));
      this.failures += 1;
      this.retryAt = now + waitMs;
      const text = describeError(error);
      this.log.error(
        { exchange: this.exchangeId, step, attempt: this.failures, retryInMs: waitMs, error: text },
        `market exchange ${this.exchangeId}: ${step} failed (${text}); retrying in ${waitMs} ms`,
      );
    }
    await sleep(this.retryAt - now, this.signal);
  }

  succeeded(): void {
    if (this.failures === 0) return;
    this.log.info({ exchange: this.exchangeId, failedAttempts: this.failures }, `market exchange ${this.exchangeId} reachable again`);
    this.failures = 0;
    this.retryAt = 0;
  }
}
