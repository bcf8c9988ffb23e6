import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  boxOpeningPageSchema,
  boxOpeningQuerySchema,
  boxOpeningSchema,
  boxSeedRotationSchema,
  boxSeedSchema,
  boxTierPageSchema,
  envelopeSchema,
  idParamsSchema,
  openBoxBodySchema,
} from '@halyard/shared';
import { ok } from '../../lib/envelope.js';
import { guards, signedInMember } from '../../plugins/auth.js';
import { formEncodedRoutes, formOrJson } from '../../plugins/form-bodies.js';
import type { BlindBoxService } from './blind-box.service.js';

const tags = ['blindBox'];
const member = [guards.member];
/** Opening moves money: a real account (never the demo), past the user agreement. */
const opener = [guards.member, guards.realAccount, guards.agreement];

/** Blind boxes (spec §7 boxRecord; boxConfig and boxSeed are ours; ARCHITECTURE §8). */
export const blindBoxRoutes: FastifyPluginAsyncZod<{ boxes: BlindBoxService }> = async (app, { boxes }) => {
  app.get('/member/boxConfig/listH5', {
    schema: { tags, summary: 'Box tiers: level, price, gift, the full prize table and the expected return', response: { 200: envelopeSchema(boxTierPageSchema) } },
    handler: async () => ok(await boxes.tiers()),
  });

  app.get('/member/boxSeed', {
    preValidation: member,
    schema: { tags, summary: "SHA-256 of the member's current server seed, shown before any opening, and the next nonce", response: { 200: envelopeSchema(boxSeedSchema) } },
    handler: async (request) => ok(await boxes.seed(signedInMember(request).user.id)),
  });

  app.post('/member/boxSeed/rotate', {
    preValidation: [guards.member, guards.realAccount],
    schema: { tags, summary: 'Reveal the current server seed (its openings can now be verified) and commit a new one', response: { 200: envelopeSchema(boxSeedRotationSchema) } },
    handler: async (request) => ok(await boxes.rotate(signedInMember(request).user)),
  });

  app.get('/member/boxRecord/listH5', {
    preValidation: member,
    schema: { tags, summary: "The member's openings, newest first, pending and paid", querystring: boxOpeningQuerySchema, response: { 200: envelopeSchema(boxOpeningPageSchema) } },
    handler: async (request) => ok(await boxes.list(signedInMember(request).user.id, request.query)),
  });

  app.get('/member/boxRecord/:id', {
    preValidation: member,
    schema: { tags, summary: 'One opening of the member, with the table it was drawn from and its seed once revealed', params: idParamsSchema, response: { 200: envelopeSchema(boxOpeningSchema) } },
    handler: async (request) => ok(await boxes.byId(signedInMember(request).user.id, request.params.id)),
  });

  await app.register(
    formEncodedRoutes((forms) => {
      forms.post('/member/boxRecord/openBox', {
        preValidation: opener,
        schema: {
          tags,
          summary: 'Open a box: the price from the fund account; the prize is HMAC-SHA256(serverSeed, clientSeed:nonce) by the published rule, credited later by the engine (form-encoded or JSON)',
          consumes: formOrJson,
          body: openBoxBodySchema,
          response: { 200: envelopeSchema(boxOpeningSchema) },
        },
        handler: async (request) => ok(await boxes.open(signedInMember(request).user, request.body)),
      });
    }),
  );
};
