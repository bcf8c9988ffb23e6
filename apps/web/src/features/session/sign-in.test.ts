import { DEMO_ADDRESS, DEMO_PRIVATE_KEY, type AppConfig } from '@halyard/shared';
import { hexToString } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { parseSiweMessage } from 'viem/siwe';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EmptySignatureError, signInWithDemoAccount, signInWithWallet } from './sign-in';
import { useSessionStore } from './stores/session-store';
import { rememberReferral, storedReferral } from '../../lib/referral';
import type { Wallet } from '../../lib/wallet/eip1193';

const config: AppConfig = {
  kefuToken: '',
  chatUrl: '',
  logoUrl: '/files/logo.svg',
  logoName: 'Halyard',
  domain: '',
  chainId: 1,
  previewMode: true,
  embedOrigins: [],
  publicOrigins: [window.location.origin],
};
const member = { address: DEMO_ADDRESS, mbId: '10000001', creditScore: 100, kind: 'mock', authorized: false, operator: false };

function envelope(data: unknown): Response {
  return new Response(JSON.stringify({ code: 200, msg: 'ok', data }));
}

describe('sign-in', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let loginBody: { address: string; signature: string; message: string; ref?: string } | undefined;

  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    useSessionStore.getState().clearSession();
    loginBody = undefined;
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.startsWith('/api/member/app/nonce')) {
        return envelope({ nonce: 'abcdefgh12345678', issuedAt: '2026-01-01T00:00:00.000Z', expirationTime: '2026-01-01T00:05:00.000Z' });
      }
      if (url === '/api/member/app/login') {
        loginBody = JSON.parse(String(init?.body)) as typeof loginBody;
        return envelope({ token: 'jwt' });
      }
      return envelope(member);
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('signs the SIWE message of this site with the demo key and stores the session', async () => {
    await signInWithDemoAccount(config);
    if (!loginBody) throw new Error('login was not called');
    const fields = parseSiweMessage(loginBody.message);
    expect(fields).toMatchObject({ address: DEMO_ADDRESS, domain: window.location.host, statement: 'Login', chainId: 1, nonce: 'abcdefgh12345678' });
    const expected = await privateKeyToAccount(DEMO_PRIVATE_KEY).signMessage({ message: loginBody.message });
    expect(loginBody.signature).toBe(expected);
    expect(useSessionStore.getState()).toMatchObject({ token: 'jwt', address: DEMO_ADDRESS, userInfo: member });
  });

  it('stores the session only once the member info has come with the new token: a sign-in cut short stores nothing', async () => {
    const infoCalls: Array<{ authorization: string | null; storedToken: string | null }> = [];
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.startsWith('/api/member/app/nonce')) {
        return envelope({ nonce: 'abcdefgh12345678', issuedAt: '2026-01-01T00:00:00.000Z', expirationTime: '2026-01-01T00:05:00.000Z' });
      }
      if (url === '/api/member/app/login') return envelope({ token: 'jwt' });
      infoCalls.push({ authorization: new Headers(init?.headers).get('Authorization'), storedToken: localStorage.getItem('token') });
      // The member tapped a link: the page is left and its calls are cut.
      throw new TypeError('Failed to fetch');
    });
    await expect(signInWithDemoAccount(config)).rejects.toThrow();
    expect(infoCalls).toEqual([{ authorization: 'Bearer jwt', storedToken: null }]);
    expect(localStorage.getItem('token')).toBeNull();
    expect(useSessionStore.getState().token).toBeUndefined();
  });

  it('asks the wallet for accounts and a personal_sign of the hex message', async () => {
    const account = privateKeyToAccount(DEMO_PRIVATE_KEY);
    const request = vi.fn(async ({ method, params }: { method: string; params?: readonly unknown[] }) => {
      if (method === 'eth_requestAccounts') return [DEMO_ADDRESS.toLowerCase()];
      return account.signMessage({ message: hexToString((params?.[0] ?? '0x') as `0x${string}`) });
    });
    const wallet: Wallet = { info: { uuid: 'u', name: 'w', icon: '', rdns: 'w' }, provider: { request } };
    await signInWithWallet(wallet, config);
    expect(request).toHaveBeenCalledWith({ method: 'personal_sign', params: [expect.stringMatching(/^0x/), DEMO_ADDRESS] });
    expect(useSessionStore.getState().token).toBe('jwt');
  });

  it('stops without logging in on an empty signature', async () => {
    const request = vi.fn(async ({ method }: { method: string }) => (method === 'eth_requestAccounts' ? [DEMO_ADDRESS] : ''));
    const wallet: Wallet = { info: { uuid: 'u', name: 'w', icon: '', rdns: 'w' }, provider: { request } };
    await expect(signInWithWallet(wallet, config)).rejects.toBeInstanceOf(EmptySignatureError);
    expect(loginBody).toBeUndefined();
    expect(useSessionStore.getState().token).toBeUndefined();
  });

  it("sends the agent's code of a ?ref= link with the sign-in, once", async () => {
    rememberReferral('?ref=AGENT123');
    await signInWithDemoAccount(config);
    expect(loginBody?.ref).toBe('AGENT123');
    expect(storedReferral()).toBeUndefined();
    await signInWithDemoAccount(config);
    expect(loginBody && 'ref' in loginBody).toBe(false);
  });
});
