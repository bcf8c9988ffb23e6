import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from '../lib/i18n';
import './offline-notice.css';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser has a network, kept current by its online and offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
}

/**
 * Offline, a line under the header asks the member to reconnect (the shell itself comes from the
 * service worker's cache); back online, the line goes and every query on screen loads again, so
 * the page resumes by itself. The socket reconnects on its own.
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useOnline();
  const queryClient = useQueryClient();
  // Only on coming back: opening the app online must not ask for every page's data twice.
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) void queryClient.refetchQueries({ type: 'active' });
    wasOnline.current = online;
  }, [online, queryClient]);
  if (online) return null;
  return (
    <div className="offline-notice" role="status" data-testid="offline-notice">
      {t('common.offline')}
    </div>
  );
}
