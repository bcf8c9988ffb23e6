// Generated from table.ts by `npm run routes`: do not edit.
import type { AreaRefs } from '../define.js';
import type { RouteTableAreas } from '../table.js';

export const session: AreaRefs<RouteTableAreas['session']> = {
  nonce: { method: 'GET', path: '/member/app/nonce' },
  login: { method: 'POST', path: '/member/app/login' },
  logout: { method: 'POST', path: '/member/app/loginOut' },
  memberInfo: { method: 'GET', path: '/member/app/getInfo' },
  acceptAgreement: { method: 'POST', path: '/member/app/auth' },
};
