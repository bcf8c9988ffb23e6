import { auditPageSchema, auditQuerySchema } from '../contracts/console.js';
import { defineRoutes } from './define.js';

/** The audit log in the console (admins): every operator action with what it changed. */
export const auditConsoleRoutes = defineRoutes('admin', {
  list: {
    method: 'GET',
    path: '/admin/audit',
    summary: 'Every operator action, newest first, with what it changed',
    query: auditQuerySchema,
    response: auditPageSchema,
  },
});
