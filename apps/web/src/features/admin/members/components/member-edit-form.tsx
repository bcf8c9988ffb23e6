import type { MemberRow, MemberUpdate } from '@halyard/shared';
import { Button, Dialog, Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { ChipGroup } from '../../../../components/chip-group';
import { FormMessage } from '../../../../components/form-message';
import { serverProblem, type FormProblem } from '../../../../lib/form-problem';
import { showToast } from '../../../../lib/toast';
import { useUpdateMember } from '../api/members';
import { draftOf, EDITABLE_KINDS, memberChanges, type MemberDraft } from '../member-changes';

function useChangeText() {
  const { t } = useTranslation();
  const yesNo = (value: boolean) => t(value ? 'console.yes' : 'console.no');
  return (member: MemberRow, field: keyof MemberUpdate, update: MemberUpdate): string => {
    switch (field) {
      case 'kind':
        return `${t('console.member.kind')}: ${t(`console.kind.${member.kind}`)} → ${t(`console.kind.${update.kind ?? member.kind}`)}`;
      case 'creditScore':
        return `${t('console.member.creditScore')}: ${member.creditScore} → ${update.creditScore ?? member.creditScore}`;
      case 'frozen':
        return `${t('console.member.frozen')}: ${yesNo(member.frozen)} → ${yesNo(update.frozen ?? member.frozen)}`;
      case 'tradingDisabled':
        return `${t('console.member.tradingDisabled')}: ${yesNo(member.tradingDisabled)} → ${yesNo(update.tradingDisabled ?? member.tradingDisabled)}`;
    }
  };
}

/** Kind, credit score, frozen and trading disabled: the only things an operator may change, after a confirmation. */
export function MemberEditForm({ member }: { member: MemberRow }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<MemberDraft>(() => draftOf(member));
  const [problem, setProblem] = useState<FormProblem>();
  const update = useUpdateMember(member.id);
  const changeText = useChangeText();
  const set = (next: Partial<MemberDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setProblem(undefined);
  };
  const save = async () => {
    const changes = memberChanges(member, draft);
    if (!changes.ok) {
      setProblem({ issue: { key: changes.problem === 'scoreInvalid' ? 'console.member.scoreInvalid' : 'console.member.nothingChanged' } });
      return;
    }
    const title = t('console.member.confirmTitle', { mbId: member.mbId });
    const confirmed = await Dialog.confirm({
      title,
      'aria-label': title,
      content: (
        <ul className="console-changes" data-testid="member-changes">
          {changes.fields.map((field) => (
            <li key={field}>{changeText(member, field, changes.update)}</li>
          ))}
        </ul>
      ),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (!confirmed) return;
    try {
      await update.mutateAsync(changes.update);
      showToast('success', t('console.saved'));
    } catch (error) {
      setProblem(serverProblem(error));
    }
  };
  const demo = member.kind === 'mock';
  return (
    <form
      className="console-form"
      data-testid="member-edit"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h3 className="console-subtitle">{t('console.member.edit')}</h3>
      <span className="console-form__label">{t('console.member.kind')}</span>
      {demo ? (
        <p className="console-form__hint">{t('console.member.demoKindFixed')}</p>
      ) : (
        <ChipGroup label={t('console.member.kind')} options={EDITABLE_KINDS.map((kind) => ({ value: kind, label: t(`console.kind.${kind}`) }))} value={draft.kind === 'mock' ? 'regular' : draft.kind} onChange={(kind) => set({ kind })} testId="member-kind" />
      )}
      <label className="console-form__label" htmlFor="member-credit-score">
        {t('console.member.creditScore')}
      </label>
      <Input id="member-credit-score" className="console-input" inputMode="numeric" value={draft.creditScore} onChange={(creditScore) => set({ creditScore })} maxLength={4} data-testid="member-credit-score" />
      {/* Native checkboxes as switches: a keyboard reaches and toggles them, a screen reader hears on or off. */}
      <label className="console-form__switch">
        <span>{t('console.member.frozen')}</span>
        <input type="checkbox" role="switch" className="console-switch" checked={draft.frozen} onChange={(event) => set({ frozen: event.target.checked })} data-testid="member-frozen" />
      </label>
      <label className="console-form__switch">
        <span>{t('console.member.tradingDisabled')}</span>
        <input
          type="checkbox"
          role="switch"
          className="console-switch"
          checked={draft.tradingDisabled}
          onChange={(event) => set({ tradingDisabled: event.target.checked })}
          data-testid="member-trading-disabled"
        />
      </label>
      <FormMessage problem={problem} testId="member-edit-problem" />
      <Button type="submit" color="primary" block loading={update.isPending} data-testid="member-save">
        {t('console.member.save')}
      </Button>
    </form>
  );
}
