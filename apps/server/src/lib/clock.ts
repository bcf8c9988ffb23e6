/** The time source of every rule that depends on "now", so tests can move it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** The machine's milliseconds, for what measures elapsed time (socket pings, rate windows, retry waits), never a rule's "now". */
export function wallClockMs(): number {
  return Date.now();
}
