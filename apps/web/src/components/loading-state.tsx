import { useTranslation } from '../lib/i18n';

/** In-page loading indicator for a section or a lazy page. */
export function LoadingState({ text }: { text?: string }) {
  const { t } = useTranslation();
  return (
    <div className="loading-state" data-testid="loading-state" role="status" aria-live="polite">
      {/* A ring turned by CSS on the compositor (antd-mobile's SpinLoading brings react-spring along). */}
      <span className="loading-state__spinner" aria-hidden="true" />
      <span>{text ?? t('common.loading')}</span>
    </div>
  );
}
