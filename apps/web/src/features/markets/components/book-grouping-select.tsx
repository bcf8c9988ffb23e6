import { useId } from 'react';
import { formatAmount } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { groupingSteps } from '../book-grouping';

/** The price step the book's levels are merged to: the pair's tick, x10, x100, x1000. */
export function BookGrouping({ tickPrecision, chosen, onChoose }: { tickPrecision: number; chosen: number; onChoose: (index: number) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="book-grouping">
      <label htmlFor={id} className="book-grouping__label">
        {t('markets.book.grouping')}
      </label>
      <select id={id} className="book-grouping__select" value={chosen} onChange={(event) => onChoose(Number(event.target.value))} data-testid="book-grouping">
        {groupingSteps(tickPrecision).map((step, index) => (
          <option key={step.toString()} value={index}>
            {formatAmount(step, Math.max(0, tickPrecision - index))}
          </option>
        ))}
      </select>
    </div>
  );
}
