import { z } from 'zod';
import { idParamsSchema } from '../contracts/assets.js';
import {
  withdrawalAddressBodySchema,
  withdrawalAddressCheckQuerySchema,
  withdrawalAddressCheckSchema,
  withdrawalAddressPageSchema,
  withdrawalAddressRowSchema,
} from '../contracts/withdrawal-addresses.js';
import { pageQuerySchema } from '../envelope.js';
import { defineRoutes } from './define.js';

/** The member's withdrawal address book (ours). */
export const addressBookRoutes = defineRoutes('assets', {
  list: {
    method: 'GET',
    path: '/member/withdrawalAddress/listH5',
    summary: "The member's saved withdrawal addresses, newest first",
    query: pageQuerySchema,
    response: withdrawalAddressPageSchema,
  },
  add: {
    method: 'POST',
    path: '/member/withdrawalAddress/add',
    summary: 'Save a labelled withdrawal address (checked per chain)',
    body: withdrawalAddressBodySchema,
    response: withdrawalAddressRowSchema,
  },
  remove: {
    method: 'DELETE',
    path: '/member/withdrawalAddress/:id',
    summary: 'Remove a saved withdrawal address',
    params: idParamsSchema,
    response: z.null(),
  },
  check: {
    method: 'GET',
    path: '/member/withdrawalAddress/check',
    summary: 'What the withdrawal confirmation says of a destination: how often this member was paid there (0: a new address), and its label',
    query: withdrawalAddressCheckQuerySchema,
    response: withdrawalAddressCheckSchema,
  },
});
