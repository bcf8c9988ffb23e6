import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ResponseCode, USER_AGREEMENT_VERSION, type OperatorRole } from '@halyard/shared';
import { AppError } from '../lib/app-error.js';
import type { SessionService, SignedInMember } from '../modules/session/session.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member behind the bearer token, or null. */
    member: SignedInMember | null;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice('Bearer '.length).trim() || null;
}

export function signedInMember(request: FastifyRequest): SignedInMember {
  if (!request.member) throw AppError.unauthorized();
  return request.member;
}

/**
 * Hooks a route lists (as `preValidation`) to say who may call it: they run before the body and
 * parameters are validated, so a caller without the right gets 401 or 403 whatever it sent, and
 * learns nothing about a route's input it may not use.
 */
export const guards = {
  async member(request: FastifyRequest): Promise<void> {
    signedInMember(request);
  },
  /** 100000032 until the member has accepted the current user agreement. */
  async agreement(request: FastifyRequest): Promise<void> {
    const { user } = signedInMember(request);
    if (user.agreement_version !== USER_AGREEMENT_VERSION) {
      throw new AppError(ResponseCode.agreementRequired, 'agreementRequired', {}, { version: USER_AGREEMENT_VERSION });
    }
  },
  /** The demo account may not stake, use the pool or open boxes (ARCHITECTURE §8): 403 before the agreement is asked. */
  async realAccount(request: FastifyRequest): Promise<void> {
    if (signedInMember(request).user.kind === 'mock') throw AppError.forbidden('mockNotSupported');
  },
};

/** Operators whose role may do this (an admin may do everything); anyone else gets 403. */
export function operatorGuard(...roles: OperatorRole[]) {
  return async (request: FastifyRequest): Promise<void> => {
    const { role } = signedInMember(request);
    if (role === null || (role !== 'admin' && !roles.includes(role))) throw AppError.forbidden();
  };
}

export const authPlugin = fp(async (app: FastifyInstance, options: { sessions: SessionService }) => {
  app.decorateRequest('member', null);
  // Callback style: a call without a token (every public read) costs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const token = bearerToken(request);
    if (!token) {
      done();
      return;
    }
    options.sessions.authenticate(token).then((member) => {
      request.member = member;
      done();
    }, done);
  });
});
