import { pricePrecisionOf, type ContractRow } from '@halyard/shared';
import Decimal from '@halyard/shared/decimal';
import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { BottomSheet } from '../../../components/bottom-sheet';
import { ContractTitle } from './contract-title';
import { TriggerField } from './trigger-field';
import { FormMessage } from '../../../components/form-message';
import { formatPrice } from '../../../lib/format';
import { serverProblem, type FormProblem } from '../../../lib/form-problem';
import { showToast } from '../../../lib/toast';
import { useEditContractTriggers } from '../api/edit-contract-triggers';
import { triggerIssue, type OrderField } from '../order-draft';

interface EditTriggersProps {
  row: ContractRow;
  /** What the levels are measured from: the index for an open position, the limit for a waiting order. */
  reference: string | undefined;
  onClose: () => void;
}

function EditTriggersForm({ row, reference, onClose }: EditTriggersProps) {
  const { t } = useTranslation();
  const [stopProfit, setStopProfit] = useState(row.stopProfit ?? '');
  const [stopLoss, setStopLoss] = useState(row.stopLoss ?? '');
  const [problem, setProblem] = useState<{ shown: FormProblem; field?: OrderField }>();
  const edit = useEditContractTriggers();
  const precision = pricePrecisionOf(row.pair);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const issue = triggerIssue(row.pair, row.side, reference === undefined ? undefined : new Decimal(reference), stopProfit, stopLoss);
    if (issue) {
      const values = { ...issue.values, ...(issue.field ? { field: t(`contract.field.${issue.field}`) } : {}) };
      setProblem({ shown: { issue: { key: issue.key, values } }, field: issue.field });
      return;
    }
    setProblem(undefined);
    edit.mutate(
      { id: row.id, stopProfit: stopProfit.trim(), stopLoss: stopLoss.trim() },
      {
        onSuccess: () => {
          showToast('success', t('contract.triggers.saved'));
          onClose();
        },
        onError: (error) => {
          const shown = serverProblem(error);
          setProblem(shown && { shown });
        },
      },
    );
  };

  return (
    <form className="contract-edit" onSubmit={submit} noValidate data-testid="triggers-form">
      <p className="contract-edit__head">
        <ContractTitle row={row} />
        <span className="contract-edit__reference" data-testid="triggers-reference">
          {t('contract.triggers.reference', { price: reference === undefined ? '--' : formatPrice(reference, precision) })}
        </span>
      </p>
      <TriggerField kind="stopProfit" side={row.side} value={stopProfit} onChange={setStopProfit} invalid={problem?.field === 'stopProfit'} testId="triggers-stop-profit" />
      <TriggerField kind="stopLoss" side={row.side} value={stopLoss} onChange={setStopLoss} invalid={problem?.field === 'stopLoss'} testId="triggers-stop-loss" />
      <FormMessage problem={problem?.shown} testId="triggers-problem" />
      <Button block type="submit" color="primary" size="large" loading={edit.isPending} loadingText={t('contract.triggers.save')} data-testid="triggers-save">
        {t('contract.triggers.save')}
      </Button>
    </form>
  );
}

/** Sets or removes the take profit and stop loss of a position or a waiting order; an empty field removes that level. */
export function EditTriggersSheet({ open, ...props }: EditTriggersProps & { open: boolean }) {
  const { t } = useTranslation();
  return (
    <BottomSheet open={open} onClose={props.onClose} title={t('contract.triggers.title')} lead={t('contract.triggers.lead')} testId="triggers-sheet">
      <EditTriggersForm {...props} />
    </BottomSheet>
  );
}
