/**
 * The SQL statements a measured stretch sent to PostgreSQL, counted by their text and timed from
 * the call to its answer: how many round trips a request costs and how long each waited. It wraps
 * node-postgres' `Client.prototype.query` in this process (the server's pools included) while
 * counting; used by `bench/group-commit.ts` when `BENCH_SQL_COUNT` is set.
 */
import pg from 'pg';

interface Tally {
  count: number;
  waitedMs: number;
}

type Query = (...args: unknown[]) => unknown;

/** A statement's text with its values' placeholders folded, so one statement of any size is one line. */
function shapeOf(query: unknown): string {
  const text = typeof query === 'string' ? query : typeof query === 'object' && query !== null && 'text' in query ? String(query.text) : '?';
  return text
    .replace(/\s+/g, ' ')
    .replace(/\((\$\d+(, )?)+\)(, \((\$\d+(, )?)+\))*/g, '(…)')
    .replace(/\$\d+/g, '$')
    .slice(0, 100);
}

/** Counts every statement until the returned function is called; that function gives the lines to print, per request. */
export function countStatements(): (requests: number) => string[] {
  const tallies = new Map<string, Tally>();
  const prototype = pg.Client.prototype as unknown as { query: Query };
  const original = prototype.query;
  prototype.query = function counted(this: unknown, ...args: unknown[]): unknown {
    const started = performance.now();
    const answer = original.apply(this, args);
    if (answer instanceof Promise) {
      const shape = shapeOf(args[0]);
      answer.then(
        () => {
          const tally = tallies.get(shape) ?? { count: 0, waitedMs: 0 };
          tally.count += 1;
          tally.waitedMs += performance.now() - started;
          tallies.set(shape, tally);
        },
        () => undefined,
      );
    }
    return answer;
  };
  return (requests) => {
    prototype.query = original;
    const rows = [...tallies.entries()].sort((a, b) => b[1].count - a[1].count);
    const count = rows.reduce((sum, [, tally]) => sum + tally.count, 0);
    const waited = rows.reduce((sum, [, tally]) => sum + tally.waitedMs, 0);
    return [
      `${(count / requests).toFixed(2)} statements a request, waited ${(waited / requests).toFixed(1)} ms a request in all (a statement: each's count a request, its mean wait)`,
      ...rows.slice(0, 16).map(([shape, tally]) => `${(tally.count / requests).toFixed(2).padStart(6)} × ${(tally.waitedMs / tally.count).toFixed(2).padStart(6)} ms  ${shape}`),
    ];
  };
}
