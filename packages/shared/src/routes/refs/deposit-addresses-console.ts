// Generated from table.ts by `npm run routes`: do not edit.
import type { AreaRefs } from '../define.js';
import type { RouteTableAreas } from '../table.js';

export const depositAddressesConsole: AreaRefs<RouteTableAreas['depositAddressesConsole']> = {
  view: { method: 'GET', path: '/admin/depositAddresses' },
  propose: { method: 'POST', path: '/admin/depositAddresses/proposals' },
  approve: { method: 'POST', path: '/admin/depositAddresses/proposals/:id/approve' },
  reject: { method: 'POST', path: '/admin/depositAddresses/proposals/:id/reject' },
  setChain: { method: 'PUT', path: '/admin/depositAddresses/chains/:chain' },
};
