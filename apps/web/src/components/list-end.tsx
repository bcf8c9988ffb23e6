import { useTranslation } from '../lib/i18n';

/** Shown under a list when every page has been loaded. */
export function ListEnd() {
  const { t } = useTranslation();
  return (
    <p className="list-end" data-testid="list-end">
      {t('common.noMore')}
    </p>
  );
}
