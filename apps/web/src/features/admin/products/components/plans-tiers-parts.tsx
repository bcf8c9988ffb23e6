import { Popup } from 'antd-mobile';
import { CloseOutline } from '../../../../components/icons';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import type { FormProblem } from '../../../../lib/form-problem';
import type { Change, PlanField, PlanProblem, TierField, TierProblem } from '../plans-tiers-draft';

/** What stops an editor's save: a rule (its field marked), nothing changed, or the server's refusal. */
export type EditorProblem = { rule: PlanProblem | TierProblem } | { nothingChanged: true } | { server: FormProblem | undefined };

export const ruleOf = (problem: EditorProblem | undefined) => (problem && 'rule' in problem ? problem.rule : undefined);

/** An editor's problem in the operator's language: a rule names the field (and the prize's row) it is about. */
export function useEditorProblemText() {
  const { t } = useTranslation();
  const fieldName = (field: PlanField | TierField, row?: number) => {
    const label = field === 'price' || field === 'gift' || field === 'amount' || field === 'probability' ? t(`console.products.tiers.field.${field}`) : t(`console.products.plans.field.${field}`);
    return row === undefined ? label : t('console.products.tiers.rowField', { field: label, row: String(row + 1) });
  };
  return (problem: EditorProblem | undefined): FormProblem | undefined => {
    if (!problem) return undefined;
    if ('server' in problem) return problem.server;
    if ('nothingChanged' in problem) return { issue: { key: 'console.products.nothingChanged' } };
    const { rule } = problem;
    switch (rule.problem) {
      case 'decimalInvalid':
        return { issue: { key: 'console.products.problem.decimalInvalid', values: { field: fieldName(rule.field, rule.row) } } };
      case 'outOfRange':
        return { issue: { key: rule.above ? 'console.products.problem.rangeAbove' : 'console.products.problem.range', values: { field: fieldName(rule.field, rule.row), min: rule.min, max: rule.max } } };
      case 'daysInvalid':
      case 'maxBelowMin':
        return { issue: { key: `console.products.plans.problem.${rule.problem}` } };
      case 'probabilitiesNotOne':
        return { issue: { key: 'console.products.tiers.problem.probabilitiesNotOne', values: { sum: rule.sum } } };
      case 'prizeCount':
        return { issue: { key: 'console.products.tiers.problem.prizeCount' } };
    }
  };
}

/** A panel from the side over the desk, as wide as a phone on a phone, with its title and a close button. */
export function EditorSheet({ open, title, onClose, testId, children }: { open: boolean; title: string; onClose: () => void; testId: string; children: ReactNode }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Popup visible={open} position="right" onMaskClick={onClose} onClose={onClose} bodyClassName="console-sheet" destroyOnClose>
      <div className="console-sheet__body" role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid={testId}>
        <div className="console-sheet__top">
          <h2 id={titleId} className="console-section__title">
            {title}
          </h2>
          <button type="button" className="icon-button" aria-label={t('console.close')} data-testid={`${testId}-close`} onClick={onClose}>
            <CloseOutline />
          </button>
        </div>
        {children}
      </div>
    </Popup>
  );
}

/** A switch (a native checkbox: a keyboard reaches it, a screen reader hears on or off) with its label. */
export function SwitchField({ label, checked, onChange, testId }: { label: string; checked: boolean; onChange: (checked: boolean) => void; testId: string }) {
  return (
    <label className="console-form__switch">
      <span>{label}</span>
      <input type="checkbox" role="switch" className="console-switch" checked={checked} onChange={(event) => onChange(event.target.checked)} data-testid={testId} />
    </label>
  );
}

/** A save's lines of change, before (struck through, none for something new) and after. */
export function ChangeLines({ changes, label, value, testId }: { changes: Change[]; label: (field: string) => string; value: (text: string) => string; testId: string }) {
  return (
    <ul className="console-changes terms-changes" data-testid={testId}>
      {changes.map((change) => (
        <li key={change.field} data-field={change.field}>
          <span className="terms-changes__field">{label(change.field)}</span>{' '}
          {change.before !== undefined && (
            <>
              <span className="terms-changes__before">{value(change.before)}</span> →{' '}
            </>
          )}
          <strong>{value(change.after)}</strong>
        </li>
      ))}
    </ul>
  );
}
