import type { ProductTerms, ProductTermsName, ProductTermsView } from '@halyard/shared';
import { Button } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { DecimalInput } from '../../../../components/decimal-input';
import { FormMessage } from '../../../../components/form-message';
import { StatusTag } from '../../../../components/status-tag';
import { formatDateTime, formatShortAddress } from '../../../../lib/format';
import { serverProblem, type FormProblem } from '../../../../lib/form-problem';
import { showToast } from '../../../../lib/toast';
import { useSaveTerms } from '../api/terms';
import { percentOf, problemField, termsChanges, type Checked, type TermsChange, type TermsField, type TermsProblem } from '../../products/products-draft';

/** What stops a card's save: a rule of the terms (its field marked), nothing changed, or the server's refusal. */
export type CardProblem = { terms: TermsProblem } | { nothingChanged: true } | { server: FormProblem | undefined };

/** The field to mark as invalid, if the problem is about one. */
export function invalidOf(problem: CardProblem | undefined): { field: TermsField; row?: number } | undefined {
  return problem && 'terms' in problem ? problemField(problem.terms) : undefined;
}

/** A card's problem in the operator's language: a rule names the field (and the period's row) it is about. */
function useProblemText() {
  const { t } = useTranslation();
  const fieldName = (field: TermsField, row?: number) => {
    const label = t(`console.products.field.${field}`);
    return row === undefined ? label : t('console.products.rowField', { field: label, row: String(row + 1) });
  };
  return (problem: CardProblem | undefined): FormProblem | undefined => {
    if (!problem) return undefined;
    if ('server' in problem) return problem.server;
    if ('nothingChanged' in problem) return { issue: { key: 'console.products.nothingChanged' } };
    const rule = problem.terms;
    switch (rule.problem) {
      case 'decimalInvalid':
        return { issue: { key: 'console.products.problem.decimalInvalid', values: { field: fieldName(rule.field, rule.row) } } };
      case 'outOfRange':
        return { issue: { key: rule.above ? 'console.products.problem.rangeAbove' : 'console.products.problem.range', values: { field: fieldName(rule.field, rule.row), min: rule.min, max: rule.max } } };
      case 'maintenanceTooHigh':
        return { issue: { key: 'console.products.problem.maintenanceTooHigh', values: { max: rule.max, leverage: String(rule.leverage) } } };
      case 'periodInvalid':
      case 'periodDuplicate':
        return { issue: { key: `console.products.problem.${rule.problem}`, values: { row: String(rule.row + 1) } } };
      default:
        return { issue: { key: `console.products.problem.${rule.problem}` } };
    }
  };
}

interface TermsInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  unit: string;
  invalid: boolean;
  testId: string;
  hint?: string;
  /** A rate: its percentage is shown beside it. */
  rate?: boolean;
}

/** A labelled decimal of the terms, with its unit (a rate's percentage) and a hint. */
export function TermsInput({ label, value, onChange, unit, invalid, testId, hint, rate = false }: TermsInputProps) {
  const { t } = useTranslation();
  const percent = rate ? percentOf(value) : undefined;
  return (
    <div className="terms-field">
      <label className="console-form__label" htmlFor={`${testId}-input`}>
        {label}
      </label>
      <DecimalInput label={label} value={value} onChange={onChange} unit={rate ? (percent === undefined ? '%' : t('console.products.asPercent', { percent })) : unit} invalid={invalid} testId={testId} placeholder={rate ? '0.001' : '0'} />
      {hint && <p className="console-form__hint">{hint}</p>}
    </div>
  );
}

interface TermsCardProps<P extends ProductTermsName> {
  product: P;
  /** The terms in force, which a save is compared with. */
  saved: ProductTerms[P];
  changed: ProductTermsView['changed'][string];
  /** The terms as typed, to send, or why not. */
  check: () => Checked<ProductTerms[P]>;
  problem: CardProblem | undefined;
  onProblem: (problem: CardProblem | undefined) => void;
  children: ReactNode;
}

/**
 * One product's terms as a card: who changed them last (or that they are the defaults), the
 * fields, and Save, which checks them by the server's rules and asks first, before and after.
 */
export function TermsCard<P extends ProductTermsName>({ product, saved, changed, check, problem, onProblem, children }: TermsCardProps<P>) {
  const { t } = useTranslation();
  const save = useSaveTerms(product);
  const problemText = useProblemText();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState<{ terms: ProductTerms[P]; changes: TermsChange[] }>();
  const name = t(`console.products.card.${product}`);
  const submit = () => {
    const checked = check();
    if (!checked.ok) return onProblem({ terms: checked });
    const changes = termsChanges<P>(saved, checked.terms);
    if (changes.length === 0) return onProblem({ nothingChanged: true });
    onProblem(undefined);
    setPending({ terms: checked.terms, changes });
    setConfirming(true);
  };
  const confirm = async () => {
    setConfirming(false);
    if (!pending) return;
    try {
      await save.mutateAsync(pending.terms);
      showToast('success', t('console.saved'));
    } catch (error) {
      onProblem({ server: serverProblem(error) });
    }
  };
  return (
    <form
      className="console-form terms-card"
      data-testid={`terms-${product}`}
      aria-label={name}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="terms-card__head">
        <h3 className="terms-card__title">{name}</h3>
        <span className="terms-card__changed" data-testid={`terms-${product}-changed`} data-defaults={changed === null}>
          {changed ? (
            t('console.products.changedBy', { who: formatShortAddress(changed.by), when: formatDateTime(changed.at) })
          ) : (
            <StatusTag label={t('console.products.defaults')} tone="neutral" />
          )}
        </span>
      </div>
      {children}
      <FormMessage problem={problemText(problem)} testId={`terms-${product}-problem`} />
      <div className="terms-card__actions">
        <Button type="submit" color="primary" loading={save.isPending} data-testid={`terms-${product}-save`}>
          {t('console.products.save')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('console.products.confirmTitle', { product: name })}
        confirmLabel={t('console.products.save')}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(false)}
        testId={`terms-${product}-confirm`}
      >
        <ul className="console-changes terms-changes" data-testid={`terms-${product}-changes`}>
          {pending?.changes.map((change) => (
            <li key={change.field} data-field={change.field}>
              <span className="terms-changes__field">{t(`console.products.field.${change.field as TermsField}`)}</span> <span className="terms-changes__before">{change.before}</span> →{' '}
              <strong>{change.after}</strong>
            </li>
          ))}
        </ul>
        <p className="console-form__hint terms-changes__note">{t('console.products.note')}</p>
      </ConfirmDialog>
    </form>
  );
}
