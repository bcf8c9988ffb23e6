import type { EngineLock } from './engine-lock.js';

export interface EngineRoleLog {
  info(object: object, message?: string): void;
  warn(object: object, message?: string): void;
}

/** How often a standby process asks for the role (a takeover happens within this, plus a start). */
const RETRY_MS = 1000;

/**
 * The engine role (ARCHITECTURE §1.4): one process at a time runs the engines (timed work,
 * index recording, triggers, settlements). The others stand by and ask again every second, so
 * when the holder dies another takes over within a few seconds and carries on from the database.
 */
export class EngineRole {
  private stopEngines: (() => Promise<void>) | null = null;
  private timer: NodeJS.Timeout | undefined;
  private ending = false;
  private attempt: Promise<void> | undefined;

  constructor(
    private readonly options: {
      lock: EngineLock;
      /** Starts every engine; returns how to stop them. */
      startEngines(): Promise<() => Promise<void>>;
      log: EngineRoleLog;
      retryMs?: number;
      /** What the logs call it: `engine` by default, `market` for the market source's reader. */
      name?: string;
    },
  ) {
    options.lock.onLost(() => {
      options.log.warn({}, `lost the ${this.name} role: stopping the engines`);
      void this.standDown().then(() => this.schedule());
    });
  }

  private get name(): string {
    return this.options.name ?? 'engine';
  }

  get holding(): boolean {
    return this.stopEngines !== null;
  }

  begin(): void {
    this.ending = false;
    this.attempt = this.tryTakeOver();
  }

  async end(): Promise<void> {
    this.ending = true;
    clearTimeout(this.timer);
    await this.attempt;
    await this.standDown();
    await this.options.lock.release();
  }

  private schedule(): void {
    if (this.ending) return;
    this.timer = setTimeout(() => {
      this.attempt = this.tryTakeOver();
    }, this.options.retryMs ?? RETRY_MS);
    this.timer.unref();
  }

  private async tryTakeOver(): Promise<void> {
    try {
      if (!(await this.options.lock.tryAcquire())) {
        this.schedule();
        return;
      }
      if (this.ending) return;
      this.stopEngines = await this.options.startEngines();
      this.options.log.info({}, `holding the ${this.name} role`);
    } catch (error) {
      this.options.log.warn({ reason: error instanceof Error ? error.message : String(error) }, `could not take the ${this.name} role; asking again`);
      await this.options.lock.release();
      this.schedule();
    }
  }

  private async standDown(): Promise<void> {
    const stop = this.stopEngines;
    this.stopEngines = null;
    await stop?.();
  }
}
