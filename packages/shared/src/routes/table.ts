import { spotRoutes } from './spot.js';

/**
 * Every call of the API by area: the server registers these, and `paths.ts` (generated from this
 * table by `npm run routes`) gives the web the same routes without the schemas' code.
 */
export const routeTable = {
  spot: spotRoutes,
};

export type RouteTableAreas = typeof routeTable;
