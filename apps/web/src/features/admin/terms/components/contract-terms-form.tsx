import { TERM_LIMITS, type ContractTerms, type ProductTermsView } from '@halyard/shared';
import { Button, Input } from 'antd-mobile';
import { AddOutline, CloseOutline } from '../../../../components/icons';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { invalidOf, TermsCard, TermsInput, type CardProblem } from './terms-card';
import { addLevel, checkContract, contractDraftOf, maintenanceCeilingText, type ContractDraft } from '../../products/products-draft';

/** The maintenance rate must stay below 1 / the highest level. */
function ceilingOf(levels: readonly number[]): string {
  return levels.length === 0 ? '--' : maintenanceCeilingText(levels);
}

/** Contracts: the leverage levels members choose from (removable chips, and a field to add one), the fee and maintenance rates, the minimum margin. */
export function ContractTermsForm({ saved, changed }: { saved: ContractTerms; changed: ProductTermsView['changed'][string] }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ContractDraft>(() => contractDraftOf(saved));
  const [level, setLevel] = useState('');
  const [problem, setProblem] = useState<CardProblem>();
  const invalid = invalidOf(problem);
  const set = (next: Partial<ContractDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setProblem(undefined);
  };
  const add = () => {
    const added = addLevel(draft.leverages, level);
    if (!added.ok) return setProblem({ terms: added });
    set({ leverages: added.levels });
    setLevel('');
  };
  const levelProblem = problem && 'terms' in problem && ['levelInvalid', 'levelDuplicate', 'levelCount'].includes(problem.terms.problem);
  return (
    <TermsCard product="contract" saved={saved} changed={changed} check={() => checkContract(draft)} problem={problem} onProblem={setProblem}>
      <span className="console-form__label" id="terms-levels-label">
        {t('console.products.field.leverages')}
      </span>
      <ul className="terms-levels" aria-labelledby="terms-levels-label" data-testid="terms-levels">
        {draft.leverages.map((value) => (
          <li key={value} className="terms-level" data-testid={`terms-level-${value}`}>
            <span>{value}x</span>
            <button
              type="button"
              className="terms-level__remove"
              aria-label={t('console.products.removeLevel', { level: String(value) })}
              onClick={() => set({ leverages: draft.leverages.filter((other) => other !== value) })}
              data-testid={`terms-level-remove-${value}`}
            >
              <CloseOutline />
            </button>
          </li>
        ))}
      </ul>
      <div className="terms-add">
        <Input
          className={levelProblem ? 'console-input terms-add__input terms-add__input--invalid' : 'console-input terms-add__input'}
          value={level}
          onChange={(value) => {
            setLevel(value);
            setProblem(undefined);
          }}
          onEnterPress={(event) => {
            // Enter adds the level; it does not save the card.
            event.preventDefault();
            add();
          }}
          placeholder={t('console.products.levelPlaceholder')}
          aria-label={t('console.products.levelPlaceholder')}
          inputMode="numeric"
          maxLength={4}
          autoComplete="off"
          data-testid="terms-level-input"
        />
        <Button fill="outline" color="primary" onClick={add} disabled={draft.leverages.length >= TERM_LIMITS.maxLevels} data-testid="terms-level-add">
          <AddOutline /> {t('console.products.addLevel')}
        </Button>
      </div>
      <p className="console-form__hint">{t('console.products.leveragesHint')}</p>
      <div className="terms-card__grid">
        <TermsInput
          label={t('console.products.field.feeRate')}
          value={draft.feeRate}
          onChange={(feeRate) => set({ feeRate })}
          unit=""
          rate
          invalid={invalid?.field === 'feeRate'}
          hint={t('console.products.contractFeeHint')}
          testId="terms-contract-feeRate"
        />
        <TermsInput
          label={t('console.products.field.maintenanceMarginRate')}
          value={draft.maintenanceMarginRate}
          onChange={(maintenanceMarginRate) => set({ maintenanceMarginRate })}
          unit=""
          rate
          invalid={invalid?.field === 'maintenanceMarginRate'}
          hint={t('console.products.maintenanceHint', { max: ceilingOf(draft.leverages) })}
          testId="terms-contract-maintenanceMarginRate"
        />
        <TermsInput
          label={t('console.products.field.minMargin')}
          value={draft.minMargin}
          onChange={(minMargin) => set({ minMargin })}
          unit="USDT"
          invalid={invalid?.field === 'minMargin'}
          testId="terms-contract-minMargin"
        />
      </div>
    </TermsCard>
  );
}
