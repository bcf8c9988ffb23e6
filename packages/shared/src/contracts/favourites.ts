import { z } from 'zod';
import { pairSchema } from './market.js';

/** A member's favourite pairs (issue 33), kept with the account. */

/** The most pairs one member stars. */
export const FAVOURITES_MAX = 100;

export const favouritePairParamsSchema = z.object({ pair: pairSchema });
export type FavouritePairParams = z.infer<typeof favouritePairParamsSchema>;

export const favouritesSchema = z.object({ pairs: z.array(z.string()).describe('In the order the member starred them') });
export type Favourites = z.infer<typeof favouritesSchema>;
