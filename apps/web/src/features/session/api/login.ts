import { routes, type LoginBody } from '@halyard/shared';
import { call } from '../../../lib/api-client';

/** Signs in with the signed EIP-4361 message. */
export function login(body: LoginBody) {
  return call(routes.session.login, { body });
}
