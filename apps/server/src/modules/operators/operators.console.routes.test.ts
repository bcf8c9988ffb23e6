import enUS from '@halyard/shared/messages/en_US.json' with { type: 'json' };
import type { AuditRow, Books, MemberDetail, MemberInfo, MemberRow, OperatorRole, ReferralRow } from '@halyard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_HOST, type TestApp } from '../../testing/build-test-app.js';
import { fundDirectly, signInMember, type TestMember } from '../../testing/members.js';
import { testDatabaseKinds } from '../../testing/test-database.js';
import { createTestWallet } from '../../testing/test-wallet.js';

type Page<T> = { rows: T[]; total: number };

type Role = Exclude<OperatorRole, 'admin'>;
/**
 * Every /api/admin route there is, reviewed: none of them sets a price, a fill, a settlement, a
 * liquidation, a reward or a prize, and only the two reviews move a member's money. A new admin
 * route fails this list until someone reviews it and adds it here.
 *
 * Each with who besides an admin (who may call every one) may call it. Reviewers pass deposits and
 * withdrawals and look members up; editors keep content and prompts; support answers the chat and
 * looks members up. Everything else is for admins alone.
 */
const REVIEWED_ADMIN_ROUTES: Record<string, Role[]> = {
  'delete /api/admin/operators/{address}': [],
  'get /api/admin/audit': [],
  'get /api/admin/books': [],
  'get /api/admin/books.csv': [],
  'get /api/admin/chain': ['reviewer', 'editor', 'support'],
  'get /api/admin/chain/addresses': ['reviewer', 'support'],
  'get /api/admin/chain/addresses.csv': ['reviewer', 'support'],
  'get /api/admin/boxTiers': [],
  'get /api/admin/content': ['editor'],
  'get /api/admin/content/{id}': ['editor'],
  'delete /api/admin/content/{id}': ['editor'],
  'get /api/admin/depositAddresses': [],
  'get /api/admin/deposits': ['reviewer'],
  'get /api/admin/members': ['reviewer', 'support'],
  'get /api/admin/members/{id}': ['reviewer', 'support'],
  'get /api/admin/members/{id}/bills': ['reviewer', 'support'],
  'get /api/admin/members/{id}/orders': ['reviewer', 'support'],
  'get /api/admin/members/{id}/positions': ['reviewer', 'support'],
  'get /api/admin/operators': [],
  'get /api/admin/prompts': ['editor'],
  'get /api/admin/stakingPlans': [],
  'get /api/admin/support/conversations': ['support'],
  'get /api/admin/terms': [],
  'get /api/admin/support/conversations/{id}/messages': ['support'],
  'get /api/admin/support/images/{imageId}': ['support'],
  'get /api/admin/withdrawals': ['reviewer'],
  'post /api/admin/chain/alarms/{id}/acknowledge': [],
  'post /api/admin/content': ['editor'],
  'post /api/admin/content/images': ['editor'],
  'post /api/admin/content/preview': ['editor'],
  'post /api/admin/depositAddresses/proposals': [],
  'post /api/admin/depositAddresses/proposals/{id}/approve': [],
  'post /api/admin/depositAddresses/proposals/{id}/reject': [],
  'post /api/admin/deposits/{id}/approve': ['reviewer'],
  'post /api/admin/deposits/{id}/check': ['reviewer'],
  'post /api/admin/deposits/{id}/reject': ['reviewer'],
  'post /api/admin/prompts': ['editor'],
  'post /api/admin/reserves/snapshot': [],
  'get /api/admin/reserves/wallets': [],
  'post /api/admin/reserves/wallets/proposals': [],
  'post /api/admin/reserves/wallets/proposals/{id}/approve': [],
  'post /api/admin/reserves/wallets/proposals/{id}/reject': [],
  'post /api/admin/stakingPlans': [],
  'post /api/admin/support/conversations/{id}/image': ['support'],
  'post /api/admin/support/conversations/{id}/send': ['support'],
  'post /api/admin/support/conversations/{id}/read': ['support'],
  'post /api/admin/withdrawals/{id}/approve': ['reviewer'],
  'post /api/admin/withdrawals/{id}/check': ['reviewer'],
  'post /api/admin/withdrawals/{id}/reject': ['reviewer'],
  'put /api/admin/content/{id}': ['editor'],
  'put /api/admin/depositAddresses/chains/{chain}': [],
  'put /api/admin/boxTiers/{level}': [],
  'put /api/admin/members/{id}': [],
  'put /api/admin/operators': [],
  'put /api/admin/prompts/{id}': ['editor'],
  'put /api/admin/stakingPlans/{id}': [],
  'put /api/admin/terms/contract': [],
  'put /api/admin/terms/funds': [],
  'put /api/admin/terms/options': [],
};

describe.each(testDatabaseKinds())('the operator console on %s', (database) => {
  const adminWallet = createTestWallet();
  let t: TestApp;
  let admin: TestMember;

  beforeAll(async () => {
    t = await buildTestApp({ database, env: { ADMIN_ADDRESSES: adminWallet.address } });
    admin = await signInMember(t, { wallet: adminWallet });
  });
  afterAll(async () => {
    await t.close();
  });

  const call = <T>(who: TestMember, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.call<T>({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

  async function operator(role: OperatorRole): Promise<TestMember> {
    const member = await signInMember(t);
    expect((await call(admin, 'PUT', '/api/admin/operators', { address: member.address, role })).status).toBe(200);
    return member;
  }

  it('lists every admin route as reviewed: none decides an outcome', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json', headers: { host: TEST_HOST } })).json<{ paths: Record<string, Record<string, unknown>> }>();
    const adminRoutes = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/admin'))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`))
      .sort();
    expect(adminRoutes).toEqual(Object.keys(REVIEWED_ADMIN_ROUTES).sort());
  });

  it('lets each role do its part only, and nobody else anything, on every admin route', async () => {
    const roles = { reviewer: await operator('reviewer'), editor: await operator('editor'), support: await operator('support'), member: await signInMember(t) };
    const names = Object.keys(roles) as Array<keyof typeof roles>;
    // Reads of lists answer 200 to whoever may read them; everything else is called with
    // parameters that match nothing and an empty body, so no call changes anything.
    const exampleParams: Record<string, string> = { id: '2147483647', address: 'not-an-address', level: '99', chain: 'BTC', imageId: '00000000-0000-4000-8000-000000000000' };
    for (const [route, who] of Object.entries(REVIEWED_ADMIN_ROUTES)) {
      const [verb = '', template = ''] = route.split(' ');
      const method = verb.toUpperCase() as 'GET' | 'PUT' | 'POST' | 'DELETE';
      const url = template.replace(/\{(\w+)\}/g, (_match, name: string) => exampleParams[name] ?? '');
      const payload = method === 'GET' || method === 'DELETE' ? undefined : {};
      // The status alone: the CSV and the image routes answer other than JSON.
      const statusFor = async (who: TestMember | null) =>
        (await t.app.inject({ method, url, headers: { host: TEST_HOST, ...(who?.headers ?? {}) }, ...(payload ? { payload } : {}) })).statusCode;
      expect(await statusFor(null), `signed out ${route}`).toBe(401);
      const asAdmin = { status: await statusFor(admin) };
      expect([401, 403], `admin ${route}`).not.toContain(asAdmin.status);
      expect(asAdmin.status, `admin ${route}`).toBeLessThan(500);
      if (method === 'GET' && !template.includes('{')) expect(asAdmin.status, `admin ${route}`).toBe(200);
      for (const name of names) {
        const answer = { status: await statusFor(roles[name]) };
        if ((who as readonly string[]).includes(name)) {
          expect(answer.status, `${name} ${route}`).toBe(asAdmin.status);
        } else {
          expect(answer.status, `${name} ${route}`).toBe(403);
        }
      }
    }
    const info = await call<MemberInfo>(roles.editor, 'GET', '/api/member/app/getInfo');
    expect(info.body.data).toMatchObject({ operator: true, operatorRole: 'editor' });
  });

  it('adds and removes operators in the audit log, and keeps the last admin', async () => {
    const member = await signInMember(t);
    await call(admin, 'PUT', '/api/admin/operators', { address: member.address, role: 'support' });
    await call(admin, 'PUT', '/api/admin/operators', { address: member.address, role: 'reviewer' });
    expect((await call(admin, 'DELETE', `/api/admin/operators/${member.address}`)).status).toBe(200);
    const audit = await call<Page<AuditRow>>(admin, 'GET', '/api/admin/audit?targetType=operator');
    const forMember = audit.body.data.rows.filter((row) => row.targetId === member.address.toLowerCase());
    expect(forMember.map((row) => [row.action, row.detail])).toEqual([
      ['operator.remove', { before: 'reviewer', after: null }],
      ['operator.set', { before: 'support', after: 'reviewer' }],
      ['operator.set', { before: null, after: 'support' }],
    ]);
    // By day (UTC): their days hold them, the day before and the days after do not; a day that is not one is a 400.
    // (The days are the rows' own: three writes a moment apart may straddle midnight UTC.)
    const [firstAt, lastAt] = [Date.parse(forMember[2]?.createdAt ?? ''), Date.parse(forMember[0]?.createdAt ?? '')];
    const day = (at: number, offset: number) => new Date(at + offset * 86_400_000).toISOString().slice(0, 10);
    const on = async (from: string, to: string) =>
      (await call<Page<AuditRow>>(admin, 'GET', `/api/admin/audit?targetType=operator&from=${from}&to=${to}&pageSize=100`)).body.data.rows.filter((row) => row.targetId === member.address.toLowerCase()).length;
    expect(await on(day(firstAt, 0), day(lastAt, 0))).toBe(3);
    expect(await on(day(firstAt, -1), day(firstAt, -1))).toBe(0);
    expect(await on(day(lastAt, 1), day(lastAt, 2))).toBe(0);
    expect((await call(admin, 'GET', '/api/admin/audit?from=2026-13-01')).status).toBe(400);
    const last = await call(admin, 'DELETE', `/api/admin/operators/${admin.address}`);
    expect(last).toMatchObject({ status: 422, body: { msg: enUS.lastAdmin } });
  });

  it('finds a member, shows its balances and records, and changes only kind, score and flags, audited', async () => {
    const member = await signInMember(t);
    await fundDirectly(t, member, '250');
    const info = await call<MemberInfo>(member, 'GET', '/api/member/app/getInfo');
    const found = await call<Page<MemberRow>>(admin, 'GET', `/api/admin/members?q=${info.body.data.mbId}`);
    expect(found.body.data.rows).toEqual([expect.objectContaining({ id: member.userId, kind: 'regular', frozen: false })]);
    const detail = await call<MemberDetail>(admin, 'GET', `/api/admin/members/${member.userId}`);
    expect(detail.body.data.balances.accounts.find((row) => row.account === 'fund')?.available).toBe('250');
    const updated = await call<MemberRow>(admin, 'PUT', `/api/admin/members/${member.userId}`, { creditScore: 80, frozen: true });
    expect(updated.body.data).toMatchObject({ creditScore: 80, frozen: true });
    // A frozen member moves no money.
    const transfer = await call(member, 'POST', '/api/member/transferRecord/add', { coin: 'USDT', amount: '10', from: 'fund', to: 'options' });
    expect(transfer).toMatchObject({ status: 403, body: { msg: enUS.accountFrozen } });
    const audit = await call<Page<AuditRow>>(admin, 'GET', '/api/admin/audit?action=member.');
    expect(audit.body.data.rows[0]).toMatchObject({ targetId: String(member.userId), detail: { before: { creditScore: 100, frozen: false }, after: { creditScore: 80, frozen: true } } });
    expect((await call(admin, 'PUT', `/api/admin/members/${member.userId}`, { balance: '1000000' })).status).toBe(400);
    expect((await call(admin, 'PUT', '/api/admin/members/2147483647', { frozen: true })).status).toBe(404);
  });

  it('gives an agent a referral code once, links members who sign in through it, and shows the agent only its own', async () => {
    const agent = await signInMember(t);
    await call(admin, 'PUT', `/api/admin/members/${agent.userId}`, { kind: 'agent' });
    const code = (await call<MemberInfo>(agent, 'GET', '/api/member/app/getInfo')).body.data.referralCode ?? '';
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    // Made agent again: the code stays.
    await call(admin, 'PUT', `/api/admin/members/${agent.userId}`, { kind: 'regular' });
    await call(admin, 'PUT', `/api/admin/members/${agent.userId}`, { kind: 'agent' });
    expect((await call<MemberInfo>(agent, 'GET', '/api/member/app/getInfo')).body.data.referralCode).toBe(code);

    const wallet = createTestWallet();
    const nonce = await t.call<{ nonce: string; issuedAt: string; expirationTime: string }>({ method: 'GET', url: `/api/member/app/nonce?address=${wallet.address}` });
    const login = await t.call({ method: 'POST', url: '/api/member/app/login', payload: { ...(await wallet.signLogin(TEST_HOST, nonce.body.data)), ref: code } });
    expect(login.status).toBe(200);
    // Signing in again through another code changes nothing.
    const again = await t.call<{ nonce: string; issuedAt: string; expirationTime: string }>({ method: 'GET', url: `/api/member/app/nonce?address=${wallet.address}` });
    await t.call({ method: 'POST', url: '/api/member/app/login', payload: { ...(await wallet.signLogin(TEST_HOST, again.body.data)), ref: 'ZZZZZZZZ' } });
    const referrals = await call<Page<ReferralRow>>(agent, 'GET', '/api/member/agent/referrals');
    expect(referrals.body.data.rows).toHaveLength(1);
    expect(referrals.body.data.rows[0]?.address).toBe(`${wallet.address.toLowerCase().slice(0, 6)}…${wallet.address.toLowerCase().slice(-4)}`);
    const stranger = await signInMember(t);
    expect((await call(stranger, 'GET', '/api/member/agent/referrals')).status).toBe(403);
  });

  it('keeps the books over real rows, with the ledger check', async () => {
    const member = await signInMember(t);
    await fundDirectly(t, member, '40');
    const books = await call<Books>(admin, 'GET', '/api/admin/books?days=7');
    expect(books.body.data.ledger).toMatchObject({ ok: true, unbalancedAccounts: 0, unbalancedEntries: 0 });
    expect(books.body.data.platform.find((row) => row.account === 'deposits')?.balance).toMatch(/^-\d/);
    const csv = await t.app.inject({ url: '/api/admin/books.csv?days=7', headers: { ...admin.headers, host: TEST_HOST } });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\n')[0]).toMatch(/^day,deposits_usdt,withdrawals_usdt,fees_usdt,house_pnl_usdt,/);
  });
});
