import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CoinIcon } from './coin-icon';

type ObserverCallback = (entries: Array<{ isIntersecting: boolean }>) => void;

interface FakeObserver {
  callback: ObserverCallback;
  options: IntersectionObserverInit | undefined;
  observed: Element[];
  disconnect: ReturnType<typeof vi.fn<() => void>>;
}

/** Replaces IntersectionObserver with one the test drives; returns the observers created. */
function stubIntersectionObserver(): FakeObserver[] {
  const observers: FakeObserver[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly fake: FakeObserver;
      constructor(callback: ObserverCallback, options?: IntersectionObserverInit) {
        this.fake = { callback, options, observed: [], disconnect: vi.fn<() => void>() };
        observers.push(this.fake);
      }
      observe(element: Element) {
        this.fake.observed.push(element);
      }
      disconnect() {
        this.fake.disconnect();
      }
    },
  );
  return observers;
}

describe('a coin image', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('holds its place with a circle and loads only when a tenth of it is in view, then fades in', () => {
    const observers = stubIntersectionObserver();
    render(<CoinIcon pair="ethusdt" size={40} />);
    const holder = screen.getByTestId('coin-icon');
    expect(holder.style.width).toBe('40px');
    expect(screen.queryByRole('img')).toBeNull();
    expect(observers).toHaveLength(1);
    expect(observers[0]?.options?.threshold).toBe(0.1);
    expect(observers[0]?.observed).toEqual([holder]);

    act(() => observers[0]?.callback([{ isIntersecting: false }]));
    expect(screen.queryByRole('img')).toBeNull();

    act(() => observers[0]?.callback([{ isIntersecting: true }]));
    const image = screen.getByRole('img', { name: 'Ethereum' });
    expect(image.getAttribute('src')).toBe('/coins/eth.png');
    expect(image.className).not.toContain('--loaded');
    expect(observers[0]?.disconnect).toHaveBeenCalled();
    act(() => image.dispatchEvent(new Event('load')));
    expect(image.className).toContain('coin-icon__image--loaded');
  });

  it('stops watching when it leaves the page before it was seen', () => {
    const observers = stubIntersectionObserver();
    const { unmount } = render(<CoinIcon pair="btcusdt" />);
    unmount();
    expect(observers[0]?.disconnect).toHaveBeenCalled();
  });

  it('loads at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<CoinIcon pair="dfausdt" />);
    expect(screen.getByRole('img', { name: 'DeFine' }).getAttribute('src')).toBe('/coins/dfa.png');
  });
});
