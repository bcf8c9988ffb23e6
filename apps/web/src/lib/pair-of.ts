import { isMarketPair } from '@halyard/shared';

/** The pair of a quotes page's address: `?symbol=` when it names a quoted pair, else `chosen` (the pair chosen last). */
export function pairOf(searchParams: URLSearchParams, chosen: string): string {
  const requested = searchParams.get('symbol')?.toLowerCase() ?? null;
  return requested !== null && isMarketPair(requested) ? requested : chosen;
}
