import { formatAmount } from '../lib/format';
import { useTranslation } from '../lib/i18n';

interface CharacterCounterProps {
  /** Characters the text uses, counted as the server counts them (the text as sent). */
  used: number;
  /** The field's limit, from TEXT_LIMITS in @halyard/shared: the server refuses more. */
  max: number;
  testId: string;
  /** Hidden below this count, where a short field would only be cluttered by it. */
  showFrom?: number;
}

/**
 * "1,980/2,000" by a long text field. Past the limit it turns red and says so, instead of the
 * field cutting the member's text without a word; the form refuses to send it.
 */
export function CharacterCounter({ used, max, testId, showFrom = 0 }: CharacterCounterProps) {
  const { t } = useTranslation();
  if (used < showFrom) return null;
  const over = used > max;
  return (
    <p className={over ? 'character-counter character-counter--over' : 'character-counter'} data-testid={testId} data-over={over}>
      <span aria-hidden="true">{`${formatAmount(used, 0)}/${formatAmount(max, 0)}`}</span>
      <span className="visually-hidden">{t('common.characterCount', { used: formatAmount(used, 0), max: formatAmount(max, 0) })}</span>
      {over && <span role="alert">{` ${t('common.textTooLong', { max: formatAmount(max, 0) })}`}</span>}
    </p>
  );
}
