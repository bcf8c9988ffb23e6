import type { LoginBody, LoginResponse } from '@halyard/shared';
import { apiRequest } from '../../../lib/api-client';

/** POST /member/app/login with the signed EIP-4361 message. */
export async function login(body: LoginBody): Promise<LoginResponse> {
  return apiRequest<LoginResponse>({ method: 'POST', path: '/member/app/login', json: body });
}
