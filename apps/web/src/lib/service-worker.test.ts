// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './service-worker';

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
