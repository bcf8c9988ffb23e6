import type { DepositRow, MemberMessage, MemberMessagePage, Prompt, UnreadCount, WithdrawalRow } from '@halyard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { fundMember, randomTxHash, signInMember, type TestMember } from '../../testing/members.js';
import { connectSocket, type Frame } from '../../testing/socket-client.js';
import { testDatabaseKinds } from '../../testing/test-database.js';
import { createTestWallet } from '../../testing/test-wallet.js';

const TRC20_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

describe.each(testDatabaseKinds())('messages and prompts on %s', (database) => {
  const operatorWallet = createTestWallet();
  let t: TestApp;
  let operator: TestMember;
  let url: string;

  beforeAll(async () => {
    t = await buildTestApp({ database, env: { ADMIN_ADDRESSES: operatorWallet.address } });
    url = `${(await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}/ws`;
    operator = await signInMember(t, { wallet: operatorWallet });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = <T>(member: TestMember, path: string) => t.call<T>({ method: 'GET', url: path, headers: member.headers });
  const post = <T>(member: TestMember, path: string, payload: object) => t.call<T>({ method: 'POST', url: path, headers: member.headers, payload });
  const messagesOf = async (member: TestMember) => (await get<MemberMessagePage>(member, '/api/member/message/listH5')).body.data;
  const mbIdOf = async (member: TestMember) => (await t.database.db.selectFrom('users').select('mb_id').where('id', '=', member.userId).executeTakeFirstOrThrow()).mb_id;

  /** A socket signed in as the member, subscribed to the channels right behind its auth frame, as the app does. */
  async function memberSocket(member: TestMember, channels: string[]) {
    const client = await connectSocket(url);
    client.send({ auth: member.token, id: 'auth' });
    channels.forEach((channel, index) => client.send({ sub: channel, id: `sub${index}` }));
    await client.next((frame) => frame.id === 'auth' && frame.status === 'ok');
    return client;
  }

  it('tells a member when a deposit passes or is rejected, in the same transaction, and only that member', async () => {
    const member = await signInMember(t);
    const other = await signInMember(t);
    await fundMember(t, operator, member, '120');
    const rejected = await post<DepositRow>(member, '/api/member/rechargeRecord/add', { coin: 'USDT', chain: 'ERC20', amount: '50', txHash: randomTxHash() });
    await post(operator, `/api/admin/deposits/${rejected.body.data.id}/reject`, { reason: 'No such transaction on chain' });

    const page = await messagesOf(member);
    expect(page.total).toBe(2);
    expect(page.rows.map((row) => [row.kind, row.params, row.refType, row.read])).toEqual([
      ['depositRejected', { amount: '50', coin: 'USDT', reason: 'No such transaction on chain' }, 'deposit', false],
      ['depositPassed', { amount: '120', coin: 'USDT', credited: '120' }, 'deposit', false],
    ]);
    expect(page.rows[0]?.refId).toBe(String(rejected.body.data.id));
    expect((await messagesOf(other)).total).toBe(0);
    expect((await get<UnreadCount>(member, '/api/member/message/unread')).body.data.count).toBe(2);

    // Someone else's ids change nothing; one's own are marked read, then all.
    expect((await post<UnreadCount>(other, '/api/member/message/read', { ids: page.rows.map((row) => row.id) })).body.data.count).toBe(0);
    expect((await get<UnreadCount>(member, '/api/member/message/unread')).body.data.count).toBe(2);
    expect((await post<UnreadCount>(member, '/api/member/message/read', { ids: [page.rows[0]?.id ?? 0] })).body.data.count).toBe(1);
    const unread = (await get<MemberMessagePage>(member, '/api/member/message/listH5?unread=true')).body.data;
    expect(unread.rows.map((row) => row.kind)).toEqual(['depositPassed']);
    expect((await post<UnreadCount>(member, '/api/member/message/read', {})).body.data.count).toBe(0);
  });

  it('tells a member when a withdrawal is paid or rejected', async () => {
    const member = await signInMember(t);
    await fundMember(t, operator, member, '100');
    const withdraw = async () => (await post<WithdrawalRow>(member, '/api/member/withdrawalRecord/add', { chain: 'TRC20', address: TRC20_ADDRESS, amount: '20' })).body.data.id;
    const paid = await withdraw();
    const refused = await withdraw();
    const txHash = randomTxHash();
    expect((await post(operator, `/api/admin/withdrawals/${paid}/approve`, { txHash })).status).toBe(200);
    expect((await post(operator, `/api/admin/withdrawals/${refused}/reject`, { reason: 'Address on a sanctions list' })).status).toBe(200);
    const rows = (await messagesOf(member)).rows;
    expect(rows.slice(0, 2).map((row) => [row.kind, row.params, row.refId])).toEqual([
      ['withdrawalRejected', { amount: '20', coin: 'USDT', reason: 'Address on a sanctions list' }, String(refused)],
      ['withdrawalPaid', { amount: '20', coin: 'USDT', txHash }, String(paid)],
    ]);
  });

  it('pushes a new message live on user.messages to its member only, with the unread count', async () => {
    const member = await signInMember(t);
    const other = await signInMember(t);
    const mine = await memberSocket(member, ['user.messages']);
    const theirs = await memberSocket(other, ['user.messages']);
    await mine.next((frame) => frame.id === 'sub0');
    await theirs.next((frame) => frame.id === 'sub0');
    await fundMember(t, operator, member, '30');
    const push = await mine.next((frame) => frame.ch === 'user.messages');
    const data = push.data as { message: MemberMessage; unread: number };
    expect(data.message).toMatchObject({ kind: 'depositPassed', params: { amount: '30', coin: 'USDT', credited: '30' }, read: false });
    expect(data.unread).toBe(1);
    // The other member's own message is pushed after the first: once it is in, their socket has had nobody else's.
    await fundMember(t, operator, other, '20');
    const own = (await theirs.next((frame) => frame.ch === 'user.messages')).data as { message: MemberMessage; unread: number };
    expect(own.message).toMatchObject({ kind: 'depositPassed', params: { amount: '20', coin: 'USDT', credited: '20' } });
    expect(theirs.frames.filter((frame: Frame) => frame.ch === 'user.messages')).toEqual([]);
    mine.socket.close();
    theirs.socket.close();
  });

  it('pushes the prompts of everyone and of that member as one array when a socket signs in', async () => {
    const member = await signInMember(t);
    const other = await signInMember(t);
    const create = (payload: object) => post<Prompt>(operator, '/api/admin/prompts', payload);
    const everyone = await create({ mbType: '1', promptLanguge: 'ALL', promptTitle: 'Maintenance tonight', promptConnet: '<p>Back at 02:00 UTC<img src=x onerror=alert(1)></p>' });
    expect(everyone.body.data.promptConnet).toBe('<p>Back at 02:00 UTC<img src="x" loading="lazy" /></p>');
    const personal = await create({ mbType: '0', mbId: await mbIdOf(member), promptLanguge: 'de_DE', promptTitle: 'Ihre Einzahlung', promptConnet: '<p>Bitte prüfen Sie Ihre Einzahlung.</p>' });
    const switchedOff = await create({ mbType: '1', promptStatus: '0', promptLanguge: 'ALL', promptTitle: 'Old news', promptConnet: '<p>Gone</p>' });
    expect(switchedOff.status).toBe(200);
    // Each prompt written is in the audit log, by whom and what it says.
    const audit = await get<{ rows: Array<{ action: string; targetId: string; actor: string; detail: { after: { title: string; status: string } } }> }>(operator, '/api/admin/audit?action=prompt.&pageSize=50');
    expect(audit.body.data.rows.find((row) => row.targetId === String(switchedOff.body.data.id))).toMatchObject({ action: 'prompt.create', actor: operator.address.toLowerCase(), detail: { after: { title: 'Old news', status: '0' } } });

    const mine = await memberSocket(member, ['user.prompts']);
    const theirs = await memberSocket(other, ['user.prompts']);
    const myPrompts = (await mine.next((frame) => frame.ch === 'user.prompts')).data as Prompt[];
    const mineById = myPrompts.map((prompt) => prompt.id);
    expect(mineById).toContain(everyone.body.data.id);
    expect(mineById).toContain(personal.body.data.id);
    expect(mineById).not.toContain(switchedOff.body.data.id);
    expect(myPrompts.find((prompt) => prompt.id === personal.body.data.id)).toMatchObject({ mbType: '0', promptStatus: '1', promptLanguge: 'de_DE', promptTitle: 'Ihre Einzahlung' });
    const theirIds = ((await theirs.next((frame) => frame.ch === 'user.prompts')).data as Prompt[]).map((prompt) => prompt.id);
    expect(theirIds).toContain(everyone.body.data.id);
    expect(theirIds).not.toContain(personal.body.data.id);

    // A prompt for one member is also in that member's message center, with its words.
    const center = (await messagesOf(member)).rows;
    expect(center[0]).toMatchObject({ kind: 'prompt', refId: String(personal.body.data.id), title: 'Ihre Einzahlung', content: '<p>Bitte prüfen Sie Ihre Einzahlung.</p>' });
    mine.socket.close();
    theirs.socket.close();
  });

  it('lets only operators write prompts, and refuses a prompt for nobody', async () => {
    const member = await signInMember(t);
    const prompt = { mbType: '1', promptLanguge: 'ALL', promptTitle: 'Hi', promptConnet: '<p>x</p>' };
    expect((await post(member, '/api/admin/prompts', prompt)).status).toBe(403);
    const noMember = await post(operator, '/api/admin/prompts', { ...prompt, mbType: '0' });
    expect(noMember.status).toBe(400);
    const unknown = await post(operator, '/api/admin/prompts', { ...prompt, mbType: '0', mbId: '99999999' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('No member has this ID');
    expect((await post(operator, '/api/admin/prompts', { ...prompt, promptLanguge: 'xx_XX' })).status).toBe(400);
    expect((await t.call({ method: 'GET', url: '/api/member/message/listH5' })).status).toBe(401);
  });

  it('refuses control characters in a prompt, naming the field, and saves nothing', async () => {
    const prompts = async () => (await get<{ total: number }>(operator, '/api/admin/prompts?pageSize=1')).body.data.total;
    const before = await prompts();
    const prompt = { mbType: '1', promptLanguge: 'ALL', promptTitle: 'Maintenance', promptConnet: '<p>Back soon</p>' };
    const title = await post(operator, '/api/admin/prompts', { ...prompt, promptTitle: 'Mainte\u0000nance' });
    expect(title.status).toBe(400);
    expect(title.body.msg).toBe('Title contains control characters, which are not allowed');
    const content = await t.call({ method: 'POST', url: '/api/admin/prompts', headers: { ...operator.headers, 'accept-language': 'ru-RU' }, payload: { ...prompt, promptConnet: '<p>\u001b[2J</p>' } });
    expect(content.status).toBe(400);
    expect(content.body.msg).toBe('Содержание: текст содержит недопустимые управляющие символы');
    const long = await post(operator, '/api/admin/prompts', { ...prompt, promptConnet: 'x'.repeat(20_001) });
    expect(long.body.msg).toBe('Content can be at most 20000 characters long');
    expect(await prompts()).toBe(before);
  });
});
