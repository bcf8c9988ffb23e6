import { DEFAULT_PAIR, isMarketPair } from '@halyard/shared';
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { create } from 'zustand';
import { emitAppEvent, onAppEvent } from './app-events';
import { pairOf } from './pair-of';

interface SelectedPairState {
  pair: string;
}

/** The pair the quotes pages show; it follows every symbols-change event (spec §2, quotes header). */
export const useSelectedPairStore = create<SelectedPairState>(() => ({ pair: DEFAULT_PAIR }));

onAppEvent('symbols-change', ({ pair }) => {
  if (isMarketPair(pair)) useSelectedPairStore.setState({ pair });
});

/** Makes `pair` the selected pair: emits symbols-change, which the header and the store follow. */
export function choosePair(pair: string): void {
  if (isMarketPair(pair) && pair !== useSelectedPairStore.getState().pair) emitAppEvent('symbols-change', { pair });
}

export { pairOf };

/**
 * The pair of a quotes page: `?symbol=` when it names a quoted pair, else the last one chosen
 * (btcusdt at first). `selectPair` puts the choice in the address too.
 */
export function useSelectedPair(): { pair: string; selectPair: (pair: string) => void } {
  const [searchParams, setSearchParams] = useSearchParams();
  const pair = pairOf(searchParams, useSelectedPairStore((state) => state.pair));

  useEffect(() => choosePair(pair), [pair]);

  const selectPair = useCallback(
    (next: string) => {
      if (!isMarketPair(next)) return;
      setSearchParams(
        (current) => {
          current.set('symbol', next);
          return current;
        },
        { replace: true },
      );
      choosePair(next);
    },
    [setSearchParams],
  );
  return { pair, selectPair };
}
