import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

type Reader = Kysely<Database> | Transaction<Database>;

export function listTerms(db: Reader) {
  return db.selectFrom('product_terms').selectAll().execute();
}

/** Locks a product's row (if it has one) so two operators' changes apply one after the other. */
export function lockTerms(trx: Transaction<Database>, product: string) {
  return trx.selectFrom('product_terms').selectAll().where('product', '=', product).forUpdate().executeTakeFirst();
}

export async function saveTerms(trx: Transaction<Database>, row: { product: string; terms: string; updatedBy: string; at: Date }): Promise<void> {
  await trx
    .insertInto('product_terms')
    .values({ product: row.product, terms: row.terms, updated_by: row.updatedBy, updated_at: row.at })
    .onConflict((oc) => oc.column('product').doUpdateSet({ terms: row.terms, updated_by: row.updatedBy, updated_at: row.at }))
    .execute();
}
