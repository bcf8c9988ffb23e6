import { booksQuerySchema, booksSchema } from '../contracts/console.js';
import { defineRoutes } from './define.js';

/** The books in the console (admins): the platform's figures over real rows. */
export const booksConsoleRoutes = defineRoutes('admin', {
  books: {
    method: 'GET',
    path: '/admin/books',
    summary: 'The books over real rows: flows per day, fees and house results by product, open interest, options in flight, the ledger check',
    query: booksQuerySchema,
    response: booksSchema,
  },
  csv: {
    method: 'GET',
    path: '/admin/books.csv',
    summary: 'The books per day as CSV: the daily flows, then every figure over time',
    query: booksQuerySchema,
    response: 'file',
  },
});
