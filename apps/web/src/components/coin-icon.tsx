import { coinByPair } from '@halyard/shared';
import { useEffect, useRef, useState } from 'react';

/** Spec §9: the image loads once a tenth of it is in view. */
const VISIBLE_THRESHOLD = 0.1;

/**
 * A coin's 64x64 image, loaded only when it scrolls into view and faded in over 300 ms; a
 * neutral circle holds its place until then.
 */
export function CoinIcon({ pair, size = 32 }: { pair: string; size?: number }) {
  const coin = coinByPair(pair);
  const holder = useRef<HTMLSpanElement>(null);
  // Without an observer (old browsers, tests) the image simply loads at once.
  const [inView, setInView] = useState(() => typeof IntersectionObserver === 'undefined');
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const element = holder.current;
    if (!element || inView) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { threshold: VISIBLE_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [inView]);

  return (
    <span ref={holder} className="coin-icon" style={{ width: size, height: size }} data-testid="coin-icon">
      {inView && coin && (
        <img
          className={loaded ? 'coin-icon__image coin-icon__image--loaded' : 'coin-icon__image'}
          src={`/coins/${coin.symbol}.png`}
          alt={coin.fullName}
          width={size}
          height={size}
          onLoad={() => setLoaded(true)}
        />
      )}
    </span>
  );
}
