import type { ServerFrame } from '@halyard/shared';
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { afterReconnect } from './after-reconnect';
import { useSocketChannel } from './use-socket-channel';

const socket = vi.hoisted(() => ({ handler: undefined as ((frame: ServerFrame) => void) | undefined, unsubscribed: 0 }));
vi.mock('./app-config', () => ({ useAppConfig: () => ({ data: { domain: '' } }) }));
vi.mock('./realtime', () => ({
  startRealtime: () => ({
    subscribe: (_channel: string, handler: (frame: ServerFrame) => void) => {
      socket.handler = handler;
      return () => (socket.unsubscribed += 1);
    },
  }),
}));

describe('useSocketChannel', () => {
  it('hands pushes to onPush, and tells onSubscribed whether the channel was confirmed before (a reconnect)', () => {
    const onPush = vi.fn();
    const onSubscribed = vi.fn();
    const { unmount } = renderHook(() => useSocketChannel('user.balance', onPush, onSubscribed));
    const receive = (frame: ServerFrame) => socket.handler?.(frame);
    receive({ id: '1', status: 'ok', subbed: 'user.balance', ts: 1 });
    receive({ ch: 'user.balance', ts: 2, data: { totalUsdt: '1' } });
    // The socket dropped and came back: the client subscribed again.
    receive({ id: '7', status: 'ok', subbed: 'user.balance', ts: 3 });
    expect(onSubscribed.mock.calls).toEqual([[false], [true]]);
    expect(onPush.mock.calls).toEqual([[{ totalUsdt: '1' }]]);
    unmount();
    expect(socket.unsubscribed).toBe(1);
  });

  it('afterReconnect reads again on a re-confirmation only', () => {
    const refresh = vi.fn();
    const onSubscribed = afterReconnect(refresh);
    onSubscribed(false);
    expect(refresh).not.toHaveBeenCalled();
    onSubscribed(true);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
