import { Button } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { FormMessage } from '../../../../components/form-message';
import { serverProblem, type FormProblem } from '../../../../lib/form-problem';
import { useTranslation } from '../../../../lib/i18n';
import { showToast } from '../../../../lib/toast';

export type FourEyesVerdict = 'approve' | 'reject';

/**
 * A second admin's decision on a waiting proposal (deposit addresses, declared wallets): Reject
 * (Withdraw for its proposer) and Approve (never by its proposer) behind a confirmation showing the
 * change (`children`); the server's refusal stays under the buttons.
 */
export function FourEyesDecision(props: {
  testId: string;
  own: boolean;
  ownHint: string;
  approveTitle: string;
  /** The toast once each verdict is recorded. */
  done: Record<FourEyesVerdict, string>;
  decide: (verdict: FourEyesVerdict) => Promise<unknown>;
  rejecting: boolean;
  children: ReactNode;
}) {
  const { testId, own } = props;
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<FormProblem>();
  const send = async (verdict: FourEyesVerdict) => {
    setConfirming(false);
    try {
      await props.decide(verdict);
      showToast('success', props.done[verdict]);
    } catch (error) {
      setProblem(serverProblem(error));
    }
  };
  return (
    <>
      {own && (
        <p className="console-form__hint" id={`${testId}-own`} data-testid={`${testId}-own`}>
          {props.ownHint}
        </p>
      )}
      <FormMessage problem={problem} testId={`${testId}-problem`} />
      <div className="address-pending__actions">
        <Button size="small" fill="outline" loading={props.rejecting} onClick={() => void send('reject')} data-testid={`${testId}-reject`}>
          {t(own ? 'console.products.addresses.withdraw' : 'console.products.addresses.reject')}
        </Button>
        <Button size="small" color="primary" disabled={own} aria-describedby={own ? `${testId}-own` : undefined} onClick={() => setConfirming(true)} data-testid={`${testId}-approve`}>
          {t('console.products.addresses.approve')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={props.approveTitle}
        confirmLabel={t('console.products.addresses.approve')}
        onConfirm={() => void send('approve')}
        onClose={() => setConfirming(false)}
        testId={`${testId}-confirm`}
      >
        {props.children}
      </ConfirmDialog>
    </>
  );
}
