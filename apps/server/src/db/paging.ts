import { sql, type SelectQueryBuilder } from 'kysely';

/** `pageNum` counts from 1 (ARCHITECTURE §5). */
export interface Page {
  pageNum: number;
  pageSize: number;
}

export interface Paged<Row> {
  rows: Row[];
  total: number;
}

/**
 * One page of a list and the size of the whole list, in one query (`count(*) over()`); only a
 * page past the end, which has no row to carry the count, costs a second query.
 */
export async function fetchPage<DB, TB extends keyof DB, Row>(query: SelectQueryBuilder<DB, TB, Row>, page: Page): Promise<Paged<Row>> {
  const counted = (await query
    .select(sql<string>`count(*) over()`.as('page_total'))
    .limit(page.pageSize)
    .offset((page.pageNum - 1) * page.pageSize)
    .execute()) as Array<Row & { page_total: string }>;
  if (counted.length === 0) {
    if (page.pageNum === 1) return { rows: [], total: 0 };
    const whole = (await query.clearSelect().clearOrderBy().select(sql<string>`count(*)`.as('page_total')).executeTakeFirst()) as
      | { page_total: string }
      | undefined;
    return { rows: [], total: Number(whole?.page_total ?? 0) };
  }
  const total = Number(counted[0]?.page_total ?? 0);
  const rows = counted.map(({ page_total: _total, ...rest }) => rest as Row);
  return { rows, total };
}
