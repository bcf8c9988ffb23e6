import { idParamsSchema } from '../contracts/assets.js';
import {
  boxOpeningPageSchema,
  boxOpeningQuerySchema,
  boxOpeningSchema,
  boxSeedRotationSchema,
  boxSeedSchema,
  boxTierPageSchema,
  openBoxBodySchema,
} from '../contracts/blind-box.js';
import { defineRoutes } from './define.js';

/** Blind boxes (spec §7 boxRecord; boxConfig and boxSeed are ours). */
export const blindBoxRoutes = defineRoutes('blindBox', {
  tiers: {
    method: 'GET',
    path: '/member/boxConfig/listH5',
    summary: 'Box tiers: level, price, gift, the full prize table and the expected return',
    response: boxTierPageSchema,
  },
  seed: {
    method: 'GET',
    path: '/member/boxSeed',
    summary: "SHA-256 of the member's current server seed, shown before any opening, and the next nonce",
    response: boxSeedSchema,
  },
  rotateSeed: {
    method: 'POST',
    path: '/member/boxSeed/rotate',
    summary: 'Reveal the current server seed (its openings can now be verified) and commit a new one',
    response: boxSeedRotationSchema,
  },
  openings: {
    method: 'GET',
    path: '/member/boxRecord/listH5',
    summary: "The member's openings, newest first, pending and paid",
    query: boxOpeningQuerySchema,
    response: boxOpeningPageSchema,
  },
  opening: {
    method: 'GET',
    path: '/member/boxRecord/:id',
    summary: 'One opening of the member, with the table it was drawn from and its seed once revealed',
    params: idParamsSchema,
    response: boxOpeningSchema,
  },
  open: {
    method: 'POST',
    path: '/member/boxRecord/openBox',
    summary:
      'Open a box: the price from the fund account; the prize is HMAC-SHA256(serverSeed, clientSeed:nonce) by the published rule, credited later by the engine (form-encoded or JSON)',
    body: openBoxBodySchema,
    bodyKind: 'form',
    response: boxOpeningSchema,
  },
});
