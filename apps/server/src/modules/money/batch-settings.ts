/** How requests share a commit (issue 34): at most `size` to a batch, `concurrency` batches at once, and how long a batch waits to fill. */
export interface BatchSettings {
  size: number;
  concurrency: number;
  /** Microseconds a batch that is not full waits for more requests; 0 takes what has arrived by the next turn of the event loop. */
  windowMicros: number;
}

/** Measured on this 2-core machine (bench/README.md, issue 34). */
export const DEFAULT_BATCH: BatchSettings = { size: 32, concurrency: 2, windowMicros: 0 };
