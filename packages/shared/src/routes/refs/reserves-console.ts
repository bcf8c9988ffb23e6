// Generated from table.ts by `npm run routes`: do not edit.
import type { AreaRefs } from '../define.js';
import type { RouteTableAreas } from '../table.js';

export const reservesConsole: AreaRefs<RouteTableAreas['reservesConsole']> = {
  takeSnapshot: { method: 'POST', path: '/admin/reserves/snapshot' },
  wallets: { method: 'GET', path: '/admin/reserves/wallets' },
  proposeWallet: { method: 'POST', path: '/admin/reserves/wallets/proposals' },
  approveWallet: { method: 'POST', path: '/admin/reserves/wallets/proposals/:id/approve' },
  rejectWallet: { method: 'POST', path: '/admin/reserves/wallets/proposals/:id/reject' },
};
