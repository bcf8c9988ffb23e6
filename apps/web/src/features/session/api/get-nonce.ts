import type { NonceResponse } from '@halyard/shared';
import { apiRequest } from '../../../lib/api-client';

/** GET /member/app/nonce: a single-use SIWE nonce, fetched right before signing (never cached). */
export async function getNonce(address: string): Promise<NonceResponse> {
  return apiRequest<NonceResponse>({ path: '/member/app/nonce', query: { address } });
}
