import { approveWithdrawalBodySchema, depositRowSchema, idParamsSchema, rejectBodySchema, reviewQueueQuerySchema, withdrawalRowSchema } from '../contracts/assets.js';
import { adminDepositPageSchema, adminWithdrawalPageSchema } from '../contracts/review.js';
import { defineRoutes } from './define.js';

/** Review of deposits and withdrawals in the console (ARCHITECTURE §5, §11): four eyes above the threshold. */
export const assetsConsoleRoutes = defineRoutes('admin', {
  deposits: {
    method: 'GET',
    path: '/admin/deposits',
    summary: 'Deposits to review, oldest first',
    query: reviewQueueQuerySchema,
    response: adminDepositPageSchema,
  },
  checkDeposit: {
    method: 'POST',
    path: '/admin/deposits/:id/check',
    summary: 'Start checking a deposit on chain (submitted to checking)',
    params: idParamsSchema,
    response: depositRowSchema,
  },
  approveDeposit: {
    method: 'POST',
    path: '/admin/deposits/:id/approve',
    summary:
      'Approve a deposit: above the four-eyes threshold the first approval waits for a second operator; the deciding one credits its USDT value to the fund account. Never your own',
    params: idParamsSchema,
    response: depositRowSchema,
  },
  rejectDeposit: {
    method: 'POST',
    path: '/admin/deposits/:id/reject',
    summary: 'Reject a deposit',
    params: idParamsSchema,
    body: rejectBodySchema,
    response: depositRowSchema,
  },
  withdrawals: {
    method: 'GET',
    path: '/admin/withdrawals',
    summary: 'Withdrawals to review, oldest first',
    query: reviewQueueQuerySchema,
    response: adminWithdrawalPageSchema,
  },
  checkWithdrawal: {
    method: 'POST',
    path: '/admin/withdrawals/:id/check',
    summary: 'Start preparing a payout (submitted to checking)',
    params: idParamsSchema,
    response: withdrawalRowSchema,
  },
  approveWithdrawal: {
    method: 'POST',
    path: '/admin/withdrawals/:id/approve',
    summary:
      'Approve a withdrawal: above the four-eyes threshold the first approval (no txHash) waits for a second operator, whose approval records the payout transaction. Never your own',
    params: idParamsSchema,
    body: approveWithdrawalBodySchema,
    response: withdrawalRowSchema,
  },
  rejectWithdrawal: {
    method: 'POST',
    path: '/admin/withdrawals/:id/reject',
    summary: 'Reject a withdrawal: its amount returns to available',
    params: idParamsSchema,
    body: rejectBodySchema,
    response: withdrawalRowSchema,
  },
});
