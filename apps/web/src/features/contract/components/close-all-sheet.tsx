import { QUOTE_COIN, type ContractRow } from '@halyard/shared';
import Decimal from '@halyard/shared/decimal';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { ConfirmSheet } from '../../../components/confirm-sheet';
import { FormMessage } from '../../../components/form-message';
import { formatSignedAmount } from '../../../lib/format';
import { serverProblem, type FormProblem } from '../../../lib/form-problem';
import { showToast } from '../../../lib/toast';
import { marketDetailQueryOptions } from '../../../entities/trading';
import { useCloseAllContracts } from '../api/close-all-contracts';
import { estimatedNet, openPositionOf } from '../position-close';
import { trendClass } from './position-card';

/** The open positions' estimated net result (gross PnL less both fees) at each pair's live index; undefined while a price loads. */
function useEstimatedNet(rows: readonly ContractRow[]): Decimal | undefined {
  const pairs = [...new Set(rows.map((row) => row.pair))];
  const prices = useQueries({ queries: pairs.map((pair) => marketDetailQueryOptions(pair)) });
  const priceOf = new Map(pairs.map((pair, index) => [pair, prices[index]?.data?.close]));
  let total = new Decimal(0);
  for (const row of rows) {
    const position = openPositionOf(row);
    const price = priceOf.get(row.pair);
    if (!position || price === undefined) return undefined;
    total = total.plus(estimatedNet(position, String(price)));
  }
  return total;
}

/** "Close all" above the positions, and its confirmation: how many, and the estimated net result. */
export function CloseAll({ rows, total }: { rows: readonly ContractRow[]; total: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<FormProblem>();
  const net = useEstimatedNet(rows);
  const closeAll = useCloseAllContracts((closed) => showToast('success', t('contract.closeAll.done', { count: closed.length })));
  const confirm = () =>
    closeAll.mutate(undefined, {
      onSuccess: () => setOpen(false),
      onError: (error) => setProblem(serverProblem(error)),
    });
  const dismiss = () => {
    setOpen(false);
    setProblem(undefined);
  };
  return (
    <div className="contract-positions__bar">
      <button type="button" className="contract-action contract-action--quiet" disabled={total === 0} onClick={() => setOpen(true)} data-testid="positions-close-all">
        {t('contract.closeAll.button')}
      </button>
      <ConfirmSheet
        open={open}
        title={t('contract.closeAll.title')}
        lead={t('contract.closeAll.lead')}
        items={[
          { key: 'count', label: t('contract.closeAll.count'), value: String(total) },
          {
            key: 'net',
            label: t('contract.closeAll.net'),
            value: <span className={trendClass(net)}>{net === undefined || rows.length < total ? '--' : `${formatSignedAmount(net, 2)} ${QUOTE_COIN}`}</span>,
          },
        ]}
        submitLabel={t('contract.closeAll.confirm', { count: total })}
        submitColor="danger"
        sending={closeAll.isPending}
        onConfirm={confirm}
        onCancel={dismiss}
        testId="close-all"
      >
        <FormMessage problem={problem} testId="close-all-problem" />
      </ConfirmSheet>
    </div>
  );
}
