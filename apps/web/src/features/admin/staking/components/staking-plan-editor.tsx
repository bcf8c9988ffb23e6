import type { StakingPlanConsoleRow, StakingPlanInput } from '@halyard/shared';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { ChangeLines, EditorSheet, ruleOf, SwitchField, useEditorProblemText, type EditorProblem } from '../../products/components/plans-tiers-parts';
import { TermsInput } from '../../terms/components/terms-card';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { FormMessage } from '../../../../components/form-message';
import { serverProblem } from '../../../../lib/form-problem';
import { showToast } from '../../../../lib/toast';
import { useSaveStakingPlan } from '../api/staking-plans';
import { aprPercentOf, checkPlan, emptyPlanDraft, invalidField, planChanges, planDraftOf, type Change, type PlanDraft, type PlanField } from '../../products/plans-tiers-draft';

/** The plan a form is about: a saved one, or none for a new plan. */
function PlanForm({ plan, onSaved }: { plan: StakingPlanConsoleRow | undefined; onSaved: () => void }) {
  const { t } = useTranslation();
  const save = useSaveStakingPlan();
  const problemText = useEditorProblemText();
  const [draft, setDraft] = useState<PlanDraft>(() => (plan ? planDraftOf(plan) : emptyPlanDraft()));
  const [problem, setProblem] = useState<EditorProblem>();
  const [pending, setPending] = useState<{ plan: StakingPlanInput; changes: Change[] }>();
  const [confirming, setConfirming] = useState(false);
  const invalid = invalidField(ruleOf(problem));
  const set = (next: Partial<PlanDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setProblem(undefined);
  };
  const submit = () => {
    const checked = checkPlan(draft);
    if (!checked.ok) return setProblem({ rule: checked });
    const changes = planChanges(plan, checked.plan);
    if (changes.length === 0) return setProblem({ nothingChanged: true });
    setPending({ plan: checked.plan, changes });
    setConfirming(true);
  };
  const confirm = async () => {
    setConfirming(false);
    if (!pending) return;
    try {
      await save.mutateAsync({ id: plan?.id, plan: pending.plan });
      showToast('success', t('console.saved'));
      onSaved();
    } catch (error) {
      setProblem({ server: serverProblem(error) });
    }
  };
  const apr = aprPercentOf(draft.dailyRate);
  const field = (name: PlanField, unit: string, extra: { rate?: boolean; hint?: string } = {}) => (
    <TermsInput
      label={t(`console.products.plans.field.${name}`)}
      value={draft[name]}
      onChange={(value) => {
        setDraft((current) => ({ ...current, [name]: value }));
        setProblem(undefined);
      }}
      unit={unit}
      invalid={invalid?.field === name}
      testId={`plan-${name}`}
      {...extra}
    />
  );
  const flag = (text: string) => (text === 'on' ? t('console.products.plans.offered') : text === 'off' ? t('console.products.plans.notOffered') : text);
  return (
    <form
      className="console-form plan-form"
      aria-label={plan ? t('console.products.plans.editTitle', { days: plan.days }) : t('console.products.plans.newTitle')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      data-testid="plan-form"
    >
      <div className="plan-form__grid">
        {field('days', t('console.products.plans.daysUnit'), { hint: t('console.products.plans.daysHint') })}
        <div className="terms-field">
          {field('dailyRate', '', { rate: true })}
          <p className="plan-form__apr" data-testid="plan-apr" aria-live="polite">
            {apr === undefined ? '—' : t('console.products.plans.apr', { percent: apr })}
          </p>
        </div>
      </div>
      <p className="console-form__hint">{t('console.products.plans.rateHint')}</p>
      <div className="plan-form__grid">
        {field('minAmount', 'USDT')}
        {field('maxAmount', 'USDT')}
      </div>
      <p className="console-form__hint">{t('console.products.plans.amountsHint')}</p>
      <SwitchField label={t('console.products.plans.field.active')} checked={draft.active} onChange={(active) => set({ active })} testId="plan-active" />
      <p className="console-form__hint">{t('console.products.plans.note')}</p>
      <FormMessage problem={problemText(problem)} testId="plan-problem" />
      <div className="terms-card__actions">
        <Button type="submit" color="primary" loading={save.isPending} data-testid="plan-save">
          {t('console.products.save')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={plan ? t('console.products.plans.confirmEdit', { days: plan.days }) : t('console.products.plans.confirmNew')}
        confirmLabel={t('console.products.save')}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(false)}
        testId="plan-confirm"
      >
        <ChangeLines changes={pending?.changes ?? []} label={(name) => t(`console.products.plans.field.${name as PlanField | 'active'}`)} value={flag} testId="plan-changes" />
        <p className="console-form__hint terms-changes__note">{t('console.products.plans.note')}</p>
      </ConfirmDialog>
    </form>
  );
}

/** The plan being added or changed, over the desk; closed once saved. */
export function StakingPlanEditor({ open, plan, formKey, onClose }: { open: boolean; plan: StakingPlanConsoleRow | undefined; formKey: number; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <EditorSheet open={open} title={plan ? t('console.products.plans.editTitle', { days: plan.days }) : t('console.products.plans.newTitle')} onClose={onClose} testId="plan-editor">
      <PlanForm key={formKey} plan={plan} onSaved={onClose} />
    </EditorSheet>
  );
}
