import { apiRequest } from '../../../lib/api-client';

/** POST /member/app/loginOut revokes the token on the server. */
export async function logout(): Promise<void> {
  await apiRequest<null>({ method: 'POST', path: '/member/app/loginOut' });
}
