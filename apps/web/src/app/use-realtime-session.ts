import { useEffect } from 'react';
import { useSessionStore } from '../features/session';
import { useAppConfig } from '../lib/app-config';
import { startRealtime } from '../lib/realtime';

/** Opens the socket once the config names its domain, and signs it in and out with the session. */
export function useRealtimeSession(): void {
  const { data: config } = useAppConfig();
  const token = useSessionStore((state) => state.token);
  const domain = config?.domain;
  useEffect(() => {
    if (domain === undefined) return;
    startRealtime(domain).auth(token);
  }, [domain, token]);
}
