import { useEffect, useRef } from 'react';
import { useTranslation } from '../lib/i18n';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { useRouteMeta } from './route-meta';
import { APP_NAME } from '@halyard/shared';
import { useAppConfig } from '../lib/app-config';
import { startEmbedBridge, type EmbedBridge } from '../lib/embed';
import { useLoadingOverlayStore } from '../stores/loading-overlay-store';

/** After each navigation: hide the overlay, set the document title, tell an embedding parent. */
export function useNavigationEffects(): void {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const location = useLocation();
  const navigate = useNavigate();
  const meta = useRouteMeta();
  const { data: config } = useAppConfig();
  const bridge = useRef<EmbedBridge | undefined>(undefined);

  useEffect(() => {
    if (navigation.state === 'idle') useLoadingOverlayStore.getState().hide();
  }, [navigation.state, location.key]);

  useEffect(() => {
    const app = config?.logoName || APP_NAME;
    document.title = meta ? `${t(meta.titleKey)} · ${app}` : app;
  }, [meta, config?.logoName, t]);

  const embedOrigins = config?.embedOrigins;
  useEffect(() => {
    if (!embedOrigins) return;
    bridge.current = startEmbedBridge({ allowedOrigins: embedOrigins, navigate: (path) => void navigate(path) });
    return () => {
      bridge.current?.stop();
      bridge.current = undefined;
    };
  }, [embedOrigins, navigate]);

  useEffect(() => {
    bridge.current?.reportRoute(`${location.pathname}${location.search}`);
  }, [location.pathname, location.search, embedOrigins]);
}
