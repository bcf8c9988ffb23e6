import { SUPPORT_IMAGE_MAX_BYTES, type SupportChatEvent, type SupportConversation, type SupportInboxRow, type SupportMessage, type SupportMessagePage } from '@halyard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_HOST, type TestApp } from '../../testing/build-test-app.js';
import { pngOfSize } from '../../testing/image-headers.js';
import { signInMember, type TestMember } from '../../testing/members.js';
import { connectSocket, type Frame } from '../../testing/socket-client.js';
import { testDatabaseKinds } from '../../testing/test-database.js';
import { createTestWallet } from '../../testing/test-wallet.js';

/** A real 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

describe.each(testDatabaseKinds())('support chat on %s', (database) => {
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

  const get = <T>(who: TestMember, path: string) => t.call<T>({ method: 'GET', url: path, headers: who.headers });
  const post = <T>(who: TestMember, path: string, payload: object) => t.call<T>({ method: 'POST', url: path, headers: who.headers, payload });
  const upload = (who: TestMember, path: string, contentType: string, body: Buffer) =>
    t.app.inject({ method: 'POST', url: path, headers: { ...who.headers, host: TEST_HOST, 'content-type': contentType }, payload: body });

  async function chatSocket(who: TestMember) {
    const client = await connectSocket(url);
    client.send({ auth: who.token, id: 'auth' });
    client.send({ sub: 'user.chat', id: 'chat' });
    await client.next((frame) => frame.id === 'chat' && frame.status === 'ok');
    return client;
  }
  const chatEvent = (frame: Frame) => frame.data as SupportChatEvent;

  it('carries a conversation live between its member and the operators, with read receipts and unread counts', async () => {
    const member = await signInMember(t);
    const bystander = await signInMember(t);
    const memberSocket = await chatSocket(member);
    const operatorSocket = await chatSocket(operator);
    const bystanderSocket = await chatSocket(bystander);

    const sent = await post<SupportMessage>(member, '/api/member/support/send', { text: '  My deposit has not arrived  ' });
    expect(sent.body.data).toMatchObject({ sender: 'member', text: 'My deposit has not arrived', imageId: null });
    const conversationId = sent.body.data.conversationId;
    const atOperator = chatEvent(await operatorSocket.next((frame) => frame.ch === 'user.chat'));
    expect(atOperator).toMatchObject({ type: 'message', conversationId, message: { id: sent.body.data.id, text: 'My deposit has not arrived' } });

    const inbox = (await get<{ rows: SupportInboxRow[] }>(operator, '/api/admin/support/conversations')).body.data.rows;
    expect(inbox.find((row) => row.id === conversationId)).toMatchObject({ memberAddress: member.address.toLowerCase(), lastText: 'My deposit has not arrived', lastSender: 'member', unread: 1 });

    await post(operator, `/api/admin/support/conversations/${conversationId}/read`, { lastId: sent.body.data.id });
    await memberSocket.next((frame) => frame.ch === 'user.chat' && chatEvent(frame).type === 'message');
    const receipt = chatEvent(await memberSocket.next((frame) => frame.ch === 'user.chat' && chatEvent(frame).type === 'read'));
    expect(receipt).toEqual({ type: 'read', conversationId, reader: 'operator', lastReadId: sent.body.data.id });

    const reply = await post<SupportMessage>(operator, `/api/admin/support/conversations/${conversationId}/send`, { text: 'We are checking it on chain now.' });
    expect(reply.body.data.sender).toBe('operator');
    const atMember = chatEvent(await memberSocket.next((frame) => frame.ch === 'user.chat' && chatEvent(frame).type === 'message'));
    expect(atMember).toMatchObject({ message: { id: reply.body.data.id, sender: 'operator', text: 'We are checking it on chain now.' } });
    expect((await get<SupportConversation>(member, '/api/member/support/conversation')).body.data).toEqual({ id: conversationId, unread: 1, memberReadId: sent.body.data.id, operatorReadId: reply.body.data.id });

    const read = await post<SupportConversation>(member, '/api/member/support/read', { lastId: reply.body.data.id + 1000 });
    expect(read.body.data).toMatchObject({ unread: 0, memberReadId: reply.body.data.id });
    const history = (await get<SupportMessagePage>(member, '/api/member/support/listH5')).body.data;
    expect(history.rows.map((row) => row.text)).toEqual(['We are checking it on chain now.', 'My deposit has not arrived']);

    // The member's read receipt is pushed to each side in one pass: once the operator has it, anything
    // that pass sent the bystander is on its socket ahead of the answer to a ping sent now. None came.
    await operatorSocket.next((frame) => {
      const event = frame.ch === 'user.chat' ? chatEvent(frame) : undefined;
      return event?.type === 'read' && event.reader === 'member';
    });
    bystanderSocket.send({ ping: 7 });
    await bystanderSocket.next((frame) => 'pong' in frame);
    expect(bystanderSocket.frames.filter((frame) => frame.ch === 'user.chat')).toEqual([]);
    expect((await get<SupportMessagePage>(bystander, '/api/member/support/listH5')).body.data).toEqual({ rows: [], total: 0 });
    for (const socket of [memberSocket, operatorSocket, bystanderSocket]) socket.socket.close();
  });

  it('stores images whose bytes match their type, and shows them only to their conversation', async () => {
    const member = await signInMember(t);
    const stranger = await signInMember(t);
    const sent = await upload(member, '/api/member/support/image', 'image/png', PNG);
    expect(sent.statusCode).toBe(200);
    const message = sent.json<{ data: SupportMessage }>().data;
    expect(message).toMatchObject({ sender: 'member', text: null });
    const imageId = message.imageId ?? 0;

    const own = await t.app.inject({ method: 'GET', url: `/api/member/support/images/${imageId}`, headers: { ...member.headers, host: TEST_HOST } });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.rawPayload.equals(PNG)).toBe(true);
    const operatorView = await t.app.inject({ method: 'GET', url: `/api/admin/support/images/${imageId}`, headers: { ...operator.headers, host: TEST_HOST } });
    expect(operatorView.statusCode).toBe(200);

    // Someone else's image, someone else's conversation: no such record.
    await post(stranger, '/api/member/support/send', { text: 'Hello' });
    const foreign = await t.app.inject({ method: 'GET', url: `/api/member/support/images/${imageId}`, headers: { ...stranger.headers, host: TEST_HOST, 'accept-language': 'de-DE' } });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json<{ msg: string }>().msg).toBe('Eintrag nicht gefunden');
    expect((await get(stranger, `/api/admin/support/conversations/${message.conversationId}/messages`)).status).toBe(403);
  });

  it('refuses an image that is not what it claims, not an accepted type, too large, too wide or empty', async () => {
    const member = await signInMember(t);
    const disguised = await upload(member, '/api/member/support/image', 'image/jpeg', PNG);
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json<{ msg: string }>().msg).toBe('Send a PNG, JPEG, WebP or GIF image');
    const svg = await upload(member, '/api/member/support/image', 'image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'));
    expect(svg.statusCode).toBe(400);
    const huge = Buffer.concat([PNG, Buffer.alloc(SUPPORT_IMAGE_MAX_BYTES + 1 - PNG.length)]);
    const tooLarge = await upload(member, '/api/member/support/image', 'image/png', huge);
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json<{ msg: string }>().msg).toBe('The image is larger than 5 MB');
    expect((await upload(member, '/api/member/support/image', 'image/png', Buffer.alloc(0))).statusCode).toBe(400);
    const vast = await upload(member, '/api/member/support/image', 'image/png', pngOfSize(20_000, 20_000));
    expect(vast.statusCode).toBe(400);
    expect(vast.json<{ msg: string }>().msg).toBe('The image is 20000×20000 pixels: at most 4096×4096 is accepted');
    expect((await get<SupportMessagePage>(member, '/api/member/support/listH5')).body.data.total).toBe(0);

    const { conversationId } = (await post<SupportMessage>(member, '/api/member/support/send', { text: 'Here is my receipt' })).body.data;
    const fromOperator = await upload(operator, `/api/admin/support/conversations/${conversationId}/image`, 'image/png', pngOfSize(4097, 10));
    expect(fromOperator.statusCode).toBe(400);
    expect((await get<SupportMessagePage>(member, '/api/member/support/listH5')).body.data.total).toBe(1);
  });

  it('refuses control characters in a message from either side before it is stored, and keeps line breaks', async () => {
    const member = await signInMember(t);
    for (const text of ['Hello\u0000', 'Hello\u0007 there', 'Hello\u001b[31m', 'Hello\u007f', 'Hello\u0085', 'Hello\u009b']) {
      const refused = await post(member, '/api/member/support/send', { text });
      expect(refused.status, JSON.stringify(text)).toBe(400);
      expect(refused.body.msg).toBe('Message contains control characters, which are not allowed');
    }
    const japanese = await t.call({ method: 'POST', url: '/api/member/support/send', headers: { ...member.headers, 'accept-language': 'ja-JP' }, payload: { text: 'a\u0000b' } });
    expect(japanese.body.msg).toBe('メッセージに使用できない制御文字が含まれています');
    expect((await get<SupportConversation>(member, '/api/member/support/conversation')).body.data.id).toBeNull();

    const sent = await post<SupportMessage>(member, '/api/member/support/send', { text: 'Line one\r\n\tLine two' });
    expect(sent.body.data.text).toBe('Line one\r\n\tLine two');
    const answer = await post(operator, `/api/admin/support/conversations/${sent.body.data.conversationId}/send`, { text: 'On it\u0000' });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('Message contains control characters, which are not allowed');
    expect((await get<SupportMessagePage>(member, '/api/member/support/listH5')).body.data.rows.map((row) => row.text)).toEqual(['Line one\r\n\tLine two']);
  });

  it('refuses empty and overlong text with a clear message, and strangers to the inbox', async () => {
    const member = await signInMember(t);
    const empty = await t.call({ method: 'POST', url: '/api/member/support/send', headers: { ...member.headers, 'accept-language': 'fr-FR' }, payload: { text: '   ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe('Le champ Message ne peut pas être vide');
    const overlong = await post(member, '/api/member/support/send', { text: 'x'.repeat(2001) });
    expect(overlong.status).toBe(400);
    expect(overlong.body.msg).toBe('Message can be at most 2000 characters long');
    // Counted as sent: blanks around the text cannot carry it past the limit either.
    expect((await post(member, '/api/member/support/send', { text: `${' '.repeat(9_990)}Hi` })).status).toBe(400);
    expect((await get<SupportMessagePage>(member, '/api/member/support/listH5')).body.data.total).toBe(0);
    expect((await get(member, '/api/admin/support/conversations')).status).toBe(403);
    expect((await post(member, '/api/member/support/read', { lastId: 1 })).status).toBe(404);
    expect((await get(operator, '/api/admin/support/conversations/99999999/messages')).status).toBe(404);
    expect((await post(operator, '/api/admin/support/conversations/99999999/send', { text: 'Hi' })).status).toBe(404);
  });
});
