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
  assets: {
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
  },
  addressBook: {
    list: { method: 'GET', path: '/member/withdrawalAddress/listH5' },
    add: { method: 'POST', path: '/member/withdrawalAddress/add' },
    remove: { method: 'DELETE', path: '/member/withdrawalAddress/:id' },
    check: { method: 'GET', path: '/member/withdrawalAddress/check' },
  },
  messages: {
    list: { method: 'GET', path: '/member/message/listH5' },
    unread: { method: 'GET', path: '/member/message/unread' },
    markRead: { method: 'POST', path: '/member/message/read' },
    prompts: { method: 'GET', path: '/member/prompt/listH5' },
  },
  messagesConsole: {
    prompts: { method: 'GET', path: '/admin/prompts' },
    addPrompt: { method: 'POST', path: '/admin/prompts' },
    changePrompt: { method: 'PUT', path: '/admin/prompts/:id' },
  },
  support: {
    conversation: { method: 'GET', path: '/member/support/conversation' },
    history: { method: 'GET', path: '/member/support/listH5' },
    send: { method: 'POST', path: '/member/support/send' },
    sendImage: { method: 'POST', path: '/member/support/image', bodyKind: 'raw' },
    read: { method: 'POST', path: '/member/support/read' },
    image: { method: 'GET', path: '/member/support/images/:imageId' },
  },
  supportConsole: {
    inbox: { method: 'GET', path: '/admin/support/conversations' },
    history: { method: 'GET', path: '/admin/support/conversations/:id/messages' },
    send: { method: 'POST', path: '/admin/support/conversations/:id/send' },
    sendImage: { method: 'POST', path: '/admin/support/conversations/:id/image', bodyKind: 'raw' },
    read: { method: 'POST', path: '/admin/support/conversations/:id/read' },
    image: { method: 'GET', path: '/admin/support/images/:imageId' },
  },
  content: {
    bannerList: { method: 'GET', path: '/system/banner/listH5' },
    partnerList: { method: 'GET', path: '/system/partner/listH5' },
    officialList: { method: 'GET', path: '/system/official/listH5' },
    bulletinList: { method: 'GET', path: '/system/bulletin/listH5' },
    manualList: { method: 'GET', path: '/system/manual/listH5' },
    official: { method: 'GET', path: '/system/official/:id' },
    bulletin: { method: 'GET', path: '/system/bulletin/:id' },
    manual: { method: 'GET', path: '/system/manual/:id' },
    document: { method: 'GET', path: '/system/document/:slug' },
    image: { method: 'GET', path: '/files/content/:name' },
  },
  health: {
    check: { method: 'GET', path: '/health' },
  },
};
