// Generated from table.ts by `npm run routes`: do not edit.
import type { AreaRefs } from '../define.js';
import type { RouteTableAreas } from '../table.js';

export const assets: AreaRefs<RouteTableAreas['assets']> = {
  balances: { method: 'GET', path: '/member/transferRecord/getMoeny' },
  transfer: { method: 'POST', path: '/member/transferRecord/add' },
  transfers: { method: 'GET', path: '/member/transferRecord/listH5' },
  transferById: { method: 'GET', path: '/member/transferRecord/:id' },
  moneyConfig: { method: 'GET', path: '/member/config/listH5' },
  deposit: { method: 'POST', path: '/member/rechargeRecord/add' },
  deposits: { method: 'GET', path: '/member/rechargeRecord/listH5' },
  depositById: { method: 'GET', path: '/member/rechargeRecord/:id' },
  withdraw: { method: 'POST', path: '/member/withdrawalRecord/add' },
  withdrawals: { method: 'GET', path: '/member/withdrawalRecord/listH5' },
  withdrawalById: { method: 'GET', path: '/member/withdrawalRecord/:id' },
  bills: { method: 'GET', path: '/member/bill/listH5' },
};
