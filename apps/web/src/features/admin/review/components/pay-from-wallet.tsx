import type { WithdrawalPayout } from '@halyard/shared';
import { Button, Dialog } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { formatAmount } from '../../../../lib/format';
import { showToast } from '../../../../lib/toast';
import { connectedWallet } from '../../../../lib/wallet/connected-wallet';
import { discoverWallets } from '../../../../lib/wallet/discover-wallets';
import { sendTokenTransfer, WrongChainError } from '../../../../lib/wallet/send-token-transfer';

/** What a wallet said when it sent nothing: its own words (a refusal, an error), whatever shape they came in. */
function walletReason(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') return error.message;
  return String(error);
}

/**
 * "Pay from my wallet": the operator's browser wallet (the one they signed in with, else the first
 * found) sends the net amount of USDT to the member's address; the hash it answers is the deciding
 * approval, read on chain by the server. A payout sent but not recorded (the server refused or
 * could not be reached) stays on the card to be recorded, so nobody pays it twice.
 */
export function PayFromWallet({ payout, actualAmount, testId, record }: { payout: WithdrawalPayout; actualAmount: string; testId: string; record: (txHash: string) => Promise<unknown> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [unrecorded, setUnrecorded] = useState<string>();

  const recordHash = async (hash: string) => {
    try {
      await record(hash);
      setUnrecorded(undefined);
      showToast('success', t('assets.admin.paySent'));
    } catch {
      // The app has shown the server's reason; the hash stays here to record again.
      setUnrecorded(hash);
    }
  };

  const send = async (): Promise<string | undefined> => {
    const wallet = connectedWallet() ?? (await discoverWallets())[0];
    if (!wallet) {
      showToast('error', t('assets.admin.payNoWallet'));
      return undefined;
    }
    try {
      return await sendTokenTransfer(wallet, payout);
    } catch (error) {
      const message = error instanceof WrongChainError ? t('assets.admin.payWrongChain', { expected: error.expected, actual: error.actual }) : t('assets.admin.payNotSent', { reason: walletReason(error) });
      showToast('error', message);
      return undefined;
    }
  };

  const pay = async () => {
    const question = t('assets.admin.payFromWalletConfirm', { amount: formatAmount(actualAmount), address: payout.to });
    if (!(await Dialog.confirm({ 'aria-label': t('assets.admin.payFromWallet'), content: question, confirmText: t('common.confirm'), cancelText: t('common.cancel') }))) return;
    setBusy(true);
    try {
      const hash = await send();
      if (hash) await recordHash(hash);
    } finally {
      setBusy(false);
    }
  };

  const retry = async (hash: string) => {
    setBusy(true);
    try {
      await recordHash(hash);
    } finally {
      setBusy(false);
    }
  };

  if (unrecorded !== undefined) {
    return (
      <div className="review-payout" data-testid={`${testId}-unrecorded`}>
        <p className="review-notice review-notice--warning" role="alert">
          {t('assets.admin.payUnrecorded', { hash: unrecorded })}
        </p>
        <Button block color="primary" loading={busy} data-testid={`${testId}-record`} onClick={() => void retry(unrecorded)}>
          {t('assets.admin.payRecord')}
        </Button>
      </div>
    );
  }
  return (
    <div className="review-payout">
      <Button block color="primary" loading={busy} data-testid={`${testId}-pay`} onClick={() => void pay()}>
        {t('assets.admin.payFromWallet')}
      </Button>
    </div>
  );
}
