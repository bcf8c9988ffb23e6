// Generated from table.ts by `npm run routes`: do not edit.
import type { AreaRefs } from '../define.js';
import type { RouteTableAreas } from '../table.js';

export const contract: AreaRefs<RouteTableAreas['contract']> = {
  levels: { method: 'GET', path: '/member/ContractLevel/listH5' },
  free: { method: 'GET', path: '/member/ContractRecord/getFree' },
  place: { method: 'POST', path: '/member/ContractRecord/add' },
  list: { method: 'GET', path: '/member/ContractRecord/listH5' },
  byId: { method: 'GET', path: '/member/ContractRecord/:id' },
  close: { method: 'PUT', path: '/member/ContractRecord/closeContract' },
  closeAll: { method: 'PUT', path: '/member/ContractRecord/closeAll' },
  cancel: { method: 'PUT', path: '/member/ContractRecord/cancelContract' },
  editTriggers: { method: 'PUT', path: '/member/ContractRecord/editInOrOut' },
};
