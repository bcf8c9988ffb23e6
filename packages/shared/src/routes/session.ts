import { z } from 'zod';
import { acceptAgreementBodySchema, loginBodySchema, loginResponseSchema, memberInfoSchema, nonceQuerySchema, nonceResponseSchema } from '../contracts/session.js';
import { defineRoutes } from './define.js';

/** Sign-In with Ethereum and the session it opens (spec §7 app). */
export const sessionRoutes = defineRoutes('session', {
  nonce: {
    method: 'GET',
    path: '/member/app/nonce',
    summary: 'A single-use nonce for a Sign-In with Ethereum message (valid 5 minutes)',
    query: nonceQuerySchema,
    response: nonceResponseSchema,
  },
  login: {
    method: 'POST',
    path: '/member/app/login',
    summary: 'Sign in with an EIP-4361 message and its signature; returns a 6-hour token',
    body: loginBodySchema,
    response: loginResponseSchema,
  },
  logout: {
    method: 'POST',
    path: '/member/app/loginOut',
    summary: 'Revoke this token',
    response: z.null(),
  },
  memberInfo: {
    method: 'GET',
    path: '/member/app/getInfo',
    summary: 'The signed-in member (mbInfo)',
    response: memberInfoSchema,
  },
  acceptAgreement: {
    method: 'POST',
    path: '/member/app/auth',
    summary: 'Accept the current user agreement (never asks the wallet for anything)',
    body: acceptAgreementBodySchema,
    response: memberInfoSchema,
  },
});
