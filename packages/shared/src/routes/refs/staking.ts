// Generated from table.ts by `npm run routes`: do not edit.
import type { AreaRefs } from '../define.js';
import type { RouteTableAreas } from '../table.js';

export const staking: AreaRefs<RouteTableAreas['staking']> = {
  plans: { method: 'GET', path: '/member/stakConfig/listH5' },
  plan: { method: 'GET', path: '/member/stakConfig/:id' },
  stake: { method: 'POST', path: '/member/stakRecord/add' },
  stakes: { method: 'GET', path: '/member/stakRecord/listH5' },
  rewards: { method: 'GET', path: '/member/stakMoneyLog/listH5/:id' },
  summary: { method: 'GET', path: '/member/stakMb/getStakInfo' },
  miningPool: { method: 'GET', path: '/member/transferRecord/getMiningPools' },
  exchangeEth: { method: 'POST', path: '/member/stakMoneyLog/exchangeEth', bodyKind: 'form' },
  withdraw: { method: 'POST', path: '/member/stakMoneyLog/stakWithdrawal', bodyKind: 'form' },
};
