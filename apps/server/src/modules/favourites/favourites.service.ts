import { FAVOURITES_MAX, type Favourites } from '@halyard/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import * as members from '../members/members.service.js';
import * as repository from './favourites.repository.js';

export interface FavouritesService {
  /** The member's favourite pairs, in the order starred. */
  list(userId: number): Promise<Favourites>;
  /** Stars a quoted pair; starring it again keeps its place. */
  add(userId: number, pair: string): Promise<Favourites>;
  /** Unstars a pair (one not starred changes nothing). */
  remove(userId: number, pair: string): Promise<Favourites>;
}

/** The pairs a member keeps at hand in the markets list, the same on every device. */
export function createFavouritesService({ db }: { db: Kysely<Database> }): FavouritesService {
  const list = async (userId: number): Promise<Favourites> => ({ pairs: await repository.listPairs(db, userId) });
  return {
    list,

    async add(userId: number, pair: string): Promise<Favourites> {
      await db.transaction().execute(async (trx) => {
        // The member's row, locked so two stars at once cannot both pass the count.
        await members.lockMember(trx, userId);
        if (await repository.hasPair(trx, userId, pair)) return;
        if ((await repository.countPairs(trx, userId)) >= FAVOURITES_MAX) throw AppError.businessRule('favouritesFull', { max: FAVOURITES_MAX });
        await repository.insertPair(trx, userId, pair);
      });
      return list(userId);
    },

    async remove(userId: number, pair: string): Promise<Favourites> {
      await repository.deletePair(db, userId, pair);
      return list(userId);
    },
  };
}
