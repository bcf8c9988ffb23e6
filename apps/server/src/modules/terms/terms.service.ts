import type { Kysely } from 'kysely';
import {
  DEFAULT_PRODUCT_TERMS,
  PRODUCT_TERMS,
  productTermsSchema,
  type ProductTerms,
  type ProductTermsName,
  type ProductTermsView,
} from '@halyard/shared';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { recordDecision } from '../audit/audit.service.js';
import * as repository from './terms.repository.js';

export interface TermsService {
  /** The terms in force with who changed each product last and when. */
  view(): Promise<ProductTermsView>;
  /** The terms a record made now is made under. */
  current(): Promise<ProductTerms>;
  /** Sets one product's terms (already validated by its schema), audited with before and after in the same transaction. */
  set<P extends ProductTermsName>(actor: string, product: P, given: ProductTerms[P]): Promise<ProductTermsView>;
}

/** Levels and periods in rising order, as members are shown them. */
function inOrder<T extends ProductTerms[ProductTermsName]>(terms: T): T {
  if ('leverages' in terms) return { ...terms, leverages: [...terms.leverages].sort((a, b) => a - b) };
  if ('periods' in terms) return { ...terms, periods: [...terms.periods].sort((a, b) => a.period - b.period) };
  return terms;
}

/** How long a process trusts the terms it read: another process's change reaches it within this. */
const FRESH_MS = 2000;

/**
 * The product terms in force, the defaults until an operator changes them. Each record keeps the terms
 * it was made under, so a change never alters one; other processes see a change within two seconds.
 */
export function createTermsService({ db, clock, log }: { db: Kysely<Database>; clock: Clock; log?: { error(object: object, message?: string): void } }): TermsService {
  let cached: { readAt: number; view: ProductTermsView } | undefined;

  async function load(): Promise<ProductTermsView> {
    const terms: Record<string, unknown> = { ...DEFAULT_PRODUCT_TERMS };
    const changed: ProductTermsView['changed'] = Object.fromEntries(PRODUCT_TERMS.map((product) => [product, null]));
    for (const row of await repository.listTerms(db)) {
      if (!(PRODUCT_TERMS as readonly string[]).includes(row.product)) continue;
      // A term added since the row was saved takes its default (the four-eyes thresholds joined the fund terms later).
      terms[row.product] = { ...DEFAULT_PRODUCT_TERMS[row.product as ProductTermsName], ...(JSON.parse(row.terms) as object) };
      changed[row.product] = { by: row.updated_by, at: row.updated_at.toISOString() };
    }
    const parsed = productTermsSchema.safeParse(terms);
    if (parsed.success) return { terms: parsed.data, changed };
    // Terms are validated when saved; a row that no longer parses (a schema that grew stricter) falls back to the defaults.
    log?.error({ issues: parsed.error.issues.slice(0, 3) }, 'stored product terms do not parse: using the defaults');
    return { terms: DEFAULT_PRODUCT_TERMS, changed };
  }

  async function view(): Promise<ProductTermsView> {
    const now = clock.now().getTime();
    if (cached && now - cached.readAt < FRESH_MS) return cached.view;
    const fresh = await load();
    cached = { readAt: now, view: fresh };
    return fresh;
  }

  return {
    view,

    async current(): Promise<ProductTerms> {
      return (await view()).terms;
    },

    async set<P extends ProductTermsName>(actor: string, product: P, given: ProductTerms[P]): Promise<ProductTermsView> {
      const terms = inOrder(given);
      await db.transaction().execute(async (trx) => {
        const row = await repository.lockTerms(trx, product);
        const before = row ? (JSON.parse(row.terms) as unknown) : DEFAULT_PRODUCT_TERMS[product];
        const at = clock.now();
        await repository.saveTerms(trx, { product, terms: JSON.stringify(terms), updatedBy: actor.toLowerCase(), at });
        await recordDecision(trx, { actor, action: 'terms.set', targetType: 'terms', targetId: product, detail: { before, after: terms }, at });
      });
      cached = undefined;
      return view();
    },
  };
}
