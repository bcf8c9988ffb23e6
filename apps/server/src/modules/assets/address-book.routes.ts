import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeTable } from '@halyard/shared';
import { ok } from '../../lib/envelope.js';
import { serve } from '../../lib/serve-route.js';
import { guards, signedInMember } from '../../plugins/auth.js';
import type { AddressBookService } from './address-book.service.js';

const routes = routeTable.addressBook;
const member = [guards.member];

/** The member's withdrawal address book (ours). */
export const addressBookRoutes: FastifyPluginAsyncZod<{ addressBook: AddressBookService }> = async (app, { addressBook }) => {
  serve(app, routes.list, {
    preValidation: member,
    handler: async (request) => ok(await addressBook.list(signedInMember(request).user.id, request.query)),
  });
  serve(app, routes.add, {
    preValidation: [guards.member, guards.realAccount],
    handler: async (request) => ok(await addressBook.add(signedInMember(request).user, request.body)),
  });
  serve(app, routes.remove, {
    preValidation: member,
    handler: async (request) => {
      await addressBook.remove(signedInMember(request).user.id, request.params.id);
      return ok(null);
    },
  });
  serve(app, routes.check, {
    preValidation: member,
    handler: async (request) => ok(await addressBook.check(signedInMember(request).user.id, request.query.chain, request.query.address)),
  });
};
