import { randomBytes } from 'node:crypto';
import type { DoorClient, Outcome } from './door-client.js';

export type RecordKind = 'transfer' | 'contract' | 'option';

export interface LoadMember {
  index: number;
  client: DoorClient;
  token: string;
  userId: number;
}

/** A money POST the server answered with success: its Idempotency-Key and the record it made. */
export interface Acknowledged {
  kind: RecordKind;
  key: string;
  id: number;
  userId: number;
  attempts: number;
}

const ROUTES: Record<RecordKind, string> = {
  transfer: '/api/member/transferRecord/add',
  contract: '/api/member/ContractRecord/add',
  option: '/api/member/optionsRecord/add',
};

/** No answer from a process: the door's 502/503/504, or the connection itself lost. The client repeats the request. */
function unanswered(outcome: Outcome<unknown>): boolean {
  return outcome.kind === 'network' || [502, 503, 504].includes(outcome.status);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Members trading through the front door: transfers between their own accounts, contract market
 * orders opened and closed, options of the shortest period. Every money POST carries an
 * Idempotency-Key, and a request that got no answer is repeated with the same key until it gets
 * one, so what is acknowledged can be compared with the database afterwards.
 */
export class MixedLoad {
  readonly acknowledged: Acknowledged[] = [];
  /** Refused by a business rule (an answer, and nothing moved): kind and message. */
  readonly refused: string[] = [];
  /** 5xx answers from the server itself (never expected). */
  readonly serverErrors: string[] = [];
  /** Requests that got no answer before their deadline. */
  readonly unresolved: string[] = [];
  /** Contract positions whose close was acknowledged (or found already closed on a repeat). */
  readonly closed: number[] = [];
  requests = 0;
  attempts = 0;
  /** Requests that needed more than one attempt. */
  retried = 0;
  private stopped = false;

  constructor(private readonly options: { pair: string; optionPeriod: number; retryForMs?: number }) {}

  /** Sends until answered: a repeat goes out with the same key and body. */
  private async untilAnswered<T>(what: string, send: () => Promise<Outcome<T>>): Promise<{ outcome: Outcome<T>; attempts: number }> {
    const deadline = Date.now() + (this.options.retryForMs ?? 30_000);
    this.requests += 1;
    for (let attempts = 1; ; attempts += 1) {
      this.attempts += 1;
      const outcome = await send();
      if (outcome.kind === 'answer' && outcome.status >= 500 && !unanswered(outcome)) this.serverErrors.push(`${what}: ${outcome.status} ${JSON.stringify(outcome.body)}`);
      const repeat = unanswered(outcome) || (outcome.kind === 'answer' && outcome.status >= 500);
      if (!repeat) {
        if (attempts > 1) this.retried += 1;
        return { outcome, attempts };
      }
      if (Date.now() > deadline) {
        this.unresolved.push(`${what}: ${outcome.kind === 'network' ? outcome.error : outcome.status}`);
        return { outcome, attempts };
      }
      await pause(100 + Math.random() * 200);
    }
  }

  /** One money POST with an Idempotency-Key; the record's id when acknowledged. */
  async post(member: LoadMember, kind: RecordKind, body: object): Promise<number | undefined> {
    const key = `${kind}-${member.index}-${randomBytes(8).toString('hex')}`;
    const { outcome, attempts } = await this.untilAnswered(`${kind} ${key}`, () =>
      member.client.send<{ id: number }>('POST', ROUTES[kind], { token: member.token, body, headers: { 'idempotency-key': key } }),
    );
    if (outcome.kind !== 'answer' || outcome.status >= 500) return undefined;
    if (outcome.body?.code === 200) {
      this.acknowledged.push({ kind, key, id: outcome.body.data.id, userId: member.userId, attempts });
      return outcome.body.data.id;
    }
    this.refused.push(`${kind}: ${outcome.body?.msg ?? outcome.status}`);
    return undefined;
  }

  /** Closes a position (a PUT: the door may itself repeat it on another process). */
  async close(member: LoadMember, id: number): Promise<void> {
    const { outcome, attempts } = await this.untilAnswered(`close ${id}`, () =>
      member.client.send('PUT', `/api/member/ContractRecord/closeContract?id=${id}`, { token: member.token }),
    );
    if (outcome.kind !== 'answer' || outcome.status >= 500) return;
    // Already closed: by an earlier attempt whose answer was lost, or by the engine (a liquidation).
    if (outcome.body?.code === 200 || attempts > 1) this.closed.push(id);
    else this.refused.push(`close: ${outcome.body?.msg ?? outcome.status}`);
  }

  /** One member's session: a random mix of the three, a few tens of milliseconds apart, until stopped. */
  private async trade(member: LoadMember): Promise<void> {
    const open: number[] = [];
    let step = 0;
    while (!this.stopped) {
      step += 1;
      const roll = Math.random();
      const closeOne = open.length >= 2 || (open.length > 0 && roll < 0.2);
      if (closeOne) {
        await this.close(member, open.shift() ?? 0);
      } else if (roll < 0.45) {
        const id = await this.post(member, 'contract', { pair: this.options.pair, side: step % 2 ? 'long' : 'short', priceType: 'market', margin: '5', leverage: 5 });
        if (id !== undefined) open.push(id);
      } else if (roll < 0.75) {
        await this.post(member, 'option', { pair: this.options.pair, direction: step % 2 ? 'rise' : 'fall', period: this.options.optionPeriod, amount: '10' });
      } else {
        const toOptions = step % 2 === 0;
        await this.post(member, 'transfer', { coin: 'USDT', amount: '1', from: toOptions ? 'fund' : 'options', to: toOptions ? 'options' : 'fund' });
      }
      await pause(20 + Math.random() * 60);
    }
  }

  /** Runs every member's session for `durationMs`, then lets the requests in flight finish. */
  async run(members: readonly LoadMember[], durationMs: number): Promise<void> {
    this.stopped = false;
    const timer = setTimeout(() => (this.stopped = true), durationMs);
    try {
      await Promise.all(members.map((member) => this.trade(member)));
    } finally {
      clearTimeout(timer);
    }
  }

  stop(): void {
    this.stopped = true;
  }
}
