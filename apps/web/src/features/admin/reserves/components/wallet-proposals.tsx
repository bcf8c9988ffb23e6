import { RESERVE_WALLET_LABEL_MAX, type ReserveWalletAction, type ReserveWalletProposal, type ReserveWalletsView } from '@halyard/shared';
import { Button, Input } from 'antd-mobile';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { FormMessage } from '../../../../components/form-message';
import { FourEyesDecision } from '../../console/components/four-eyes-decision';
import { StatusTag } from '../../../../components/status-tag';
import { formatDateTime, formatShortAddress } from '../../../../lib/format';
import { serverProblem, type FormProblem } from '../../../../lib/form-problem';
import { useTranslation } from '../../../../lib/i18n';
import { showToast } from '../../../../lib/toast';
import { useDecideReserveWallet, useProposeReserveWallet } from '../api/reserve-wallets';
import { checkWalletProposal, isOwnProposal } from '../reserves-draft';

/** A wallet as a change shows it: what is done to it, its label and its full address. */
export function WalletChange({ action, label, address, testId }: { action: ReserveWalletAction; label: string; address: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <dl className="address-change" data-testid={testId}>
      <dt>{t('console.reserves.wallets.change')}</dt>
      <dd data-testid={`${testId}-action`}>{t(`console.reserves.wallets.action.${action}`)}</dd>
      <dt>{t('console.reserves.wallets.label')}</dt>
      <dd className="address-change__after" data-testid={`${testId}-label`}>
        {label}
      </dd>
      <dt>{t('console.reserves.wallets.address')}</dt>
      <dd className="console-row__mono address-change__after" data-testid={`${testId}-address`}>
        {address}
      </dd>
    </dl>
  );
}

/** A proposal waiting for a second admin: Approve (never by its proposer) and Reject (Withdraw for its proposer). */
export function PendingWalletProposal({ proposal, viewer }: { proposal: ReserveWalletProposal; viewer: string }) {
  const { t } = useTranslation();
  const decide = useDecideReserveWallet();
  const own = isOwnProposal(proposal, viewer);
  const testId = `reserve-proposal-${proposal.id}`;
  return (
    <div className="address-pending" data-testid={testId} data-own={own} data-action={proposal.action} data-address={proposal.address}>
      <div className="address-pending__head">
        <StatusTag label={t(`console.reserves.wallets.action.${proposal.action}`)} tone={proposal.action === 'add' ? 'success' : 'danger'} />
        <strong className="reserve-wallet__label">{proposal.label}</strong>
      </div>
      <span className="console-row__mono" data-testid={`${testId}-address`}>
        {proposal.address}
      </span>
      <span className="console-row__meta">{t('console.products.addresses.proposedBy', { who: formatShortAddress(proposal.proposedBy), when: formatDateTime(proposal.proposedAt) })}</span>
      <FourEyesDecision
        testId={testId}
        own={own}
        ownHint={t('console.reserves.wallets.ownProposal')}
        approveTitle={t(`console.reserves.wallets.approveTitle.${proposal.action}`)}
        done={{ approve: t('console.reserves.wallets.approved'), reject: t('console.reserves.wallets.closed') }}
        decide={(decision) => decide.mutateAsync({ id: proposal.id, decision })}
        rejecting={decide.isPending && decide.variables.decision === 'reject'}
      >
        <WalletChange action={proposal.action} label={proposal.label} address={proposal.address} testId={`${testId}-change`} />
        <p className="address-warning">{t(`console.reserves.wallets.warning.${proposal.action}`)}</p>
      </FourEyesDecision>
    </div>
  );
}

/** A wallet to add: its label and address, checked as the server will, confirmed before it is sent. */
export function ProposeWalletForm({ view }: { view: ReserveWalletsView }) {
  const { t } = useTranslation();
  const propose = useProposeReserveWallet();
  const [typedAddress, setTypedAddress] = useState('');
  const [typedLabel, setTypedLabel] = useState('');
  const [problem, setProblem] = useState<FormProblem>();
  const [confirming, setConfirming] = useState<{ address: string; label: string }>();
  const testId = 'reserve-wallets-propose';
  const typing = (set: (value: string) => void) => (value: string) => (set(value), setProblem(undefined));
  const submit = () => {
    const checked = checkWalletProposal(typedAddress, typedLabel, view);
    if (!checked.ok) return setProblem({ issue: { key: `console.reserves.wallets.problem.${checked.problem}`, values: { max: String(RESERVE_WALLET_LABEL_MAX) } } });
    setProblem(undefined);
    setConfirming({ address: checked.address, label: checked.label });
  };
  const confirm = async () => {
    const wallet = confirming;
    setConfirming(undefined);
    if (!wallet) return;
    try {
      await propose.mutateAsync({ action: 'add', ...wallet });
      setTypedAddress('');
      setTypedLabel('');
      showToast('success', t('console.products.addresses.proposed'));
    } catch (error) {
      setProblem(serverProblem(error));
    }
  };
  return (
    <form
      className="address-propose reserve-propose"
      noValidate
      aria-labelledby={`${testId}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h4 className="address-network__title" id={`${testId}-title`}>
        {t('console.reserves.wallets.proposeTitle')}
      </h4>
      <label className="console-form__label" htmlFor={`${testId}-label-input`}>
        {t('console.reserves.wallets.label')}
      </label>
      <Input
        id={`${testId}-label-input`}
        className="console-input"
        value={typedLabel}
        onChange={typing(setTypedLabel)}
        placeholder={t('console.reserves.wallets.labelPlaceholder')}
        autoComplete="off"
        maxLength={RESERVE_WALLET_LABEL_MAX}
        data-testid={`${testId}-label`}
      />
      <label className="console-form__label" htmlFor={`${testId}-address-input`}>
        {t('console.reserves.wallets.address')}
      </label>
      <div className="address-propose__row">
        <Input
          id={`${testId}-address-input`}
          className="console-input console-input--mono"
          value={typedAddress}
          onChange={typing(setTypedAddress)}
          placeholder="0x…"
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
        title={t('console.reserves.wallets.proposeConfirm.add')}
        confirmLabel={t('console.products.addresses.propose')}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(undefined)}
        testId={`${testId}-confirm`}
      >
        <WalletChange action="add" label={confirming?.label ?? ''} address={confirming?.address ?? ''} testId={`${testId}-change`} />
        <p className="address-warning">{t('console.reserves.wallets.warning.add')}</p>
      </ConfirmDialog>
    </form>
  );
}
