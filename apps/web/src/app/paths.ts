/** Every route path of the app, in one typed table (spec §2). */
export const paths = {
  home: '/home',
  blockchain: '/blockchain',
  blockchainDetail: '/blockchain/:id',
  staking: '/staking',
  overview: '/overview',
  transferRecord: '/transferRecord',
  transferRecordDetail: '/transferRecord/:id',
  topUp: '/topUp',
  topUpDetail: '/topUp/:id',
  withdrawal: '/withdrawal',
  withdrawalDetail: '/withdrawal/:id',
  bill: '/bill',
  option: '/option',
  stakingRecord: '/stakingRecord',
  blindBox: '/blindBox',
  blindBoxDetail: '/blindBox/:id',
  search: '/search',
  officialInfo: '/officialInfo',
  officialInfoDetail: '/officialInfo/:id',
  bulletinInfo: '/bulletinInfo',
  bulletinInfoDetail: '/bulletinInfo/:id',
  manualDetail: '/manualDetail',
  manualDetailDetail: '/manualDetail/:id',
  /** Ours: the message center (the home header's bell). */
  messages: '/messages',
  /** Ours: Web Push on this device and per alert kind (the message center's gear, the side menu). */
  settingsNotifications: '/settings/notifications',
  /** Ours (the spec has no admin pages): operators review deposits and withdrawals. */
  admin: '/admin',
  /** Ours: the operators' support inbox. */
  adminSupport: '/admin/support',
  /** Ours: an agent's referral link and the members who signed up through it. */
  referrals: '/referrals',
  /** Ours: the published proof of reserves, and each member's check of their own balance in it (public). */
  reserves: '/reserves',
  currency: '/currency',
  trade: '/trade',
  chart: '/chart',
  history: '/history',
  tos: '/tos',
  whitePaper: '/whitePaper',
  thirdParty: '/thirdParty',
  login: '/login',
} as const;

export type RouteName = keyof typeof paths;
