import { routes } from '@halyard/shared';
import { useQuery } from '@tanstack/react-query';
import { consoleQueryOptions, consoleQueryRoot } from '../../console/api/query-root';
import { callFile } from '../../../../lib/api-client';

/** The platform's figures over the last `days` days. */
export function useBooks(days: number) {
  return useQuery(consoleQueryOptions([...consoleQueryRoot, 'books', days], routes.booksConsole.books, { query: { days } }));
}

/** The books as CSV, fetched with the session's token and saved as a file (a plain link would carry no token). */
export async function downloadBooksCsv(days: number): Promise<void> {
  const file = await callFile(routes.booksConsole.csv, { query: { days } });
  const url = URL.createObjectURL(file);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = `halyard-books-${days}d.csv`;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has started the download; the object URL is not needed after this task.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
