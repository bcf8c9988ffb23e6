/**
 * The contract trigger book (apps/server/src/engine/trigger-book.ts) with 1M open triggers on one
 * pair: the cost of an index tick that crosses nothing, and the cost per crossed trigger.
 * Goals (issue 11): ≤ 1 µs per tick when none is crossed, ≤ 5 µs per crossed trigger.
 */
import { TriggerBook } from '../apps/server/src/engine/trigger-book.js';

export interface TriggerBookResult {
  triggers: number;
  buildMs: number;
  idleTickNs: number;
  crossedNs: number;
  crossedCount: number;
}

export function measureTriggerBook(triggers = 1_000_000): TriggerBookResult {
  const book = new TriggerBook<{ orderId: number }>();
  // Levels in ticks around a price of 5,000,000 (50,000.00): half wait below it, half above, with a gap around the price.
  let built = performance.now();
  for (let index = 0; index < triggers; index += 1) {
    const below = index % 2 === 0;
    const distance = 1000 + (index % 400_000);
    book.set(`t${index}`, 'btcusdt', below ? 'atOrBelow' : 'atOrAbove', 5_000_000 + (below ? -distance : distance), { orderId: index });
  }
  built = performance.now() - built;

  const idleTicks = 2_000_000;
  const idleStart = process.hrtime.bigint();
  for (let tick = 0; tick < idleTicks; tick += 1) book.cross('btcusdt', 5_000_000 + (tick % 500) - 250);
  const idleTickNs = Number(process.hrtime.bigint() - idleStart) / idleTicks;

  // Falls of 20.00 at a time, each crossing every trigger within 2,000 ticks below: bursts of about
  // 2,500 liquidations and stops, measured after a first burst has warmed the code up.
  book.cross('btcusdt', 5_000_000 - 3000);
  let crossedCount = 0;
  const crossStart = process.hrtime.bigint();
  for (let fall = 2; fall <= 21; fall += 1) crossedCount += book.cross('btcusdt', 5_000_000 - 1000 - fall * 2000).length;
  const crossedNs = Number(process.hrtime.bigint() - crossStart) / Math.max(1, crossedCount);
  return { triggers, buildMs: built, idleTickNs, crossedNs, crossedCount };
}
