import { idParamsSchema } from '../contracts/assets.js';
import { memberDetailSchema, memberPageSchema, memberRowSchema, memberSearchQuerySchema, memberUpdateSchema } from '../contracts/console.js';
import {
  memberBillPageSchema,
  memberBillQuerySchema,
  memberOrderPageSchema,
  memberOrderQuerySchema,
  memberPositionPageSchema,
  memberPositionQuerySchema,
} from '../contracts/console-records.js';
import { defineRoutes } from './define.js';

/** Members in the console (issue 15) and their records (issue 29): reviewers and support look them up, admins change them. */
export const membersConsoleRoutes = defineRoutes('admin', {
  search: {
    method: 'GET',
    path: '/admin/members',
    summary: 'Members by address or mbId, newest first',
    query: memberSearchQuerySchema,
    response: memberPageSchema,
  },
  detail: {
    method: 'GET',
    path: '/admin/members/:id',
    summary: 'A member: kind, score, flags, balances and the counts of every record',
    params: idParamsSchema,
    response: memberDetailSchema,
  },
  update: {
    method: 'PUT',
    path: '/admin/members/:id',
    summary: "Set a member's kind, credit score or flags (nothing else about a member can be changed)",
    params: idParamsSchema,
    body: memberUpdateSchema,
    response: memberRowSchema,
  },
  bills: {
    method: 'GET',
    path: '/admin/members/:id/bills',
    summary: "A member's bills, newest first, by account, coin and type",
    params: idParamsSchema,
    query: memberBillQuerySchema,
    response: memberBillPageSchema,
  },
  orders: {
    method: 'GET',
    path: '/admin/members/:id/orders',
    summary: "A member's orders of one product (spot, contract or options), newest first",
    params: idParamsSchema,
    query: memberOrderQuerySchema,
    response: memberOrderPageSchema,
  },
  positions: {
    method: 'GET',
    path: '/admin/members/:id/positions',
    summary: "A member's contract positions, open and closed, newest first",
    params: idParamsSchema,
    query: memberPositionQuerySchema,
    response: memberPositionPageSchema,
  },
});
