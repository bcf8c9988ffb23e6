import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './carousel';

/** jsdom lays nothing out: the track gets a width and a scroll position the test sets, and records where it was sent. */
function layOut(track: HTMLElement, width: number) {
  const sent: number[] = [];
  Object.defineProperty(track, 'clientWidth', { configurable: true, value: width });
  let left = 0;
  Object.defineProperty(track, 'scrollLeft', { configurable: true, get: () => left, set: (value: number) => (left = value) });
  track.scrollTo = ((options: ScrollToOptions) => {
    sent.push(options.left ?? 0);
    left = options.left ?? 0;
    fireEvent.scroll(track);
  }) as typeof track.scrollTo;
  return { sent, swipeTo: (value: number) => ((left = value), fireEvent.scroll(track)) };
}

const activeDot = () => screen.getAllByTestId('carousel-dot').findIndex((dot) => dot.classList.contains('carousel__dot--active'));

describe('carousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  const slides = (count: number) => Array.from({ length: count }, (_, index) => <p key={index}>Slide {index + 1}</p>);

  it('advances every interval, wraps to the first, and its dots follow', () => {
    render(<Carousel interval={4000} testId="carousel">{slides(3)}</Carousel>);
    const track = screen.getByTestId('carousel').firstElementChild as HTMLElement;
    const { sent } = layOut(track, 380);
    expect(activeDot()).toBe(0);
    act(() => vi.advanceTimersByTime(4000));
    expect(sent).toEqual([380]);
    expect(activeDot()).toBe(1);
    act(() => vi.advanceTimersByTime(8000));
    expect(sent).toEqual([380, 760, 0]);
    expect(activeDot()).toBe(0);
  });

  it('follows a swipe, and holds still while a finger is on it', () => {
    render(<Carousel interval={4000} testId="carousel">{slides(3)}</Carousel>);
    const track = screen.getByTestId('carousel').firstElementChild as HTMLElement;
    const { sent, swipeTo } = layOut(track, 380);
    act(() => swipeTo(760));
    expect(activeDot()).toBe(2);
    fireEvent.pointerDown(track);
    act(() => vi.advanceTimersByTime(8000));
    expect(sent).toEqual([]);
    fireEvent.pointerUp(track);
    act(() => vi.advanceTimersByTime(4000));
    expect(sent).toEqual([0]);
  });

  it('shows one slide still, without dots', () => {
    render(<Carousel interval={4000} testId="carousel">{slides(1)}</Carousel>);
    expect(screen.getByText('Slide 1')).toBeTruthy();
    expect(screen.queryAllByTestId('carousel-dot')).toEqual([]);
  });
});
