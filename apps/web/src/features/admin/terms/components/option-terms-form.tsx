import { TERM_LIMITS, type OptionTerms, type ProductTermsView } from '@halyard/shared';
import { Button } from 'antd-mobile';
import { AddOutline, DeleteOutline } from '../../../../components/icons';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { invalidOf, TermsCard, TermsInput, type CardProblem } from './terms-card';
import { DecimalInput } from '../../../../components/decimal-input';
import { checkOptions, optionDraftOf, percentOf, type OptionDraft, type PeriodDraft } from '../../products/products-draft';

/** Options: a row per period (its seconds and the profit rate a win pays), added and removed; the fee rate and the minimum amount. */
export function OptionTermsForm({ saved, changed }: { saved: OptionTerms; changed: ProductTermsView['changed'][string] }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<OptionDraft>(() => optionDraftOf(saved));
  const [problem, setProblem] = useState<CardProblem>();
  const invalid = invalidOf(problem);
  const set = (next: Partial<OptionDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setProblem(undefined);
  };
  const setRow = (index: number, change: Partial<PeriodDraft>) => set({ periods: draft.periods.map((row, at) => (at === index ? { ...row, ...change } : row)) });
  const periodLabel = t('console.products.field.period');
  const rateLabel = t('console.products.field.profitRate');
  return (
    <TermsCard product="options" saved={saved} changed={changed} check={() => checkOptions(draft)} problem={problem} onProblem={setProblem}>
      <span className="console-form__label" id="terms-periods-label">
        {t('console.products.field.periods')}
      </span>
      <div className="terms-periods" role="group" aria-labelledby="terms-periods-label" data-testid="terms-periods">
        <div className="terms-period terms-period--head" aria-hidden="true">
          <span>{periodLabel}</span>
          <span>{rateLabel}</span>
        </div>
        {draft.periods.map((row, index) => {
          const percent = percentOf(row.profitRate);
          const badRow = invalid?.row === index;
          return (
            // Rows have no identity of their own until saved: the index is their key.
            <div key={index} className="terms-period" data-testid={`terms-period-${index}`}>
              <DecimalInput
                label={`${periodLabel} ${index + 1}`}
                value={row.period}
                onChange={(period) => setRow(index, { period })}
                unit={t('console.products.seconds')}
                invalid={badRow && invalid?.field === 'period'}
                placeholder="60"
                testId={`terms-period-${index}-seconds`}
              />
              <DecimalInput
                label={`${rateLabel} ${index + 1}`}
                value={row.profitRate}
                onChange={(profitRate) => setRow(index, { profitRate })}
                unit={percent === undefined ? '%' : t('console.products.asPercent', { percent })}
                invalid={badRow && invalid?.field === 'profitRate'}
                placeholder="0.1"
                testId={`terms-period-${index}-rate`}
              />
              <Button
                fill="none"
                className="terms-period__remove"
                aria-label={t('console.products.removePeriod', { row: String(index + 1) })}
                onClick={() => set({ periods: draft.periods.filter((_, at) => at !== index) })}
                data-testid={`terms-period-${index}-remove`}
              >
                <DeleteOutline />
              </Button>
            </div>
          );
        })}
      </div>
      <div>
        <Button size="small" fill="outline" color="primary" onClick={() => set({ periods: [...draft.periods, { period: '', profitRate: '' }] })} disabled={draft.periods.length >= TERM_LIMITS.maxPeriods} data-testid="terms-period-add">
          <AddOutline /> {t('console.products.addPeriod')}
        </Button>
      </div>
      <p className="console-form__hint">{t('console.products.periodsHint')}</p>
      <div className="terms-card__grid">
        <TermsInput
          label={t('console.products.field.feeRate')}
          value={draft.feeRate}
          onChange={(feeRate) => set({ feeRate })}
          unit=""
          rate
          invalid={invalid?.field === 'feeRate'}
          hint={t('console.products.optionFeeHint')}
          testId="terms-options-feeRate"
        />
        <TermsInput label={t('console.products.field.minAmount')} value={draft.minAmount} onChange={(minAmount) => set({ minAmount })} unit="USDT" invalid={invalid?.field === 'minAmount'} testId="terms-options-minAmount" />
      </div>
    </TermsCard>
  );
}
