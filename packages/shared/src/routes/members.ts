import { referralPageSchema } from '../contracts/console.js';
import { pageQuerySchema } from '../envelope.js';
import { defineRoutes } from './define.js';

/** What an agent sees of the members it referred. */
export const membersRoutes = defineRoutes('session', {
  referrals: {
    method: 'GET',
    path: '/member/agent/referrals',
    summary: 'The members this agent referred, with their totals',
    query: pageQuerySchema,
    response: referralPageSchema,
  },
});
