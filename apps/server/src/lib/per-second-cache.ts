import type { Clock } from './clock.js';

/**
 * Answers that stay the same for the rest of the current second (market quotes tick once a
 * second): the first request in a second builds the answer, the others get the same object
 * (which plainJsonSerializer then serializes once). The map is dropped when the second changes,
 * so it never holds more than one second's keys.
 */
export function createPerSecondCache(clock: Clock) {
  let second = Number.NaN;
  let entries = new Map<string, unknown>();
  return {
    get<T>(key: string, build: () => T): T {
      const now = Math.floor(clock.now().getTime() / 1000);
      if (now !== second) {
        second = now;
        entries = new Map();
      }
      if (entries.has(key)) return entries.get(key) as T;
      const answer = build();
      entries.set(key, answer);
      return answer;
    },
  };
}
