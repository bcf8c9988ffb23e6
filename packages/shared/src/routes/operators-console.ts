import { operatorAddressParamsSchema, operatorBodySchema, operatorListSchema } from '../contracts/console.js';
import { defineRoutes } from './define.js';

/** Who runs the platform, and in which role (admins alone; issue 15). */
export const operatorsConsoleRoutes = defineRoutes('admin', {
  list: {
    method: 'GET',
    path: '/admin/operators',
    summary: 'The operators and their roles',
    response: operatorListSchema,
  },
  set: {
    method: 'PUT',
    path: '/admin/operators',
    summary: 'Add an operator, or change its role',
    body: operatorBodySchema,
    response: operatorListSchema,
  },
  remove: {
    method: 'DELETE',
    path: '/admin/operators/:address',
    summary: 'Remove an operator (never the last admin)',
    params: operatorAddressParamsSchema,
    response: operatorListSchema,
  },
});
