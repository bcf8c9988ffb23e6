import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/** A failed load with a retry button. */
export function ErrorState({ onRetry, text }: { onRetry: () => void; text?: string }) {
  const { t } = useTranslation();
  return (
    <div className="error-state" data-testid="error-state" role="alert">
      <p>{text ?? t('common.errorOccurred')}</p>
      <Button size="small" color="primary" fill="outline" data-testid="error-retry" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
