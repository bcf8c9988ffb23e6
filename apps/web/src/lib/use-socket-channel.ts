import type { PushFrame, ServerFrame } from '@halyard/shared';
import { useEffect, useRef } from 'react';
import { useAppConfig } from './app-config';
import { startRealtime } from './realtime';

function isPush(frame: ServerFrame): frame is PushFrame {
  return 'ch' in frame;
}

/**
 * Subscribes to a socket channel while the component is mounted (null: none) and hands each
 * push's `tick` (or `data`) to the latest `onPush`. The client re-subscribes after reconnects.
 */
export function useSocketChannel<T>(channel: string | null, onPush: (payload: T) => void): void {
  const { data: config } = useAppConfig();
  const domain = config?.domain;
  const latest = useRef(onPush);
  useEffect(() => {
    latest.current = onPush;
  });
  useEffect(() => {
    if (channel === null || domain === undefined) return undefined;
    return startRealtime(domain).subscribe(channel, (frame) => {
      if (!isPush(frame)) return;
      const payload = frame.tick ?? frame.data;
      if (payload !== undefined) latest.current(payload as T);
    });
  }, [channel, domain]);
}
