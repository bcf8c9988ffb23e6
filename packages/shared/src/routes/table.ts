import { spotRoutes } from './spot.js';
import { assetsConsoleRoutes } from './assets-console.js';
import { auditConsoleRoutes } from './audit-console.js';
import { blindBoxConsoleRoutes } from './blind-box-console.js';
import { booksConsoleRoutes } from './books-console.js';
import { contentConsoleRoutes, contentImageRoutes } from './content-console.js';
import { depositAddressesConsoleRoutes } from './deposit-addresses-console.js';
import { membersConsoleRoutes } from './members-console.js';
import { membersRoutes } from './members.js';
import { operatorsConsoleRoutes } from './operators-console.js';
import { stakingConsoleRoutes } from './staking-console.js';
import { termsConsoleRoutes } from './terms-console.js';
import { assetsRoutes } from './assets.js';
import { addressBookRoutes } from './address-book.js';
import { messagesConsoleRoutes, messagesRoutes } from './messages.js';
import { supportConsoleRoutes, supportRoutes } from './support.js';
import { contentRoutes } from './content.js';
import { healthRoutes } from './health.js';
import { sessionRoutes } from './session.js';
import { homeRoutes } from './home.js';
import { marketRoutes } from './market.js';
import { contractRoutes } from './contract.js';
import { optionsRoutes } from './options.js';
import { financeRoutes } from './finance.js';
import { stakingRoutes } from './staking.js';
import { blindBoxRoutes } from './blind-box.js';
import { chainRoutes } from './chain.js';
import { chainConsoleRoutes } from './chain-console.js';
import { reservesRoutes } from './reserves.js';
import { pushRoutes } from './push.js';
import { favouritesRoutes } from './favourites.js';
import { reservesConsoleRoutes } from './reserves-console.js';

/**
 * Every call of the API by area: the server registers these, and `paths.ts` (generated from this
 * table by `npm run routes`) gives the web the same routes without the schemas' code.
 */
export const routeTable = {
  spot: spotRoutes,
  assetsConsole: assetsConsoleRoutes,
  auditConsole: auditConsoleRoutes,
  blindBoxConsole: blindBoxConsoleRoutes,
  booksConsole: booksConsoleRoutes,
  contentConsole: contentConsoleRoutes,
  contentImages: contentImageRoutes,
  depositAddressesConsole: depositAddressesConsoleRoutes,
  membersConsole: membersConsoleRoutes,
  members: membersRoutes,
  operatorsConsole: operatorsConsoleRoutes,
  stakingConsole: stakingConsoleRoutes,
  termsConsole: termsConsoleRoutes,
  assets: assetsRoutes,
  addressBook: addressBookRoutes,
  messages: messagesRoutes,
  messagesConsole: messagesConsoleRoutes,
  support: supportRoutes,
  supportConsole: supportConsoleRoutes,
  content: contentRoutes,
  health: healthRoutes,
  session: sessionRoutes,
  home: homeRoutes,
  market: marketRoutes,
  contract: contractRoutes,
  options: optionsRoutes,
  finance: financeRoutes,
  staking: stakingRoutes,
  blindBox: blindBoxRoutes,
  chain: chainRoutes,
  chainConsole: chainConsoleRoutes,
  reserves: reservesRoutes,
  push: pushRoutes,
  favourites: favouritesRoutes,
  reservesConsole: reservesConsoleRoutes,
};

export type RouteTableAreas = typeof routeTable;
