import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CoinIcon } from './coin-icon';

type ObserverCallback = (entries: Array<{ isIntersecting: boolean }>) => void;

describe('a coin image', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads only when a tenth of it is in view, then fades in', () => {
    const observers: Array<{ callback: ObserverCallback; options: IntersectionObserverInit | undefined; disconnect: () => void }> = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        disconnect = vi.fn();
        constructor(callback: ObserverCallback, options?: IntersectionObserverInit) {
          observers.push({ callback, options, disconnect: this.disconnect });
        }
        observe() {}
      },
    );
    render(<CoinIcon pair="ethusdt" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(observers[0]?.options?.threshold).toBe(0.1);

    act(() => observers[0]?.callback([{ isIntersecting: true }]));
    const image = screen.getByRole('img', { name: 'Ethereum' });
    expect(image.getAttribute('src')).toBe('/coins/eth.svg');
    expect(image.className).not.toContain('--loaded');
    act(() => image.dispatchEvent(new Event('load')));
    expect(image.className).toContain('coin-icon__image--loaded');
    expect(observers[0]?.disconnect).toHaveBeenCalled();
  });
});
