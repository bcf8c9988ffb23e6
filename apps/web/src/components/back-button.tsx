import { LeftOutline } from './icons';
import { useTranslation } from '../lib/i18n';
import { useNavigate } from 'react-router';

/** History back, as in every sub-page bar. */
export function BackButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <button type="button" className="icon-button" aria-label={t('header.back')} data-testid="header-back" onClick={() => void navigate(-1)}>
      <LeftOutline />
    </button>
  );
}
