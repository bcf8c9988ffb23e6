import type { DepositNetworkView } from '@halyard/shared';
import { Button, Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { FormMessage } from '../../../../components/form-message';
import { FourEyesDecision } from '../../console/components/four-eyes-decision';
import { StatusTag, type StatusTone } from '../../../../components/status-tag';
import { formatDateTime, formatShortAddress } from '../../../../lib/format';
import { serverProblem, type FormProblem } from '../../../../lib/form-problem';
import { showToast } from '../../../../lib/toast';
import { useDecideDepositAddress, useProposeDepositAddress } from '../api/deposit-addresses';
import { checkProposal, isOwnProposal, NETWORK_NAMES } from '../deposit-address-draft';

const SOURCE_TONES: Record<DepositNetworkView['source'], StatusTone> = { approved: 'success', environment: 'neutral', demo: 'pending' };

/** Before and after, in monospace: what a member would copy now, and what they would copy then. */
function AddressChange({ before, after, testId }: { before: string; after: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <dl className="address-change" data-testid={testId}>
      <dt>{t('console.products.addresses.before')}</dt>
      <dd className="console-row__mono" data-testid={`${testId}-before`}>
        {before}
      </dd>
      <dt>{t('console.products.addresses.after')}</dt>
      <dd className="console-row__mono address-change__after" data-testid={`${testId}-after`}>
        {after}
      </dd>
    </dl>
  );
}

/** The proposal waiting for a second admin: Approve (never by its proposer) and Reject (Withdraw for its proposer). */
function PendingProposal({ row, viewer }: { row: DepositNetworkView; viewer: string }) {
  const { t } = useTranslation();
  const decide = useDecideDepositAddress();
  const pending = row.pending;
  if (!pending) return null;
  const own = isOwnProposal(pending, viewer);
  const testId = `addresses-${row.network}-pending`;
  return (
    <div className="address-pending" data-testid={testId} data-own={own}>
      <div className="address-pending__head">
        <StatusTag label={t('console.products.addresses.pending')} tone="pending" />
        <span className="console-row__meta">{t('console.products.addresses.proposedBy', { who: formatShortAddress(pending.proposedBy), when: formatDateTime(pending.proposedAt) })}</span>
      </div>
      <span className="console-row__mono" data-testid={`${testId}-address`}>
        {pending.address}
      </span>
      <FourEyesDecision
        testId={testId}
        own={own}
        ownHint={t('console.products.addresses.ownProposal')}
        approveTitle={t('console.products.addresses.approveTitle', { network: NETWORK_NAMES[row.network] })}
        done={{ approve: t('console.products.addresses.approved'), reject: t('console.products.addresses.rejected') }}
        decide={(decision) => decide.mutateAsync({ id: pending.id, decision })}
        rejecting={decide.isPending && decide.variables.decision === 'reject'}
      >
        <AddressChange before={row.address} after={pending.address} testId={`${testId}-change`} />
        <p className="address-warning">{t('console.products.addresses.approveWarning')}</p>
      </FourEyesDecision>
    </div>
  );
}

/** A new address for the network, checked as the server will, confirmed before and after. */
function ProposeForm({ row }: { row: DepositNetworkView }) {
  const { t } = useTranslation();
  const propose = useProposeDepositAddress();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<FormProblem>();
  const [confirming, setConfirming] = useState<string>();
  const network = NETWORK_NAMES[row.network];
  const testId = `addresses-${row.network}-propose`;
  const submit = () => {
    const checked = checkProposal(row.network, typed, row.address);
    if (!checked.ok) return setProblem({ issue: { key: `console.products.addresses.problem.${checked.problem}`, values: { network } } });
    setProblem(undefined);
    setConfirming(checked.address);
  };
  const confirm = async () => {
    const address = confirming;
    setConfirming(undefined);
    if (!address) return;
    try {
      await propose.mutateAsync({ network: row.network, address });
      setTyped('');
      showToast('success', t('console.products.addresses.proposed'));
    } catch (error) {
      setProblem(serverProblem(error));
    }
  };
  return (
    <form
      className="address-propose"
      noValidate
      aria-label={t('console.products.addresses.proposeLabel', { network })}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label className="console-form__label" htmlFor={`${testId}-input`}>
        {t('console.products.addresses.proposeLabel', { network })}
      </label>
      <div className="address-propose__row">
        <Input
          id={`${testId}-input`}
          className="console-input console-input--mono"
          value={typed}
          onChange={(value) => (setTyped(value), setProblem(undefined))}
          placeholder={row.network === 'ethereum' ? '0x…' : 'bc1…'}
          autoComplete="off"
          aria-invalid={problem !== undefined}
          data-testid={`${testId}-address`}
        />
        <Button type="submit" color="primary" loading={propose.isPending} data-testid={testId}>
          {t('console.products.addresses.propose')}
        </Button>
      </div>
      <FormMessage problem={problem} testId={`${testId}-problem`} />
      <ConfirmDialog
        open={confirming !== undefined}
        title={t('console.products.addresses.proposeTitle', { network })}
        confirmLabel={t('console.products.addresses.propose')}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(undefined)}
        testId={`${testId}-confirm`}
      >
        <AddressChange before={row.address} after={confirming ?? ''} testId={`${testId}-change`} />
        <p className="address-warning">{t('console.products.addresses.proposeWarning')}</p>
      </ConfirmDialog>
    </form>
  );
}

/** One network: the address in force and where it comes from, the pending proposal, or a form to propose one. */
export function DepositNetworkPanel({ row, viewer }: { row: DepositNetworkView; viewer: string }) {
  const { t } = useTranslation();
  const testId = `addresses-${row.network}`;
  return (
    <div className="address-network" data-testid={testId} data-source={row.source}>
      <div className="terms-card__head">
        <h4 className="address-network__title">{NETWORK_NAMES[row.network]}</h4>
        <StatusTag label={t(`console.products.addresses.source.${row.source}`)} tone={SOURCE_TONES[row.source]} testId={`${testId}-source`} status={row.source} />
      </div>
      <span className="console-form__label">{t('console.products.addresses.inForce')}</span>
      <span className="console-row__mono address-network__address" data-testid={`${testId}-address`}>
        {row.address}
      </span>
      <p className="console-row__meta" data-testid={`${testId}-origin`}>
        {row.approved
          ? t('console.products.addresses.approvedBy', { proposer: formatShortAddress(row.approved.proposedBy), approver: formatShortAddress(row.approved.decidedBy ?? ''), when: formatDateTime(row.approved.decidedAt ?? row.approved.proposedAt) })
          : t(`console.products.addresses.origin.${row.source === 'environment' ? 'environment' : 'demo'}`)}
      </p>
      {row.pending ? <PendingProposal row={row} viewer={viewer} /> : <ProposeForm row={row} />}
    </div>
  );
}
