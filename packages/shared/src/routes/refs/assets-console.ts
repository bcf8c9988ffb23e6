// Generated from table.ts by `npm run routes`: do not edit.
import type { AreaRefs } from '../define.js';
import type { RouteTableAreas } from '../table.js';

export const assetsConsole: AreaRefs<RouteTableAreas['assetsConsole']> = {
  deposits: { method: 'GET', path: '/admin/deposits' },
  checkDeposit: { method: 'POST', path: '/admin/deposits/:id/check' },
  approveDeposit: { method: 'POST', path: '/admin/deposits/:id/approve' },
  rejectDeposit: { method: 'POST', path: '/admin/deposits/:id/reject' },
  withdrawals: { method: 'GET', path: '/admin/withdrawals' },
  checkWithdrawal: { method: 'POST', path: '/admin/withdrawals/:id/check' },
  approveWithdrawal: { method: 'POST', path: '/admin/withdrawals/:id/approve' },
  rejectWithdrawal: { method: 'POST', path: '/admin/withdrawals/:id/reject' },
};
