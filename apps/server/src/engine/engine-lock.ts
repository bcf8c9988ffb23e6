import pg from 'pg';

/** Who may hold the engine role: one process at a time. */
export interface EngineLock {
  /** True when this process holds (or now took) the role. */
  tryAcquire(): Promise<boolean>;
  release(): Promise<void>;
  /** Called once if a held lock is lost (its database connection died): the holder must stop at once. */
  onLost(listener: () => void): void;
}

/** PGlite: the data folder has one owner, so its process holds the role. */
export class SingleProcessLock implements EngineLock {
  async tryAcquire(): Promise<boolean> {
    return true;
  }
  async release(): Promise<void> {}
  onLost(): void {}
}

/**
 * PostgreSQL: a session advisory lock on a connection of its own, keyed by the schema and the
 * role (`engine`, `market`), so only one process of one installation holds it. PostgreSQL frees it when that connection ends, so
 * the holder's death (even kill -9) frees the role for the next process that asks.
 */
export class AdvisoryLock implements EngineLock {
  private client: pg.Client | null = null;
  private held = false;
  private readonly lostListeners: Array<() => void> = [];

  constructor(
    private readonly connectionString: string,
    private readonly role: 'engine' | 'market' = 'engine',
  ) {}

  async tryAcquire(): Promise<boolean> {
    if (this.held) return true;
    const client = this.client ?? (await this.connect());
    const { rows } = await client.query<{ acquired: boolean }>(
      `select pg_try_advisory_lock(hashtext(current_schema() || $1)) as acquired`,
      [`/halyard-${this.role}`],
    );
    this.held = rows[0]?.acquired === true;
    return this.held;
  }

  async release(): Promise<void> {
    const client = this.client;
    this.client = null;
    this.held = false;
    await client?.end().catch(() => {});
  }

  onLost(listener: () => void): void {
    this.lostListeners.push(listener);
  }

  private async connect(): Promise<pg.Client> {
    // Named by its process, so an operator (or a failover test) can see in pg_stat_activity which process holds the role.
    const client = new pg.Client({ connectionString: this.connectionString, application_name: `halyard-${this.role}-${process.pid}` });
    const drop = () => {
      if (this.client !== client) return;
      const wasHeld = this.held;
      this.client = null;
      this.held = false;
      if (wasHeld) for (const listener of this.lostListeners) listener();
    };
    client.on('error', drop);
    client.on('end', drop);
    await client.connect();
    this.client = client;
    return client;
  }
}
