import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privateKeyToAccount } from 'viem/accounts';
import {
  DEMO_PRIVATE_KEY,
  SESSION_TTL_SECONDS,
  USER_AGREEMENT_VERSION,
  type MemberInfo,
  type NonceResponse,
} from '@halyard/shared';
import deDE from '@halyard/shared/messages/de_DE.json' with { type: 'json' };
import enUS from '@halyard/shared/messages/en_US.json' with { type: 'json' };
import { buildTestApp, createManualClock, TEST_HOST, type TestApp } from '../../testing/build-test-app.js';
import { testDatabaseKinds } from '../../testing/test-database.js';
import { createTestWallet } from '../../testing/test-wallet.js';
import { authPlugin, guards } from '../../plugins/auth.js';
import { errorsPlugin } from '../../plugins/errors.js';
import { systemClock } from '../../lib/clock.js';
import { createSessionService } from './session.service.js';

describe.each(testDatabaseKinds())('wallet sign-in on %s', (database) => {
  const clock = createManualClock(new Date('2026-11-22T10:00:00Z'));
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ database, clock });
  });
  afterAll(async () => {
    await t.close();
  });

  async function nonceFor(address: string) {
    const response = await t.call<NonceResponse>({ method: 'GET', url: `/api/member/app/nonce?address=${address}` });
    expect(response.status).toBe(200);
    return response.body.data;
  }

  const login = (payload: object, headers: Record<string, string> = {}) =>
    t.call<{ token: string }>({ method: 'POST', url: '/api/member/app/login', payload, headers });

  const getInfo = (token: string) =>
    t.call<MemberInfo>({ method: 'GET', url: '/api/member/app/getInfo', headers: { authorization: `Bearer ${token}` } });

  it('signs a new wallet in and creates its member with credit score 100', async () => {
    const wallet = createTestWallet();
    const nonce = await nonceFor(wallet.address);
    expect(new Date(nonce.expirationTime).getTime() - new Date(nonce.issuedAt).getTime()).toBe(300_000);

    const response = await login(await wallet.signLogin(TEST_HOST, nonce));
    expect(response.status).toBe(200);
    expect(response.body.code).toBe(200);

    const info = await getInfo(response.body.data.token);
    expect(info.body.data).toEqual({
      address: wallet.address,
      mbId: expect.stringMatching(/^\d{8}$/),
      creditScore: 100,
      kind: 'regular',
      authorized: false,
      operator: false,
      operatorRole: null,
      referralCode: null,
    });
    const row = await t.database.db.selectFrom('users').selectAll().where('address', '=', wallet.address.toLowerCase()).executeTakeFirstOrThrow();
    expect(row.mb_id).toBe(info.body.data.mbId);
  });

  it('keeps the same member on a second sign-in', async () => {
    const wallet = createTestWallet();
    const first = await getInfo(await t.signIn(wallet));
    const second = await getInfo(await t.signIn(wallet));
    expect(second.body.data.mbId).toBe(first.body.data.mbId);
  });

  it('refuses a replayed message: the nonce is single-use', async () => {
    const wallet = createTestWallet();
    const payload = await wallet.signLogin(TEST_HOST, await nonceFor(wallet.address));
    expect((await login(payload)).status).toBe(200);
    const replay = await login(payload);
    expect(replay.status).toBe(400);
    expect(replay.body.msg).toBe(enUS.loginNonceInvalid);
  });

  it('refuses a message made for another site', async () => {
    const wallet = createTestWallet();
    const nonce = await nonceFor(wallet.address);
    const foreign = await login(await wallet.signLogin('evil.example', nonce, { uri: 'http://evil.example' }));
    expect(foreign.status).toBe(400);
    expect(foreign.body.msg).toBe(enUS.loginDomainMismatch);
    const foreignUri = await login(await wallet.signLogin(TEST_HOST, nonce, { uri: 'http://evil.example/login' }));
    expect(foreignUri.body.msg).toBe(enUS.loginDomainMismatch);
  });

  it('refuses a phishing relay: a message signed for another site, posted with that site as Host', async () => {
    const victim = createTestWallet();
    // The attacker fetches a nonce for the victim and has the victim sign it on evil.example.
    const nonce = await nonceFor(victim.address);
    const relayed = await victim.signLogin('evil.example', nonce, { uri: 'https://evil.example' });
    for (const headers of [{ host: 'evil.example' }, { host: 'evil.example', 'x-forwarded-host': 'evil.example' }] as Array<Record<string, string>>) {
      const response = await login(relayed, headers);
      expect(response.status).toBe(400);
      expect(response.body.msg).toBe(enUS.loginDomainMismatch);
    }
    // A message naming our origin but another port or scheme is just as foreign.
    for (const uri of [`https://${TEST_HOST}`, `http://${TEST_HOST}:8443`]) {
      const response = await login(await victim.signLogin(new URL(uri).host, nonce, { uri }));
      expect(response.body.msg).toBe(enUS.loginDomainMismatch);
    }
    // The nonce was never spent: the victim's own sign-in here still works.
    expect((await login(await victim.signLogin(TEST_HOST, nonce))).status).toBe(200);
  });

  it('refuses another chain, another statement and an unknown nonce', async () => {
    const wallet = createTestWallet();
    const nonce = await nonceFor(wallet.address);
    expect((await login(await wallet.signLogin(TEST_HOST, nonce, { chainId: 5 }))).body.msg).toBe(enUS.loginChainMismatch);
    expect((await login(await wallet.signLogin(TEST_HOST, nonce, { statement: 'Approve' }))).body.msg).toBe(
      enUS.loginStatementMismatch,
    );
    expect((await login(await wallet.signLogin(TEST_HOST, { ...nonce, nonce: 'abcdefgh12345678' }))).body.msg).toBe(
      enUS.loginNonceInvalid,
    );
    // The refusals above did not spend the real nonce.
    expect((await login(await wallet.signLogin(TEST_HOST, nonce))).status).toBe(200);
  });

  it('refuses a nonce issued to another address', async () => {
    const wallet = createTestWallet();
    const nonce = await nonceFor(createTestWallet().address);
    const response = await login(await wallet.signLogin(TEST_HOST, nonce));
    expect(response.body.msg).toBe(enUS.loginNonceInvalid);
  });

  it('refuses a nonce older than five minutes', async () => {
    const wallet = createTestWallet();
    const nonce = await nonceFor(wallet.address);
    clock.advance(301_000);
    try {
      const withExpiry = await login(await wallet.signLogin(TEST_HOST, nonce));
      expect(withExpiry.body.msg).toBe(enUS.loginTimeInvalid);
      // Even a message that leaves out Expiration Time cannot outlive the nonce.
      const withoutExpiry = await login(
        await wallet.signLogin(TEST_HOST, nonce, { expirationTime: undefined, issuedAt: clock.now() }),
      );
      expect(withoutExpiry.body.msg).toBe(enUS.loginNonceInvalid);
    } finally {
      clock.advance(-301_000);
    }
  });

  it('refuses an Issued At in the future', async () => {
    const wallet = createTestWallet();
    const nonce = await nonceFor(wallet.address);
    const response = await login(
      await wallet.signLogin(TEST_HOST, nonce, { issuedAt: new Date(clock.now().getTime() + 10 * 60_000) }),
    );
    expect(response.body.msg).toBe(enUS.loginTimeInvalid);
  });

  it('refuses a signature by another key than the address in the message', async () => {
    const wallet = createTestWallet();
    const impostor = createTestWallet();
    const nonce = await nonceFor(wallet.address);
    const message = wallet.loginMessage(TEST_HOST, nonce);
    const signature = await impostor.account.signMessage({ message });
    const response = await login({ address: wallet.address, message, signature });
    expect(response.status).toBe(400);
    expect(response.body.msg).toBe(enUS.loginSignatureInvalid);
  });

  it('refuses a body whose address differs from the message', async () => {
    const wallet = createTestWallet();
    const payload = await wallet.signLogin(TEST_HOST, await nonceFor(wallet.address));
    const response = await login({ ...payload, address: createTestWallet().address });
    expect(response.body.msg).toBe(enUS.loginAddressMismatch);
  });

  it.each([
    ['no body at all', undefined, enUS.fieldRequired.replace('{field}', enUS.fields.body)],
    ['an empty object', {}, enUS.fieldRequired.replace('{field}', enUS.fields.address)],
    ['a missing signature', { address: createTestWallet().address, message: 'x' }, enUS.fieldRequired.replace('{field}', enUS.fields.signature)],
    ['a malformed address', { address: '0x123', signature: '0x00', message: 'x' }, enUS.fieldInvalid.replace('{field}', enUS.fields.address)],
    ['a number for the message', { address: createTestWallet().address, signature: '0x00', message: 42 }, enUS.fieldInvalid.replace('{field}', enUS.fields.message)],
    ['garbage as the message', { address: createTestWallet().address, signature: '0x00', message: 'hello' }, enUS.loginMessageInvalid],
    ['an array', [1, 2], null],
  ])('answers 400, never 500, for %s', async (_name, payload, message) => {
    const response = await login(payload as object);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe(400);
    if (message) expect(response.body.msg).toBe(message);
  });

  it('answers 400 to JSON that does not parse', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/member/app/login',
      payload: '{"address":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.body.msg).toBe(enUS.invalidBody);
  });

  it('writes errors in the caller\'s language', async () => {
    const response = await login({}, { 'accept-language': 'de-DE,de;q=0.9' });
    expect(response.body.msg).toBe(deDE.fieldRequired.replace('{field}', deDE.fields.address));
  });

  it('expires a token after exactly 21600 seconds', async () => {
    const token = await t.signIn();
    clock.advance((SESSION_TTL_SECONDS - 1) * 1000);
    try {
      expect((await getInfo(token)).status).toBe(200);
      clock.advance(1000);
      const expired = await getInfo(token);
      expect(expired.status).toBe(401);
      expect(expired.body).toEqual({ code: 401, msg: enUS.pleaseLogIn, data: null });
    } finally {
      clock.advance(-SESSION_TTL_SECONDS * 1000);
    }
  });

  it('revokes the token at logout', async () => {
    const token = await t.signIn();
    const headers = { authorization: `Bearer ${token}` };
    expect((await t.call({ method: 'POST', url: '/api/member/app/loginOut', headers })).status).toBe(200);
    expect((await getInfo(token)).status).toBe(401);
    expect((await t.call({ method: 'POST', url: '/api/member/app/loginOut', headers })).status).toBe(401);
  });

  it('answers 401 without a token or with a forged one', async () => {
    expect((await t.call({ method: 'GET', url: '/api/member/app/getInfo' })).status).toBe(401);
    const forged = await getInfo('eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiJ4In0.c2lnbmF0dXJl');
    expect(forged.status).toBe(401);
  });

  it('records acceptance of the current user agreement only', async () => {
    const token = await t.signIn();
    const headers = { authorization: `Bearer ${token}` };
    const outdated = await t.call({ method: 'POST', url: '/api/member/app/auth', headers, payload: { version: '1999-01-01' } });
    expect(outdated.status).toBe(422);
    expect(outdated.body.code).toBe(901);
    expect((await getInfo(token)).body.data.authorized).toBe(false);
    const accepted = await t.call<MemberInfo>({
      method: 'POST',
      url: '/api/member/app/auth',
      headers,
      payload: { version: USER_AGREEMENT_VERSION },
    });
    expect(accepted.body.data.authorized).toBe(true);
    expect((await getInfo(token)).body.data.authorized).toBe(true);
  });

  it('signs the published demo key in as the seeded mock account', async () => {
    const demo = createTestWallet(DEMO_PRIVATE_KEY);
    const info = await getInfo(await t.signIn(demo));
    expect(info.body.data).toMatchObject({ address: privateKeyToAccount(DEMO_PRIVATE_KEY).address, kind: 'mock', mbId: '10000001' });
  });
});

describe('sign-in settings', () => {
  it('refuses the demo account when preview mode is off', async () => {
    const t = await buildTestApp({ env: { PREVIEW_MODE: 'false' } });
    try {
      const response = await t.call({ method: 'GET', url: '/api/home/getKefu' });
      expect(response.body.data).toMatchObject({ previewMode: false });
      await expect(t.signIn(createTestWallet(DEMO_PRIVATE_KEY))).rejects.toThrow(enUS.previewModeOff);
      await expect(t.signIn()).resolves.toEqual(expect.any(String));
    } finally {
      await t.close();
    }
  });

  it('limits nonce and login requests per client', async () => {
    const t = await buildTestApp({ rateLimits: { global: 1000, login: 3 } });
    try {
      const address = createTestWallet().address;
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        statuses.push((await t.call({ method: 'GET', url: `/api/member/app/nonce?address=${address}` })).status);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      const limited = await t.call({ method: 'GET', url: `/api/member/app/nonce?address=${address}` });
      expect(limited.body).toEqual({ code: 429, msg: enUS.tooManyRequests, data: null });
    } finally {
      await t.close();
    }
  });

  it('answers 100000032 with the agreement version until the member accepts it', async () => {
    const t = await buildTestApp();
    const guarded = Fastify();
    try {
      const token = await t.signIn();
      const sessions = createSessionService(
        t.database.db,
        { chainId: 1, publicOrigins: t.config.PUBLIC_ORIGINS, operatorAddresses: [], previewMode: true, jwtSecret: t.config.JWT_SECRET },
        systemClock,
      );
      await guarded.register(errorsPlugin);
      await guarded.register(authPlugin, { sessions });
      guarded.post('/guarded', { preValidation: [guards.member, guards.agreement] }, async () => ({ code: 200, msg: 'ok', data: null }));
      const headers = { authorization: `Bearer ${token}` };
      const refused = await guarded.inject({ method: 'POST', url: '/guarded', headers });
      expect(refused.statusCode).toBe(200);
      expect(refused.json()).toEqual({ code: 100000032, msg: enUS.agreementRequired, data: { version: USER_AGREEMENT_VERSION } });
      await t.call({ method: 'POST', url: '/api/member/app/auth', headers, payload: { version: USER_AGREEMENT_VERSION } });
      expect((await guarded.inject({ method: 'POST', url: '/guarded', headers })).json()).toMatchObject({ code: 200 });
    } finally {
      await guarded.close();
      await t.close();
    }
  });
});
