import type { FundTerms, ProductTermsView } from '@halyard/shared';
import { useState } from 'react';
import { useTranslation, type MessageKey } from '../../../../lib/i18n';
import { invalidOf, TermsCard, TermsInput, type CardProblem } from './terms-card';
import { checkFunds, fundDraftOf, type FundDraft } from '../../products/products-draft';

const FIELDS = ['depositMinUsdt', 'withdrawalMinUsdt', 'withdrawalFeeUsdt', 'depositFourEyesUsdt', 'withdrawalFourEyesUsdt'] as const;
const HINTS: Partial<Record<(typeof FIELDS)[number], MessageKey>> = {
  withdrawalFeeUsdt: 'console.products.withdrawalFeeHint',
  depositFourEyesUsdt: 'console.products.fourEyesHint',
  withdrawalFourEyesUsdt: 'console.products.fourEyesHint',
};

/** Deposits and withdrawals: the minimums, the withdrawal fee and the four-eyes thresholds, in USDT. */
export function FundTermsForm({ saved, changed }: { saved: FundTerms; changed: ProductTermsView['changed'][string] }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<FundDraft>(() => fundDraftOf(saved));
  const [problem, setProblem] = useState<CardProblem>();
  const invalid = invalidOf(problem);
  return (
    <TermsCard product="funds" saved={saved} changed={changed} check={() => checkFunds(draft)} problem={problem} onProblem={setProblem}>
      <div className="terms-card__grid">
        {FIELDS.map((field) => (
          <TermsInput
            key={field}
            label={t(`console.products.field.${field}`)}
            value={draft[field]}
            onChange={(value) => {
              setDraft((current) => ({ ...current, [field]: value }));
              setProblem(undefined);
            }}
            unit="USDT"
            invalid={invalid?.field === field}
            hint={HINTS[field] && t(HINTS[field])}
            testId={`terms-funds-${field}`}
          />
        ))}
      </div>
    </TermsCard>
  );
}
