import { TERM_LIMITS, type BoxTierConsoleRow, type BoxTierInput } from '@halyard/shared';
import { Button } from 'antd-mobile';
import { AddOutline, CheckCircleFill, DeleteOutline, ExclamationCircleFill } from '../../../../components/icons';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { ChangeLines, EditorSheet, ruleOf, SwitchField, useEditorProblemText, type EditorProblem } from '../../products/components/plans-tiers-parts';
import { TermsInput } from '../../terms/components/terms-card';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { DecimalInput } from '../../../../components/decimal-input';
import { FormMessage } from '../../../../components/form-message';
import { serverProblem } from '../../../../lib/form-problem';
import { showToast } from '../../../../lib/toast';
import { useSaveBoxTier } from '../api/box-tiers';
import { checkTier, expectedReturnOf, invalidField, probabilitySum, tierChanges, tierDraftOf, type Change, type PrizeDraft, type TierDraft } from '../../products/plans-tiers-draft';
import { percentOf } from '../../products/products-draft';

/** The probabilities typed so far, added up in decimals: marked plainly unless exactly 1. */
function ProbabilitySum({ prizes }: { prizes: readonly PrizeDraft[] }) {
  const { t } = useTranslation();
  const { sum, exact } = probabilitySum(prizes);
  return (
    <p className={exact ? 'tier-sum tier-sum--exact' : 'tier-sum tier-sum--off'} data-testid="tier-sum" data-exact={exact} data-sum={sum} aria-live="polite">
      {exact ? <CheckCircleFill aria-hidden="true" /> : <ExclamationCircleFill aria-hidden="true" />}
      <span className="tier-sum__label">{t('console.products.tiers.sum')}</span>
      <strong>{exact ? t('console.products.tiers.sumExact', { sum }) : t('console.products.tiers.sumOff', { sum, percent: percentOf(sum) ?? sum })}</strong>
    </p>
  );
}

/** A tier's price, gift, sale and prize table, with the probabilities' sum and the expected return live as typed. */
function TierForm({ tier, onSaved }: { tier: BoxTierConsoleRow; onSaved: () => void }) {
  const { t } = useTranslation();
  const save = useSaveBoxTier();
  const problemText = useEditorProblemText();
  const [draft, setDraft] = useState<TierDraft>(() => tierDraftOf(tier));
  const [problem, setProblem] = useState<EditorProblem>();
  const [pending, setPending] = useState<{ tier: BoxTierInput; changes: Change[] }>();
  const [confirming, setConfirming] = useState(false);
  const invalid = invalidField(ruleOf(problem));
  const set = (next: Partial<TierDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setProblem(undefined);
  };
  const setRow = (index: number, change: Partial<PrizeDraft>) => set({ prizes: draft.prizes.map((row, at) => (at === index ? { ...row, ...change } : row)) });
  const submit = () => {
    const checked = checkTier(draft);
    if (!checked.ok) return setProblem({ rule: checked });
    const changes = tierChanges(tier, checked.tier);
    if (changes.length === 0) return setProblem({ nothingChanged: true });
    setPending({ tier: checked.tier, changes });
    setConfirming(true);
  };
  const confirm = async () => {
    setConfirming(false);
    if (!pending) return;
    try {
      await save.mutateAsync({ level: tier.level, tier: pending.tier });
      showToast('success', t('console.saved'));
      onSaved();
    } catch (error) {
      setProblem({ server: serverProblem(error) });
    }
  };
  const expected = expectedReturnOf(draft);
  const amountLabel = t('console.products.tiers.field.amount');
  const probabilityLabel = t('console.products.tiers.field.probability');
  const flag = (text: string) => (text === 'on' ? t('console.products.tiers.onSale') : text === 'off' ? t('console.products.tiers.offSale') : text);
  return (
    <form
      className="console-form tier-form"
      aria-label={t('console.products.tiers.editTitle', { level: tier.level })}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      data-testid="tier-form"
    >
      <div className="plan-form__grid">
        <TermsInput label={t('console.products.tiers.field.price')} value={draft.price} onChange={(price) => set({ price })} unit="USDT" invalid={invalid?.field === 'price'} testId="tier-price" />
        <TermsInput label={t('console.products.tiers.field.gift')} value={draft.gift} onChange={(gift) => set({ gift })} unit="USDT" invalid={invalid?.field === 'gift'} testId="tier-gift" />
      </div>
      <SwitchField label={t('console.products.tiers.field.active')} checked={draft.active} onChange={(active) => set({ active })} testId="tier-active" />
      <span className="console-form__label" id="tier-prizes-label">
        {t('console.products.tiers.prizes')}
      </span>
      <div className="terms-periods" role="group" aria-labelledby="tier-prizes-label" data-testid="tier-prizes">
        <div className="terms-period terms-period--head" aria-hidden="true">
          <span>{amountLabel}</span>
          <span>{probabilityLabel}</span>
        </div>
        {draft.prizes.map((row, index) => {
          const percent = percentOf(row.probability);
          const badRow = invalid?.row === index;
          return (
            // Rows have no identity of their own until saved: the index is their key.
            <div key={index} className="terms-period" data-testid={`tier-prize-${index}`}>
              <DecimalInput label={`${amountLabel} ${index + 1}`} value={row.amount} onChange={(amount) => setRow(index, { amount })} unit="USDT" invalid={badRow && invalid?.field === 'amount'} placeholder="0" testId={`tier-prize-${index}-amount`} />
              <DecimalInput
                label={`${probabilityLabel} ${index + 1}`}
                value={row.probability}
                onChange={(probability) => setRow(index, { probability })}
                unit={percent === undefined ? '%' : t('console.products.asPercent', { percent })}
                invalid={invalid?.field === 'probabilities' || (badRow && invalid?.field === 'probability')}
                placeholder="0.1"
                testId={`tier-prize-${index}-probability`}
              />
              <Button
                fill="none"
                className="terms-period__remove"
                aria-label={t('console.products.tiers.removePrize', { row: String(index + 1) })}
                onClick={() => set({ prizes: draft.prizes.filter((_, at) => at !== index) })}
                disabled={draft.prizes.length <= 1}
                data-testid={`tier-prize-${index}-remove`}
              >
                <DeleteOutline />
              </Button>
            </div>
          );
        })}
      </div>
      <div>
        <Button size="small" fill="outline" color="primary" onClick={() => set({ prizes: [...draft.prizes, { amount: '', probability: '' }] })} disabled={draft.prizes.length >= TERM_LIMITS.maxPrizes} data-testid="tier-prize-add">
          <AddOutline aria-hidden="true" /> {t('console.products.tiers.addPrize')}
        </Button>
      </div>
      <p className="console-form__hint">{t('console.products.tiers.prizesHint')}</p>
      <ProbabilitySum prizes={draft.prizes} />
      <div className={probabilitySum(draft.prizes).exact ? 'tier-return' : 'tier-return tier-return--draft'} data-testid="tier-return" data-amount={expected?.amount ?? ''} data-rate={expected?.rate ?? ''}>
        <span className="tier-return__label">{t('console.products.tiers.expectedReturn')}</span>
        <strong>{expected ? t('console.products.tiers.returnValue', { amount: expected.amount, percent: expected.rate === undefined ? '—' : percentOf(expected.rate) ?? expected.rate }) : t('console.products.tiers.returnPending')}</strong>
        <span className="console-form__hint">{t('console.products.tiers.returnHint')}</span>
      </div>
      <p className="console-form__hint">{t('console.products.tiers.note')}</p>
      <FormMessage problem={problemText(problem)} testId="tier-problem" />
      <div className="terms-card__actions">
        <Button type="submit" color="primary" loading={save.isPending} data-testid="tier-save">
          {t('console.products.save')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('console.products.tiers.confirmTitle', { level: tier.level })}
        confirmLabel={t('console.products.save')}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(false)}
        testId="tier-confirm"
      >
        <ChangeLines changes={pending?.changes ?? []} label={(name) => t(`console.products.tiers.field.${name as 'price' | 'gift' | 'active' | 'prizes' | 'expectedReturn'}`)} value={flag} testId="tier-changes" />
        <p className="console-form__hint terms-changes__note">{t('console.products.tiers.note')}</p>
      </ConfirmDialog>
    </form>
  );
}

/** The tier being changed, over the desk; closed once saved. */
export function BoxTierEditor({ open, tier, formKey, onClose }: { open: boolean; tier: BoxTierConsoleRow | undefined; formKey: number; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <EditorSheet open={open && tier !== undefined} title={t('console.products.tiers.editTitle', { level: tier?.level ?? '' })} onClose={onClose} testId="tier-editor">
      {tier && <TierForm key={formKey} tier={tier} onSaved={onClose} />}
    </EditorSheet>
  );
}
