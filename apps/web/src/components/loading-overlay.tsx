import { SpinLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLoadingOverlayStore } from '../stores/loading-overlay-store';

/** Full-screen indicator between route changes (spec §4). */
export function LoadingOverlay() {
  const { t } = useTranslation();
  const visible = useLoadingOverlayStore((state) => state.visible);
  if (!visible) return null;
  return (
    <div className="loading-overlay" data-testid="loading-overlay" role="status" aria-label={t('common.loading')}>
      <SpinLoading color="primary" />
    </div>
  );
}
