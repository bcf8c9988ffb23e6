import type { ChannelPayload, PushFrame, ServerFrame } from '@halyard/shared';
import { useEffect, useRef } from 'react';
import { useAppConfig } from './app-config';
import { startRealtime } from './realtime';

function isPush(frame: ServerFrame): frame is PushFrame {
  return 'ch' in frame;
}

/**
 * Subscribes to a socket channel while the component is mounted (null: none) and hands each
 * push's `tick` (or `data`) to the latest `onPush`. The client re-subscribes after reconnects.
 * `onSubscribed` runs each time the server confirms the subscription: the first time (`again`
 * false) and after every reconnect or new sign-in (`again` true). A view whose data came by a
 * fetch reads it again there, or it would miss what was pushed between its fetch and the
 * subscription, or while the socket was down.
 */
export function useSocketChannel<C extends string>(channel: C | null, onPush: (payload: ChannelPayload<C>) => void, onSubscribed?: (again: boolean) => void): void {
  const { data: config } = useAppConfig();
  const domain = config?.domain;
  const latest = useRef({ onPush, onSubscribed });
  useEffect(() => {
    latest.current = { onPush, onSubscribed };
  });
  useEffect(() => {
    if (channel === null || domain === undefined) return undefined;
    let confirmations = 0;
    return startRealtime(domain).subscribe(channel, (frame) => {
      if ('subbed' in frame) latest.current.onSubscribed?.(confirmations++ > 0);
      if (!isPush(frame)) return;
      const payload = frame.tick ?? frame.data;
      // The server pushes on each channel the payload ChannelPayload names for it.
      if (payload !== undefined) latest.current.onPush(payload as ChannelPayload<C>);
    });
  }, [channel, domain]);
}
