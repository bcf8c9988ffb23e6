import { routes } from '@halyard/shared';
import { call } from '../../../lib/api-client';

/** A single-use SIWE nonce, fetched right before signing (never cached). */
export function getNonce(address: string) {
  return call(routes.session.nonce, { query: { address } });
}
