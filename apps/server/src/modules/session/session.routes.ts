import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptAgreementBodySchema,
  envelopeSchema,
  loginBodySchema,
  loginResponseSchema,
  memberInfoSchema,
  nonceQuerySchema,
  nonceResponseSchema,
} from '@halyard/shared';
import { ok } from '../../lib/envelope.js';
import { guards, signedInMember } from '../../plugins/auth.js';
import type { SessionService } from './session.service.js';

export interface SessionRoutesOptions {
  sessions: SessionService;
  /** Requests per minute per client address (IP) for nonce and login. */
  loginRateLimit: number;
}

const tags = ['session'];

export const sessionRoutes: FastifyPluginAsyncZod<SessionRoutesOptions> = async (app, { sessions, loginRateLimit }) => {
  const rateLimit = { max: loginRateLimit, timeWindow: '1 minute' };

  app.get('/member/app/nonce', {
    config: { rateLimit },
    schema: {
      tags,
      summary: 'A single-use nonce for a Sign-In with Ethereum message (valid 5 minutes)',
      querystring: nonceQuerySchema,
      response: { 200: envelopeSchema(nonceResponseSchema) },
    },
    handler: async (request) => ok(await sessions.issueNonce(request.query.address)),
  });

  app.post('/member/app/login', {
    config: { rateLimit },
    schema: {
      tags,
      summary: 'Sign in with an EIP-4361 message and its signature; returns a 6-hour token',
      body: loginBodySchema,
      response: { 200: envelopeSchema(loginResponseSchema) },
    },
    handler: async (request) => ok(await sessions.login(request.body)),
  });

  app.post('/member/app/loginOut', {
    preValidation: guards.member,
    schema: { tags, summary: 'Revoke this token', response: { 200: envelopeSchema(z.null()) } },
    handler: async (request) => {
      await sessions.logout(signedInMember(request).sessionId);
      return ok(null);
    },
  });

  app.get('/member/app/getInfo', {
    preValidation: guards.member,
    schema: { tags, summary: 'The signed-in member (mbInfo)', response: { 200: envelopeSchema(memberInfoSchema) } },
    handler: async (request) => ok(sessions.memberInfo(signedInMember(request))),
  });

  app.post('/member/app/auth', {
    preValidation: guards.member,
    schema: {
      tags,
      summary: 'Accept the current user agreement (never asks the wallet for anything)',
      body: acceptAgreementBodySchema,
      response: { 200: envelopeSchema(memberInfoSchema) },
    },
    handler: async (request) => ok(await sessions.acceptAgreement(signedInMember(request), request.body.version)),
  });
};
