import { favouritePairParamsSchema, favouritesSchema } from '../contracts/favourites.js';
import { defineRoutes } from './define.js';

/** The member's favourite pairs (issue 33): the markets list's first tab and the stars. */
export const favouritesRoutes = defineRoutes('market', {
  list: {
    method: 'GET',
    path: '/member/favourites',
    summary: "The member's favourite pairs, in the order starred",
    response: favouritesSchema,
  },
  add: {
    method: 'PUT',
    path: '/member/favourites/:pair',
    summary: 'Star a pair (starring it again changes nothing)',
    params: favouritePairParamsSchema,
    response: favouritesSchema,
  },
  remove: {
    method: 'DELETE',
    path: '/member/favourites/:pair',
    summary: 'Unstar a pair',
    params: favouritePairParamsSchema,
    response: favouritesSchema,
  },
});
