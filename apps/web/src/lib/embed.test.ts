import { describe, expect, it, vi } from 'vitest';
import { isAllowedOrigin, isInternalPath, startEmbedBridge } from './embed';

const allowed = ['https://desk.example'];

function framedWindow() {
  const listeners: Array<(event: MessageEvent) => void> = [];
  const parent = { postMessage: vi.fn() };
  const win = {
    parent,
    location: { ancestorOrigins: undefined },
    addEventListener: (_type: string, listener: (event: MessageEvent) => void) => listeners.push(listener),
    removeEventListener: vi.fn(),
  };
  const dispatch = (origin: string, data: unknown) => {
    for (const listener of listeners) listener(new MessageEvent('message', { origin, data }));
  };
  return { win: win as unknown as Window, parent, dispatch };
}

describe('embed origin filter', () => {
  it('accepts only listed origins', () => {
    expect(isAllowedOrigin('https://desk.example', allowed)).toBe(true);
    expect(isAllowedOrigin('https://evil.example', allowed)).toBe(false);
    expect(isAllowedOrigin('null', ['null'])).toBe(false);
  });

  it('accepts only internal paths', () => {
    expect(isInternalPath('/overview')).toBe(true);
    expect(isInternalPath('//evil.example')).toBe(false);
    expect(isInternalPath('https://evil.example')).toBe(false);
    expect(isInternalPath(42)).toBe(false);
  });

  it('does nothing outside a frame', () => {
    const win = { parent: undefined as unknown } as { parent: unknown };
    win.parent = win;
    expect(startEmbedBridge({ allowedOrigins: allowed, navigate: vi.fn(), win: win as Window })).toBeUndefined();
  });

  it('ignores messages from other origins and follows route changes from the listed one', () => {
    const navigate = vi.fn();
    const { win, parent, dispatch } = framedWindow();
    const bridge = startEmbedBridge({ allowedOrigins: allowed, navigate, win });
    dispatch('https://evil.example', { type: 'desktop-route-change', path: '/overview' });
    dispatch('https://evil.example', { type: 'desktop-channel-initialized' });
    expect(navigate).not.toHaveBeenCalled();
    expect(parent.postMessage).not.toHaveBeenCalled();

    dispatch('https://desk.example', { type: 'desktop-route-change', path: 'https://evil.example' });
    expect(navigate).not.toHaveBeenCalled();
    dispatch('https://desk.example', { type: 'desktop-channel-initialized' });
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'mobile-channel-initialized' }, 'https://desk.example');
    dispatch('https://desk.example', { type: 'desktop-route-change', path: '/overview' });
    expect(navigate).toHaveBeenCalledWith('/overview');

    bridge?.reportRoute('/overview');
    expect(parent.postMessage).toHaveBeenLastCalledWith({ type: 'mobile-route-change', path: '/overview' }, 'https://desk.example');
  });
});
