import type { ReserveWallet, ReserveWalletProposal, ReserveWalletsView } from '@halyard/shared';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { ErrorState } from '../../../../components/error-state';
import { FormMessage } from '../../../../components/form-message';
import { CardsSkeleton } from '../../../../components/skeleton';
import { StatusTag, type StatusTone } from '../../../../components/status-tag';
import { formatDateTime, formatShortAddress } from '../../../../lib/format';
import { serverProblem, type FormProblem } from '../../../../lib/form-problem';
import { useTranslation } from '../../../../lib/i18n';
import { showToast } from '../../../../lib/toast';
import { useProposeReserveWallet, useReserveWallets } from '../api/reserve-wallets';
import { isWaiting } from '../reserves-draft';
import { PendingWalletProposal, ProposeWalletForm, WalletChange } from './wallet-proposals';

/** A wallet in force: its label, address and the two admins behind it; its removal is proposed here too. */
function WalletRow({ wallet, view }: { wallet: ReserveWallet; view: ReserveWalletsView }) {
  const { t } = useTranslation();
  const propose = useProposeReserveWallet();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<FormProblem>();
  const waiting = isWaiting(wallet.address, view);
  const testId = `reserve-wallet-${wallet.address}`;
  const proposeRemoval = async () => {
    setConfirming(false);
    try {
      await propose.mutateAsync({ action: 'remove', address: wallet.address });
      showToast('success', t('console.products.addresses.proposed'));
    } catch (error) {
      setProblem(serverProblem(error));
    }
  };
  return (
    <li className="console-row reserve-wallet" data-testid={testId}>
      <span className="console-row__title reserve-wallet__label" data-testid={`${testId}-label`}>
        {wallet.label}
      </span>
      {waiting ? (
        <StatusTag label={t('console.products.addresses.pending')} tone="pending" testId={`${testId}-waiting`} />
      ) : (
        <Button size="mini" fill="none" color="danger" loading={propose.isPending} onClick={() => (setProblem(undefined), setConfirming(true))} data-testid={`${testId}-remove`}>
          {t('console.reserves.wallets.remove')}
        </Button>
      )}
      <span className="console-row__mono reserve-wallet__address">{wallet.address}</span>
      <span className="console-row__meta reserve-wallet__origin">
        {t('console.products.addresses.approvedBy', { proposer: formatShortAddress(wallet.proposedBy), approver: formatShortAddress(wallet.approvedBy), when: formatDateTime(wallet.addedAt) })}
      </span>
      <div className="reserve-wallet__problem">
        <FormMessage problem={problem} testId={`${testId}-problem`} />
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('console.reserves.wallets.proposeConfirm.remove')}
        confirmLabel={t('console.products.addresses.propose')}
        onConfirm={() => void proposeRemoval()}
        onClose={() => setConfirming(false)}
        testId={`${testId}-confirm`}
      >
        <WalletChange action="remove" label={wallet.label} address={wallet.address} testId={`${testId}-change`} />
        <p className="address-warning">{t('console.reserves.wallets.warning.remove')}</p>
      </ConfirmDialog>
    </li>
  );
}

/** How a decided proposal ended: approved, rejected by another admin, or withdrawn by its proposer. */
function outcomeOf(row: ReserveWalletProposal): { key: 'approved' | 'rejected' | 'withdrawn'; tone: StatusTone } {
  if (row.status === 'approved') return { key: 'approved', tone: 'success' };
  return row.decidedBy === row.proposedBy ? { key: 'withdrawn', tone: 'neutral' } : { key: 'rejected', tone: 'danger' };
}

function DecisionRow({ row }: { row: ReserveWalletProposal }) {
  const { t } = useTranslation();
  const outcome = outcomeOf(row);
  return (
    <li className="console-row reserve-decision" data-testid={`reserve-decision-${row.id}`} data-status={outcome.key}>
      <span className="console-row__title">
        {t(`console.reserves.wallets.action.${row.action}`)} · {row.label}
      </span>
      <StatusTag label={t(`console.reserves.wallets.outcome.${outcome.key}`)} tone={outcome.tone} />
      <span className="console-row__mono reserve-wallet__address">{row.address}</span>
      <span className="console-row__meta reserve-wallet__origin">
        {t('console.reserves.wallets.decidedBy', { proposer: formatShortAddress(row.proposedBy), who: formatShortAddress(row.decidedBy ?? ''), when: formatDateTime(row.decidedAt ?? row.proposedAt) })}
      </span>
    </li>
  );
}

function WalletsBody({ view }: { view: ReserveWalletsView }) {
  const { t } = useTranslation();
  return (
    <>
      {view.wallets.length === 0 ? (
        <p className="chain-card__note" data-testid="reserve-wallets-none">
          {t('console.reserves.wallets.none')}
        </p>
      ) : (
        <ul className="reserve-list" data-testid="reserve-wallets-list">
          {view.wallets.map((wallet) => (
            <WalletRow key={wallet.address} wallet={wallet} view={view} />
          ))}
        </ul>
      )}
      {view.pending.length > 0 && (
        <div className="reserve-pending" data-testid="reserve-wallets-pending">
          <h4 className="address-network__title">{t('console.products.addresses.pending')}</h4>
          {view.pending.map((proposal) => (
            <PendingWalletProposal key={proposal.id} proposal={proposal} viewer={view.viewer} />
          ))}
        </div>
      )}
      <ProposeWalletForm view={view} />
      {view.decided.length > 0 && (
        <div className="reserve-decisions">
          <h4 className="address-network__title">{t('console.reserves.wallets.recent')}</h4>
          <ul className="reserve-list" data-testid="reserve-wallets-decided">
            {view.decided.map((row) => (
              <DecisionRow key={row.id} row={row} />
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

/**
 * The platform's declared wallets (admins): each snapshot reads what they hold on chain beside
 * the deposit addresses. Adding or removing one needs a second admin, as a deposit address does.
 */
export function ReserveWalletsCard() {
  const { t } = useTranslation();
  const wallets = useReserveWallets();
  return (
    <section className="chain-card" data-testid="reserve-wallets" aria-labelledby="reserve-wallets-title">
      <div className="chain-card__head">
        <h3 className="chain-card__title" id="reserve-wallets-title">
          {t('console.reserves.wallets.title')}
        </h3>
      </div>
      <p className="chain-card__note">{t('console.reserves.wallets.note')}</p>
      {wallets.isPending ? (
        <CardsSkeleton count={2} height={96} />
      ) : wallets.isError ? (
        <ErrorState error={wallets.error} onRetry={() => void wallets.refetch()} />
      ) : (
        <WalletsBody view={wallets.data} />
      )}
    </section>
  );
}
