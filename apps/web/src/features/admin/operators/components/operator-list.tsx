import { addressSchema, OPERATOR_ROLES, type OperatorRole, type OperatorRow } from '@halyard/shared';
import { Button, Dialog, Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { ChipGroup } from '../../../../components/chip-group';
import { EmptyState } from '../../../../components/empty-state';
import { ErrorState } from '../../../../components/error-state';
import { FormMessage } from '../../../../components/form-message';
import { RecordRowsSkeleton } from '../../../../components/skeleton';
import { StatusTag } from '../../../../components/status-tag';
import { formatDateTime, formatShortAddress } from '../../../../lib/format';
import { serverProblem, type FormProblem } from '../../../../lib/form-problem';
import { showToast } from '../../../../lib/toast';
import { useOperators, useRemoveOperator, useSetOperator } from '../api/operators';

function AddOperatorForm() {
  const { t } = useTranslation();
  const [address, setAddress] = useState('');
  const [role, setRole] = useState<OperatorRole>('reviewer');
  const [problem, setProblem] = useState<FormProblem>();
  const setOperator = useSetOperator();
  const add = async () => {
    const typed = address.trim();
    if (!addressSchema.safeParse(typed).success) {
      setProblem({ issue: { key: 'console.operator.addressInvalid' } });
      return;
    }
    try {
      await setOperator.mutateAsync({ address: typed, role });
      setAddress('');
      setProblem(undefined);
      showToast('success', t('console.saved'));
    } catch (error) {
      setProblem(serverProblem(error));
    }
  };
  return (
    <form
      className="console-form"
      data-testid="operator-add"
      onSubmit={(event) => {
        event.preventDefault();
        void add();
      }}
    >
      <h3 className="console-subtitle">{t('console.operator.add')}</h3>
      <label className="console-form__label" htmlFor="operator-address">
        {t('console.operator.address')}
      </label>
      <Input id="operator-address" className="console-input console-input--mono" value={address} onChange={(value) => (setAddress(value), setProblem(undefined))} placeholder="0x…" autoComplete="off" data-testid="operator-address" />
      <span className="console-form__label">{t('console.operator.role')}</span>
      <ChipGroup label={t('console.operator.role')} options={OPERATOR_ROLES.map((value) => ({ value, label: t(`console.role.${value}`) }))} value={role} onChange={setRole} testId="operator-role" />
      <p className="console-form__hint">{t(`console.roleHint.${role}`)}</p>
      <FormMessage problem={problem} testId="operator-add-problem" />
      <Button type="submit" color="primary" loading={setOperator.isPending} data-testid="operator-add-submit">
        {t('console.operator.addButton')}
      </Button>
    </form>
  );
}

function OperatorRowView({ row, onRemove }: { row: OperatorRow; onRemove: () => void }) {
  const { t } = useTranslation();
  // The first admins come from the server's configuration (ADMIN_ADDRESSES); the others from an operator's wallet.
  const addedByText = (who: string) => (who.startsWith('0x') ? formatShortAddress(who) : t('console.operator.fromConfig'));
  const testId = `operator-row-${row.address.toLowerCase()}`;
  return (
    <div className="console-row operator-row" data-testid={testId}>
      <span className="console-row__mono">{row.address}</span>
      <StatusTag label={t(`console.role.${row.role}`)} tone={row.role === 'admin' ? 'success' : 'neutral'} status={row.role} testId={`${testId}-role`} />
      <span className="console-row__meta">
        {t('console.operator.addedBy', { who: addedByText(row.addedBy) })} · {formatDateTime(row.createdAt)}
      </span>
      <Button size="small" color="danger" fill="outline" onClick={onRemove} data-testid={`${testId}-remove`}>
        {t('console.operator.remove')}
      </Button>
    </div>
  );
}

/** Who runs the platform: every operator with its role; add one (address and role) or remove one after a confirmation. */
export function OperatorList() {
  const { t } = useTranslation();
  const operators = useOperators();
  const remove = useRemoveOperator();
  const askRemove = async (row: OperatorRow) => {
    const confirmed = await Dialog.confirm({
      'aria-label': t('console.operator.remove'),
      content: t('console.operator.removeConfirm', { address: formatShortAddress(row.address), role: t(`console.role.${row.role}`) }),
      confirmText: t('console.operator.remove'),
      cancelText: t('common.cancel'),
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(row.address);
      showToast('success', t('console.saved'));
    } catch {
      // The app has shown the server's refusal (the last admin stays).
    }
  };
  return (
    <section className="console-section" data-testid="console-operators">
      <h2 className="console-section__title">{t('console.section.operators')}</h2>
      {operators.isPending ? (
        <RecordRowsSkeleton rows={3} />
      ) : operators.isError ? (
        <ErrorState error={operators.error} onRetry={() => void operators.refetch()} />
      ) : operators.data.rows.length === 0 ? (
        <EmptyState testId="operators-empty" />
      ) : (
        <ul className="record-list" data-testid="operator-list">
          {operators.data.rows.map((row) => (
            <li key={row.address}>
              <OperatorRowView row={row} onRemove={() => void askRemove(row)} />
            </li>
          ))}
        </ul>
      )}
      <AddOperatorForm />
    </section>
  );
}
