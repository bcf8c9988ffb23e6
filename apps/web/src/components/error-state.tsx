import { Button } from 'antd-mobile';
import { useTranslation } from '../lib/i18n';
import { errorText } from '../lib/error-text';

/** A failed load, said in the member's language (network, timeout or the server's message), with a retry. */
export function ErrorState({ onRetry, error, text }: { onRetry: () => void; error?: unknown; text?: string }) {
  const { t } = useTranslation();
  const described = errorText(error);
  const shown = text ?? ('key' in described ? t(described.key) : described.message);
  return (
    <div className="error-state" data-testid="error-state" role="alert">
      <p data-testid="error-text">{shown}</p>
      <Button size="small" color="primary" fill="outline" data-testid="error-retry" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
