import { SpinLoading } from 'antd-mobile';
import { useTranslation } from '../lib/i18n';

/** In-page loading indicator for a section or a lazy page. */
export function LoadingState({ text }: { text?: string }) {
  const { t } = useTranslation();
  return (
    <div className="loading-state" data-testid="loading-state" role="status" aria-live="polite">
      <SpinLoading color="primary" style={{ '--size': '28px' }} />
      <span>{text ?? t('common.loading')}</span>
    </div>
  );
}
