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
  assetsConsole: {
    deposits: { method: 'GET', path: '/admin/deposits' },
    checkDeposit: { method: 'POST', path: '/admin/deposits/:id/check' },
    approveDeposit: { method: 'POST', path: '/admin/deposits/:id/approve' },
    rejectDeposit: { method: 'POST', path: '/admin/deposits/:id/reject' },
    withdrawals: { method: 'GET', path: '/admin/withdrawals' },
    checkWithdrawal: { method: 'POST', path: '/admin/withdrawals/:id/check' },
    approveWithdrawal: { method: 'POST', path: '/admin/withdrawals/:id/approve' },
    rejectWithdrawal: { method: 'POST', path: '/admin/withdrawals/:id/reject' },
  },
  auditConsole: {
    list: { method: 'GET', path: '/admin/audit' },
  },
  blindBoxConsole: {
    tiers: { method: 'GET', path: '/admin/boxTiers' },
    setTier: { method: 'PUT', path: '/admin/boxTiers/:level' },
  },
  booksConsole: {
    books: { method: 'GET', path: '/admin/books' },
    csv: { method: 'GET', path: '/admin/books.csv' },
  },
  contentConsole: {
    list: { method: 'GET', path: '/admin/content' },
    item: { method: 'GET', path: '/admin/content/:id' },
    add: { method: 'POST', path: '/admin/content' },
    replace: { method: 'PUT', path: '/admin/content/:id' },
    remove: { method: 'DELETE', path: '/admin/content/:id' },
    preview: { method: 'POST', path: '/admin/content/preview' },
    uploadImage: { method: 'POST', path: '/admin/content/images', bodyKind: 'raw' },
  },
  contentImages: {
    image: { method: 'GET', path: '/files/contentImage/:imageId' },
  },
  depositAddressesConsole: {
    view: { method: 'GET', path: '/admin/depositAddresses' },
    propose: { method: 'POST', path: '/admin/depositAddresses/proposals' },
    approve: { method: 'POST', path: '/admin/depositAddresses/proposals/:id/approve' },
    reject: { method: 'POST', path: '/admin/depositAddresses/proposals/:id/reject' },
    setChain: { method: 'PUT', path: '/admin/depositAddresses/chains/:chain' },
  },
  membersConsole: {
    search: { method: 'GET', path: '/admin/members' },
    detail: { method: 'GET', path: '/admin/members/:id' },
    update: { method: 'PUT', path: '/admin/members/:id' },
    bills: { method: 'GET', path: '/admin/members/:id/bills' },
    orders: { method: 'GET', path: '/admin/members/:id/orders' },
    positions: { method: 'GET', path: '/admin/members/:id/positions' },
  },
  members: {
    referrals: { method: 'GET', path: '/member/agent/referrals' },
  },
  operatorsConsole: {
    list: { method: 'GET', path: '/admin/operators' },
    set: { method: 'PUT', path: '/admin/operators' },
    remove: { method: 'DELETE', path: '/admin/operators/:address' },
  },
  stakingConsole: {
    plans: { method: 'GET', path: '/admin/stakingPlans' },
    addPlan: { method: 'POST', path: '/admin/stakingPlans' },
    changePlan: { method: 'PUT', path: '/admin/stakingPlans/:id' },
  },
  termsConsole: {
    view: { method: 'GET', path: '/admin/terms' },
    contract: { method: 'PUT', path: '/admin/terms/contract' },
    options: { method: 'PUT', path: '/admin/terms/options' },
    funds: { method: 'PUT', path: '/admin/terms/funds' },
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
