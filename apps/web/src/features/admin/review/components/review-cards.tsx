import { approveWithdrawalBodySchema, TEXT_LIMITS, type AdminDepositRow, type AdminWithdrawalRow, type ReviewState } from '@halyard/shared';
import { Button, Dialog } from 'antd-mobile';
import { useTranslation } from '../../../../lib/i18n';
import type { DecisionRequest } from './decision-dialog';
import { PayFromWallet } from './pay-from-wallet';
import { AddressHistory, ReviewMemberFacts, ReviewNotice, SenderClaim } from './review-context';
import { DetailList } from '../../../../components/detail-list';
import { COIN_QUANTITY_DECIMALS, PayoutProgress, ReviewStatusTag } from '../../../../entities/account';
import { formatAmount, formatDateTime, formatQuantity, formatShortAddress } from '../../../../lib/format';
import { showToast } from '../../../../lib/toast';
import { useReviewDeposit } from '../api/review-deposit';
import { useReviewWithdrawal } from '../api/review-withdrawal';
import './review-desk.css';
import './review-card.css';

/** Opens the dialog that asks for a reason or a payout hash. */
export type AskForDecision = (request: DecisionRequest) => void;

/** This operator's approval would be the first of two: it moves no money yet. */
function isFirstOfTwo(review: ReviewState): boolean {
  return review.fourEyes && review.firstApprovedBy === null;
}

/** The approval's name: its step under four eyes, or plain approve. */
function approveLabel(review: ReviewState, t: ReturnType<typeof useTranslation>['t']): string {
  return review.firstApprovedBy !== null ? t('assets.admin.confirmSecond') : review.fourEyes ? t('assets.admin.approveFirst') : t('assets.admin.approve');
}

function useDecisionHelpers() {
  const { t } = useTranslation();
  // Named by the action it confirms, so a screen reader announces what is being asked.
  const confirm = (action: string, content: string) => Dialog.confirm({ 'aria-label': action, content, confirmText: t('common.confirm'), cancelText: t('common.cancel') });
  const done = () => showToast('success', t('assets.admin.done'));
  const rejectRequest = (onConfirm: (reason: string) => Promise<unknown>): DecisionRequest => ({
    title: t('assets.admin.rejectTitle'),
    placeholder: t('assets.admin.reasonPlaceholder'),
    maxLength: TEXT_LIMITS.reason,
    validate: (reason) => (reason.trim() === '' ? t('assets.admin.reasonRequired') : undefined),
    onConfirm: async (reason) => {
      await onConfirm(reason);
      done();
    },
  });
  /** Runs a confirmed decision; a refusal has been shown by the app already. */
  const runConfirmed = async (action: string, question: string, decide: () => Promise<unknown>) => {
    if (!(await confirm(action, question))) return;
    try {
      await decide();
      done();
    } catch {
      // Toasted by the app; the queue is read again either way.
    }
  };
  return { rejectRequest, runConfirmed };
}

interface ReviewActionsProps {
  review: ReviewState;
  testId: string;
  onCheck: () => void;
  onApprove: () => void;
  onReject: () => void;
  /** Outlined when the card offers a wallet payout first. */
  approveFill?: 'solid' | 'outline';
}

/** The buttons the server says this operator may press; the approval names its step under four eyes. */
function ReviewActions({ review, testId, onCheck, onApprove, onReject, approveFill = 'solid' }: ReviewActionsProps) {
  const { t } = useTranslation();
  if (review.may.length === 0) return null;
  return (
    <div className="review-card__actions">
      {review.may.includes('check') && (
        <Button size="small" fill="outline" data-testid={`${testId}-check`} onClick={onCheck}>
          {t('assets.admin.check')}
        </Button>
      )}
      {review.may.includes('reject') && (
        <Button size="small" color="danger" fill="outline" data-testid={`${testId}-reject`} onClick={onReject}>
          {t('assets.admin.reject')}
        </Button>
      )}
      {review.may.includes('approve') && (
        <Button size="small" color="primary" fill={approveFill} data-testid={`${testId}-approve`} onClick={onApprove}>
          {approveLabel(review, t)}
        </Button>
      )}
    </div>
  );
}

function memberText(row: { mbId: string; memberAddress: string }): string {
  return `${row.mbId} · ${formatShortAddress(row.memberAddress)}`;
}

function ReviewCardHead({ row, testId }: { row: AdminDepositRow | AdminWithdrawalRow; testId: string }) {
  return (
    <>
      <header className="review-card__head">
        <span className="review-card__id">#{row.id}</span>
        <ReviewStatusTag status={row.status} testId={`${testId}-status`} />
      </header>
      <ReviewNotice review={row.review} testId={testId} />
    </>
  );
}

/** A deposit in the review queue: who, how much, which chain, hash and sender; what this operator may do with it. */
export function ReviewDepositCard({ row, ask }: { row: AdminDepositRow; ask: AskForDecision }) {
  const { t } = useTranslation();
  const review = useReviewDeposit();
  const { rejectRequest, runConfirmed } = useDecisionHelpers();
  const testId = `review-deposit-${row.id}`;
  const amount = formatQuantity(row.amount, COIN_QUANTITY_DECIMALS);
  const approveQuestion = isFirstOfTwo(row.review)
    ? t('assets.admin.approveFirstConfirm', { amount, coin: row.coin, threshold: formatAmount(row.review.threshold) })
    : t('assets.admin.approveDepositConfirm', { amount, coin: row.coin });
  return (
    <article className="review-card" data-testid={testId} data-status={row.status}>
      <ReviewCardHead row={row} testId={testId} />
      <DetailList
        testId={`${testId}-details`}
        items={[
          { key: 'member', label: t('assets.field.member'), value: memberText(row) },
          { key: 'amount', label: t('assets.field.amount'), value: `${amount} ${row.coin}` },
          row.review.usdtValue !== null && row.coin !== 'USDT' && { key: 'value', label: t('assets.review.usdtValue'), value: `≈ ${formatAmount(row.review.usdtValue)} USDT` },
          { key: 'chain', label: t('assets.field.chain'), value: row.chain },
          { key: 'txHash', label: t('assets.field.txHash'), value: row.txHash, long: true },
          row.sender !== null && { key: 'sender', label: t('assets.review.sender'), value: <SenderClaim sender={row.sender} own={row.senderIsMember === true} testId={testId} />, long: true },
          { key: 'time', label: t('assets.field.time'), value: formatDateTime(row.createdAt) },
          row.creditedUsdt !== null && { key: 'credited', label: t('assets.field.credited'), value: `${formatAmount(row.creditedUsdt)} USDT` },
          row.reason !== null && { key: 'reason', label: t('assets.field.reason'), value: row.reason },
        ]}
      />
      <ReviewMemberFacts member={row.member} testId={testId} />
      <ReviewActions
        review={row.review}
        testId={testId}
        onCheck={() => void runConfirmed(t('assets.admin.check'), t('assets.admin.checkConfirm'), () => review.mutateAsync({ id: row.id, decision: { action: 'check' } }))}
        onApprove={() => void runConfirmed(approveLabel(row.review, t), approveQuestion, () => review.mutateAsync({ id: row.id, decision: { action: 'approve' } }))}
        onReject={() => ask(rejectRequest((reason) => review.mutateAsync({ id: row.id, decision: { action: 'reject', reason } })))}
      />
    </article>
  );
}

/**
 * A withdrawal in the review queue: approve it (the deciding approval records the payout: paid
 * from the operator's wallet or its hash typed by hand) or reject it (the amount returns); a sent
 * payout shows its confirmations.
 */
export function ReviewWithdrawalCard({ row, ask }: { row: AdminWithdrawalRow; ask: AskForDecision }) {
  const { t } = useTranslation();
  const review = useReviewWithdrawal();
  const { rejectRequest, runConfirmed } = useDecisionHelpers();
  const testId = `review-withdrawal-${row.id}`;
  const payout = row.review.may.includes('approve') && !isFirstOfTwo(row.review) ? row.payout : null;
  const payoutRequest: DecisionRequest = {
    title: t('assets.admin.approveWithdrawalTitle'),
    hint: t('assets.admin.approveWithdrawalHint', { amount: formatAmount(row.actualAmount), network: row.chain }),
    placeholder: t('assets.field.txHash'),
    validate: (txHash) => (approveWithdrawalBodySchema.safeParse({ txHash }).success ? undefined : t('assets.deposit.txHashInvalid')),
    onConfirm: async (txHash) => {
      await review.mutateAsync({ id: row.id, decision: { action: 'approve', txHash } });
      showToast('success', t('assets.admin.done'));
    },
  };
  const approveFirst = () =>
    void runConfirmed(t('assets.admin.approveFirst'), t('assets.admin.approveFirstWithdrawalConfirm', { amount: formatAmount(row.amount), threshold: formatAmount(row.review.threshold) }), () =>
      review.mutateAsync({ id: row.id, decision: { action: 'approve' } }),
    );
  return (
    <article className="review-card" data-testid={testId} data-status={row.status}>
      <ReviewCardHead row={row} testId={testId} />
      <PayoutProgress row={row} className="review-notice review-notice--progress" testId={`${testId}-confirmations`} />
      <DetailList
        testId={`${testId}-details`}
        items={[
          { key: 'member', label: t('assets.field.member'), value: memberText(row) },
          { key: 'amount', label: t('assets.field.amount'), value: `${formatAmount(row.amount)} ${row.coin}` },
          { key: 'actualReceipt', label: t('assets.field.actualReceipt'), value: `${formatAmount(row.actualAmount)} ${row.coin}` },
          { key: 'chain', label: t('assets.field.chain'), value: `${row.coin}-${row.chain}` },
          { key: 'address', label: t('assets.field.destination'), value: row.address, long: true },
          { key: 'addressHistory', label: t('assets.review.addressHistory'), value: <AddressHistory history={row.addressHistory} testId={testId} /> },
          row.txHash !== null && { key: 'payoutTx', label: t('assets.field.payoutTx'), value: row.txHash, long: true },
          { key: 'time', label: t('assets.field.time'), value: formatDateTime(row.createdAt) },
          row.reason !== null && { key: 'reason', label: t('assets.field.reason'), value: row.reason },
        ]}
      />
      <ReviewMemberFacts member={row.member} testId={testId} />
      <ReviewActions
        review={row.review}
        testId={testId}
        onCheck={() => void runConfirmed(t('assets.admin.check'), t('assets.admin.checkConfirm'), () => review.mutateAsync({ id: row.id, decision: { action: 'check' } }))}
        onApprove={() => (isFirstOfTwo(row.review) ? approveFirst() : ask(payoutRequest))}
        onReject={() => ask(rejectRequest((reason) => review.mutateAsync({ id: row.id, decision: { action: 'reject', reason } })))}
        approveFill={payout ? 'outline' : 'solid'}
      />
      {payout && <PayFromWallet payout={payout} actualAmount={row.actualAmount} testId={testId} record={(txHash) => review.mutateAsync({ id: row.id, decision: { action: 'approve', txHash } })} />}
    </article>
  );
}
