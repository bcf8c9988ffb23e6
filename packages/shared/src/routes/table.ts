import { spotRoutes } from './spot.js';
import { sessionRoutes } from './session.js';
import { homeRoutes } from './home.js';
import { marketRoutes } from './market.js';
import { contractRoutes } from './contract.js';
import { optionsRoutes } from './options.js';
import { financeRoutes } from './finance.js';
import { stakingRoutes } from './staking.js';
import { blindBoxRoutes } from './blind-box.js';

/**
 * Every call of the API by area: the server registers these, and `paths.ts` (generated from this
 * table by `npm run routes`) gives the web the same routes without the schemas' code.
 */
export const routeTable = {
  spot: spotRoutes,
  session: sessionRoutes,
  home: homeRoutes,
  market: marketRoutes,
  contract: contractRoutes,
  options: optionsRoutes,
  finance: financeRoutes,
  staking: stakingRoutes,
  blindBox: blindBoxRoutes,
};

export type RouteTableAreas = typeof routeTable;
