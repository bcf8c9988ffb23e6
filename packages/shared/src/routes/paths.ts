// Generated from table.ts by `npm run routes`: do not edit.
import type { RouteRefs } from './define.js';
import type { RouteTableAreas } from './table.js';

/** Every API call, for `call(routes.area.name, input)` in the web. */
export const routes: RouteRefs<RouteTableAreas> = {
  spot: {
    place: { method: 'POST', path: '/member/spotOrder/add' },
    list: { method: 'GET', path: '/member/spotOrder/listH5' },
    byId: { method: 'GET', path: '/member/spotOrder/:id' },
    cancel: { method: 'PUT', path: '/member/spotOrder/cancel' },
  },
  session: {
    nonce: { method: 'GET', path: '/member/app/nonce' },
    login: { method: 'POST', path: '/member/app/login' },
    logout: { method: 'POST', path: '/member/app/loginOut' },
    memberInfo: { method: 'GET', path: '/member/app/getInfo' },
    acceptAgreement: { method: 'POST', path: '/member/app/auth' },
  },
  home: {
    details: { method: 'GET', path: '/home/getAlldDetails' },
    appConfig: { method: 'GET', path: '/home/getKefu' },
    logo: { method: 'GET', path: '/files/logo.svg' },
  },
  market: {
    klines: { method: 'GET', path: '/market/history/kline' },
    detail: { method: 'GET', path: '/market/detail' },
    depth: { method: 'GET', path: '/market/depth' },
    trades: { method: 'GET', path: '/market/history/trade' },
    index: { method: 'GET', path: '/market/index' },
  },
  contract: {
    levels: { method: 'GET', path: '/member/ContractLevel/listH5' },
    free: { method: 'GET', path: '/member/ContractRecord/getFree' },
    place: { method: 'POST', path: '/member/ContractRecord/add' },
    list: { method: 'GET', path: '/member/ContractRecord/listH5' },
    byId: { method: 'GET', path: '/member/ContractRecord/:id' },
    close: { method: 'PUT', path: '/member/ContractRecord/closeContract' },
    cancel: { method: 'PUT', path: '/member/ContractRecord/cancelContract' },
    editTriggers: { method: 'PUT', path: '/member/ContractRecord/editInOrOut' },
  },
  options: {
    place: { method: 'POST', path: '/member/optionsRecord/add' },
    list: { method: 'GET', path: '/member/optionsRecord/listH5' },
    byId: { method: 'GET', path: '/member/optionsRecord/:id' },
  },
  finance: {
    terms: { method: 'GET', path: '/member/financeConfig/listH5' },
  },
  staking: {
    plans: { method: 'GET', path: '/member/stakConfig/listH5' },
    plan: { method: 'GET', path: '/member/stakConfig/:id' },
    stake: { method: 'POST', path: '/member/stakRecord/add' },
    stakes: { method: 'GET', path: '/member/stakRecord/listH5' },
    rewards: { method: 'GET', path: '/member/stakMoneyLog/listH5/:id' },
    summary: { method: 'GET', path: '/member/stakMb/getStakInfo' },
    miningPool: { method: 'GET', path: '/member/transferRecord/getMiningPools' },
    exchangeEth: { method: 'POST', path: '/member/stakMoneyLog/exchangeEth', bodyKind: 'form' },
    withdraw: { method: 'POST', path: '/member/stakMoneyLog/stakWithdrawal', bodyKind: 'form' },
  },
  blindBox: {
    tiers: { method: 'GET', path: '/member/boxConfig/listH5' },
    seed: { method: 'GET', path: '/member/boxSeed' },
    rotateSeed: { method: 'POST', path: '/member/boxSeed/rotate' },
    openings: { method: 'GET', path: '/member/boxRecord/listH5' },
    opening: { method: 'GET', path: '/member/boxRecord/:id' },
    open: { method: 'POST', path: '/member/boxRecord/openBox', bodyKind: 'form' },
  },
};
