import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeSchema,
  idParamsSchema,
  pageQuerySchema,
  withdrawalAddressBodySchema,
  withdrawalAddressCheckQuerySchema,
  withdrawalAddressCheckSchema,
  withdrawalAddressPageSchema,
  withdrawalAddressRowSchema,
} from '@halyard/shared';
import { ok } from '../../lib/envelope.js';
import { guards, signedInMember } from '../../plugins/auth.js';
import type { AddressBookService } from './address-book.service.js';

const tags = ['assets'];
const member = [guards.member];

/** The member's withdrawal address book (ours). */
export const addressBookRoutes: FastifyPluginAsyncZod<{ addressBook: AddressBookService }> = async (app, { addressBook }) => {
  app.get('/member/withdrawalAddress/listH5', {
    preValidation: member,
    schema: { tags, summary: "The member's saved withdrawal addresses, newest first", querystring: pageQuerySchema, response: { 200: envelopeSchema(withdrawalAddressPageSchema) } },
    handler: async (request) => ok(await addressBook.list(signedInMember(request).user.id, request.query)),
  });
  app.post('/member/withdrawalAddress/add', {
    preValidation: [guards.member, guards.realAccount],
    schema: { tags, summary: 'Save a labelled withdrawal address (checked per chain)', body: withdrawalAddressBodySchema, response: { 200: envelopeSchema(withdrawalAddressRowSchema) } },
    handler: async (request) => ok(await addressBook.add(signedInMember(request).user, request.body)),
  });
  app.delete('/member/withdrawalAddress/:id', {
    preValidation: member,
    schema: { tags, summary: 'Remove a saved withdrawal address', params: idParamsSchema, response: { 200: envelopeSchema(z.null()) } },
    handler: async (request) => {
      await addressBook.remove(signedInMember(request).user.id, request.params.id);
      return ok(null);
    },
  });
  app.get('/member/withdrawalAddress/check', {
    preValidation: member,
    schema: {
      tags,
      summary: 'What the withdrawal confirmation says of a destination: how often this member was paid there (0: a new address), and its label',
      querystring: withdrawalAddressCheckQuerySchema,
      response: { 200: envelopeSchema(withdrawalAddressCheckSchema) },
    },
    handler: async (request) => ok(await addressBook.check(signedInMember(request).user.id, request.query.chain, request.query.address)),
  });
};
