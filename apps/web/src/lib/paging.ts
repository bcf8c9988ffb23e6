/** Rows a list page asks for at a time. */
export const PAGE_SIZE = 20;

/** The `data` of every list answer: one page of rows and the total count. */
export interface Page<Row> {
  rows: Row[];
  total: number;
}

/** The next pageNum, or undefined once every row has been loaded (or a page came back empty). */
export function nextPageNumber<Row>(lastPage: Page<Row>, pages: Page<Row>[]): number | undefined {
  const loaded = pages.reduce((count, page) => count + page.rows.length, 0);
  return lastPage.rows.length > 0 && loaded < lastPage.total ? pages.length + 1 : undefined;
}
