import { useTranslation } from '../lib/i18n';

/** "No data available" (or a given reason): the honest state of a list or page without data. */
export function EmptyState({ text, testId = 'empty-state' }: { text?: string; testId?: string }) {
  const { t } = useTranslation();
  return (
    <div className="empty-state" data-testid={testId} role="status">
      <svg className="empty-state__art" viewBox="0 0 64 41" aria-hidden="true">
        <g fill="none" fillRule="evenodd" transform="translate(0 1)">
          <ellipse cx="32" cy="33" rx="32" ry="7" fill="currentColor" opacity="0.12" />
          <path
            stroke="currentColor"
            opacity="0.45"
            d="M55 12.76 44.85 1.26C44.37.48 43.65 0 42.9 0H21.1c-.75 0-1.47.48-1.95 1.26L9 12.76V22h46v-9.24z"
          />
          <path
            stroke="currentColor"
            opacity="0.45"
            d="M41.61 15.93c0-1.6.99-2.93 2.23-2.93H55v18.14C55 33.26 53.68 35 52.05 35h-40.1C10.32 35 9 33.26 9 31.14V13h11.16c1.24 0 2.23 1.33 2.23 2.93v.03c0 1.6 1.01 2.9 2.24 2.9h14.74c1.23 0 2.24-1.31 2.24-2.91z"
          />
        </g>
      </svg>
      <p>{text ?? t('common.noData')}</p>
    </div>
  );
}
