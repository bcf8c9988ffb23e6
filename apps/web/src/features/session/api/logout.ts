import { routes } from '@halyard/shared';
import { call } from '../../../lib/api-client';

/** Revokes the token on the server. */
export async function logout(): Promise<void> {
  await call(routes.session.logout);
}
