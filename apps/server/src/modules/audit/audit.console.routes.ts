import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeTable } from '@halyard/shared';
import { ok } from '../../lib/envelope.js';
import { serve } from '../../lib/serve-route.js';
import { guards, operatorGuard } from '../../plugins/auth.js';
import type { AuditService } from './audit.service.js';

/** The audit log in the console (admins alone). */
export const auditConsoleRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (app, { audit }) => {
  serve(app, routeTable.auditConsole.list, {
    preValidation: [guards.member, operatorGuard()],
    handler: async (request) => ok(await audit.log(request.query)),
  });
};
