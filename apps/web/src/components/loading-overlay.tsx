import { useTranslation } from '../lib/i18n';
import { useLoadingOverlayStore } from '../stores/loading-overlay-store';

/**
 * The loading indicator between route changes (spec §4): a thin bar running along the top of the
 * screen, over the page it leaves, instead of a spinner covering it.
 */
export function LoadingOverlay() {
  const { t } = useTranslation();
  const visible = useLoadingOverlayStore((state) => state.visible);
  if (!visible) return null;
  return (
    <div className="loading-overlay" data-testid="loading-overlay" role="progressbar" aria-label={t('common.loading')}>
      <span className="loading-overlay__bar" />
    </div>
  );
}
