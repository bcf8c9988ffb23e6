import { Button } from 'antd-mobile';
import { useTranslation } from '../lib/i18n';
import { useLocation, useNavigate } from 'react-router';
import { EmptyState } from './empty-state';

/**
 * A record that does not exist (or is another member's): retrying cannot help, so it says "not
 * found" and offers the way back: history back within the app, else to `backTo`.
 */
export function NotFoundState({ backTo, text }: { backTo: string; text?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  // The first page of a visit has the key "default": there is no in-app page to go back to.
  const back = () => void (location.key === 'default' ? navigate(backTo, { replace: true }) : navigate(-1));
  return (
    <div className="not-found-state" data-testid="record-not-found">
      <EmptyState text={text ?? t('common.notFound')} testId="not-found-text" />
      <Button size="small" color="primary" fill="outline" data-testid="not-found-back" onClick={back}>
        {t('common.goBack')}
      </Button>
    </div>
  );
}
