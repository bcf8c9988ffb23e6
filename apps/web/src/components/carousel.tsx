import { Children, useEffect, useRef, useState, type ReactNode } from 'react';
import './carousel.css';

interface CarouselProps {
  children: ReactNode;
  /** Milliseconds each slide shows before the next; with one slide nothing moves. */
  interval: number;
  className?: string;
  testId?: string;
}

/** The slide in view, read from where the track is scrolled. */
const slideInView = (element: HTMLElement, count: number) =>
  element.clientWidth === 0 ? 0 : Math.min(count - 1, Math.max(0, Math.round(element.scrollLeft / element.clientWidth)));

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * Slides side by side that a finger swipes with the browser's own scroll snapping (the phone's own
 * feel, no gesture code), advancing every `interval` while the page shows and no finger holds it,
 * from the last back to the first. The dots under it show which slide is in view.
 */
export function Carousel({ children, interval, className, testId }: CarouselProps) {
  const track = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const count = Children.count(children);

  const onScroll = () => {
    if (track.current) setActive(slideInView(track.current, count));
  };

  useEffect(() => {
    const element = track.current;
    if (!element || count < 2) return;
    let held = false;
    const hold = () => (held = true);
    const release = () => (held = false);
    const events = [
      ['pointerdown', hold],
      ['pointerup', release],
      ['pointercancel', release],
      ['pointerleave', release],
    ] as const;
    for (const [name, listener] of events) element.addEventListener(name, listener);
    const timer = window.setInterval(() => {
      if (held || document.visibilityState !== 'visible') return;
      const next = (slideInView(element, count) + 1) % count;
      element.scrollTo({ left: next * element.clientWidth, behavior: reducedMotion() ? 'auto' : 'smooth' });
    }, interval);
    return () => {
      window.clearInterval(timer);
      for (const [name, listener] of events) element.removeEventListener(name, listener);
    };
  }, [count, interval]);

  return (
    <div className={['carousel', className].filter(Boolean).join(' ')} data-testid={testId}>
      <div ref={track} className="carousel__track" onScroll={onScroll}>
        {Children.map(children, (child) => (
          <div className="carousel__slide">{child}</div>
        ))}
      </div>
      {count > 1 && (
        <div className="carousel__dots" aria-hidden="true">
          {Array.from({ length: count }, (_, index) => (
            <span key={index} className={index === active ? 'carousel__dot carousel__dot--active' : 'carousel__dot'} data-testid="carousel-dot" />
          ))}
        </div>
      )}
    </div>
  );
}
