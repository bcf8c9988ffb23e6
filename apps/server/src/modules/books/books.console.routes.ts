import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeTable } from '@halyard/shared';
import { ok } from '../../lib/envelope.js';
import { serve } from '../../lib/serve-route.js';
import { guards, operatorGuard } from '../../plugins/auth.js';
import type { BooksService } from './books.service.js';

const routes = routeTable.booksConsole;

/** The books in the console (admins alone; issue 15). */
export const booksConsoleRoutes: FastifyPluginAsyncZod<{ books: BooksService }> = async (app, { books }) => {
  const admin = [guards.member, operatorGuard()];

  serve(app, routes.books, {
    preValidation: admin,
    handler: async (request) => ok(await books.books(request.query.days)),
  });
  serve(app, routes.csv, {
    preValidation: admin,
    handler: async (request, reply) => {
      const csv = await books.csv(request.query.days);
      return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="halyard-books.csv"').send(csv);
    },
  });
};
