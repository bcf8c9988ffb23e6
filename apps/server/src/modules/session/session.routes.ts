import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeTable } from '@halyard/shared';
import { ok } from '../../lib/envelope.js';
import { serve } from '../../lib/serve-route.js';
import { guards, signedInMember } from '../../plugins/auth.js';
import type { SessionService } from './session.service.js';

export interface SessionRoutesOptions {
  sessions: SessionService;
  /** Requests per minute per client address (IP) for nonce and login. */
  loginRateLimit: number;
}

const routes = routeTable.session;

export const sessionRoutes: FastifyPluginAsyncZod<SessionRoutesOptions> = async (app, { sessions, loginRateLimit }) => {
  const rateLimit = { max: loginRateLimit, timeWindow: '1 minute' };

  serve(app, routes.nonce, {
    config: { rateLimit },
    handler: async (request) => ok(await sessions.issueNonce(request.query.address)),
  });

  serve(app, routes.login, {
    config: { rateLimit },
    handler: async (request) => ok(await sessions.login(request.body)),
  });

  serve(app, routes.logout, {
    preValidation: guards.member,
    handler: async (request) => {
      await sessions.logout(signedInMember(request).sessionId);
      return ok(null);
    },
  });

  serve(app, routes.memberInfo, {
    preValidation: guards.member,
    handler: async (request) => ok(sessions.memberInfo(signedInMember(request))),
  });

  serve(app, routes.acceptAgreement, {
    preValidation: guards.member,
    handler: async (request) => ok(await sessions.acceptAgreement(signedInMember(request), request.body.version)),
  });
};
