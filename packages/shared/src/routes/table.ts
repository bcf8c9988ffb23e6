import { spotRoutes } from './spot.js';
import { assetsRoutes } from './assets.js';
import { addressBookRoutes } from './address-book.js';
import { messagesConsoleRoutes, messagesRoutes } from './messages.js';
import { supportConsoleRoutes, supportRoutes } from './support.js';
import { contentRoutes } from './content.js';
import { healthRoutes } from './health.js';

/**
 * Every call of the API by area: the server registers these, and `paths.ts` (generated from this
 * table by `npm run routes`) gives the web the same routes without the schemas' code.
 */
export const routeTable = {
  spot: spotRoutes,
  assets: assetsRoutes,
  addressBook: addressBookRoutes,
  messages: messagesRoutes,
  messagesConsole: messagesConsoleRoutes,
  support: supportRoutes,
  supportConsole: supportConsoleRoutes,
  content: contentRoutes,
  health: healthRoutes,
};

export type RouteTableAreas = typeof routeTable;
