import { readFile, rename, writeFile } from 'node:fs/promises';
import { z } from 'zod';
import type { FeedLog } from '../create-feed.js';
import { priceTicks, type PinnedFeed } from './pinned-feed.js';

/** How often the file is read: a pin asked for holds from at most a second and this later. */
const POLL_MS = 100;

/** What a test writes to the pin file: every pinned pair's price (the pairs left out are free), numbered. */
export const pinRequestSchema = z.object({
  seq: z.number().int().nonnegative(),
  pins: z.record(z.string(), z.string()),
});
export type PinRequest = z.infer<typeof pinRequestSchema>;

/** What the feed answers beside it (`<file>.applied`): the request's number and the second its pins hold from, or why it refused them all. */
export interface PinAnswer {
  seq: number;
  from?: number;
  error?: string;
}

/** The answer file beside a pin file. */
export function pinAnswerPath(file: string): string {
  return `${file}.applied`;
}

/** Applies a request to the feed, all pins or none: the pairs whose pin changes change from the next second. */
export function applyPinRequest(feed: PinnedFeed, text: string): PinAnswer {
  let request: PinRequest;
  try {
    request = pinRequestSchema.parse(JSON.parse(text));
  } catch (error) {
    return { seq: -1, error: `not a pin request: ${error instanceof Error ? error.message : String(error)}` };
  }
  const { seq, pins } = request;
  try {
    for (const [pair, price] of Object.entries(pins)) {
      if (!feed.pairs.includes(pair)) throw new Error(`no pair ${pair} to pin`);
      priceTicks(pair, price);
    }
  } catch (error) {
    return { seq, error: error instanceof Error ? error.message : String(error) };
  }
  let from: number | undefined;
  for (const pair of feed.pairs) {
    const wanted = pins[pair] === undefined ? undefined : priceTicks(pair, pins[pair]);
    const held = feed.pinnedPrice(pair);
    if (wanted === (held === undefined ? undefined : priceTicks(pair, held))) continue;
    from = feed.pin(pair, pins[pair]);
  }
  // Nothing changed: what is asked for holds already, or from the next second at the latest.
  return { seq, from: from ?? feed.nextSecond() };
}

async function writeAtomically(file: string, text: string): Promise<void> {
  await writeFile(`${file}.tmp`, text);
  await rename(`${file}.tmp`, file);
}

/**
 * The test market's control: reads the pin file (`MARKET_SOURCE=sim+pin:<file>`) a few times a
 * second and, when it changed, applies it and writes the answer beside it. A file on the
 * server's own disk, so only who may write there can pin; no route, no port. Returns the stop.
 */
export function watchPinFile(file: string, feed: PinnedFeed, log: FeedLog): () => void {
  let seen: string | undefined;
  let busy = false;
  const poll = async () => {
    if (busy) return;
    busy = true;
    try {
      // Absent: nothing asked for yet.
      const text = await readFile(file, 'utf8').catch(() => undefined);
      if (text === undefined || text === seen) return;
      seen = text;
      const answer = applyPinRequest(feed, text);
      if (answer.error) log.warn({ file, error: answer.error }, 'market pins refused');
      else log.info({ file, seq: answer.seq, from: answer.from }, 'market pins');
      await writeAtomically(pinAnswerPath(file), JSON.stringify(answer));
    } catch (error) {
      log.error({ err: error, file }, 'could not answer the pin file');
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => void poll(), POLL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
