// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { pageSettled, registerServiceWorker } from './service-worker';

function fakeContainer(controller: ServiceWorker | null) {
  const events = new EventTarget();
  const register = vi.fn(() => Promise.resolve({} as ServiceWorkerRegistration));
  const container = { controller, register, addEventListener: events.addEventListener.bind(events) } as unknown as ServiceWorkerContainer;
  return { container, register, takeControl: () => events.dispatchEvent(new Event('controllerchange')) };
}

describe('registerServiceWorker', () => {
  it('registers the built worker for the whole app', async () => {
    const { container, register } = fakeContainer(null);
    await registerServiceWorker(container, vi.fn());
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('leaves a fresh page alone when the first worker takes control, and reloads into a newer one', async () => {
    const { container, takeControl } = fakeContainer(null);
    const reload = vi.fn();
    await registerServiceWorker(container, reload);
    takeControl();
    expect(reload).not.toHaveBeenCalled();
    takeControl();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads a page an older worker runs as soon as a new build’s worker takes over', async () => {
    const { container, takeControl } = fakeContainer({} as ServiceWorker);
    const reload = vi.fn();
    await registerServiceWorker(container, reload);
    takeControl();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('pageSettled', () => {
  function fakeWindow(withIdleCallback: boolean) {
    const events = new EventTarget();
    const idleCallbacks: Array<() => void> = [];
    const win = {
      addEventListener: events.addEventListener.bind(events),
      ...(withIdleCallback ? { requestIdleCallback: (callback: () => void) => idleCallbacks.push(callback) } : {}),
    } as unknown as Window;
    return { win, load: () => events.dispatchEvent(new Event('load')), idle: () => idleCallbacks.splice(0).forEach((callback) => callback()), idleCallbacks };
  }
  const settledYet = async (promise: Promise<void>) => {
    let settled = false;
    void promise.then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    return settled;
  };

  it('waits for the page’s load event, then for the browser to be idle', async () => {
    const { win, load, idle, idleCallbacks } = fakeWindow(true);
    const settled = pageSettled(win, { readyState: 'interactive' });
    expect(await settledYet(settled)).toBe(false);
    expect(idleCallbacks).toHaveLength(0);
    load();
    expect(await settledYet(settled)).toBe(false);
    expect(idleCallbacks).toHaveLength(1);
    idle();
    expect(await settledYet(settled)).toBe(true);
  });

  it('waits only for idle time on a page that has already loaded', async () => {
    const { win, idle } = fakeWindow(true);
    const settled = pageSettled(win, { readyState: 'complete' });
    expect(await settledYet(settled)).toBe(false);
    idle();
    expect(await settledYet(settled)).toBe(true);
  });

  it('waits a second after load where the browser has no idle callbacks', async () => {
    vi.useFakeTimers();
    try {
      const { win } = fakeWindow(false);
      let settled = false;
      void pageSettled(win, { readyState: 'complete' }).then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(999);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
