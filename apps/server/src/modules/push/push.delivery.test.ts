import type { PushKinds, PushPayload } from '@halyard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../lib/clock.js';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { fundMember, signInMember, type TestMember } from '../../testing/members.js';
import { createPushBrowser, startPushService, verifyVapid, type ReceivedPush } from '../../testing/push-service.js';
import { testDatabaseKinds } from '../../testing/test-database.js';
import { createTestWallet } from '../../testing/test-wallet.js';
import { createMessagesService, notifyMember, type Notice } from '../messages/messages.service.js';
import { createPushService } from './push.service.js';

describe.each(testDatabaseKinds())('Web Push delivery on %s', (database) => {
  const operatorWallet = createTestWallet();
  let t: TestApp;
  let operator: TestMember;
  let pushService: Awaited<ReturnType<typeof startPushService>>;
  let serverKey: string;
  let nextDevice = 0;

  beforeAll(async () => {
    pushService = await startPushService();
    t = await buildTestApp({ database, env: { ADMIN_ADDRESSES: operatorWallet.address, PUSH_HOSTS: '127.0.0.1', PUSH_SUBJECT: 'mailto:alerts@halyard.test' } });
    operator = await signInMember(t, { wallet: operatorWallet });
    serverKey = (await t.call<{ publicKey: string }>({ method: 'GET', url: '/api/member/push/key', headers: operator.headers })).body.data.publicKey;
  });
  afterAll(async () => {
    await t.close();
    await pushService.close();
  });

  /** A browser of the member, subscribed through the API in the given language. */
  async function subscribe(member: TestMember, language: string) {
    const path = `/push/device-${++nextDevice}`;
    const browser = createPushBrowser(`${pushService.origin}${path}`);
    const answer = await t.call({ method: 'POST', url: '/api/member/push/subscribe', headers: { ...member.headers, 'accept-language': language }, payload: browser.subscription });
    expect(answer.status).toBe(200);
    return { ...browser, path };
  }

  const notify = (member: TestMember, ...notices: Notice[]) =>
    t.database.db.transaction().execute(async (trx) => {
      for (const notice of notices) await notifyMember(trx, member.userId, notice);
    });
  const pushesTo = (path: string) => (pushes: ReceivedPush[]) => pushes.filter((push) => push.path === path);
  const payloadOf = (browser: { decrypt(body: Buffer): string }, push: ReceivedPush) => JSON.parse(browser.decrypt(push.body)) as PushPayload;

  const stopLoss: Notice = {
    kind: 'contractStopLoss',
    params: { pair: 'btcusdt', side: 'buy', size: '0.0112', price: '88966.63', pnl: '-11.86', fee: '0.44', netPnl: '-12.3', coin: 'USDT' },
    refType: 'contract',
    refId: '12',
  };

  it('sends an alert to each device of its member, encrypted for that device, signed with the server key, worded in its language', async () => {
    const member = await signInMember(t);
    const german = await subscribe(member, 'de-DE');
    const english = await subscribe(member, 'en-US');
    await notify(member, stopLoss);
    const pushes = await pushService.until((all) => pushesTo(german.path)(all).length === 1 && pushesTo(english.path)(all).length === 1);

    const [toGerman] = pushesTo(german.path)(pushes);
    const [toEnglish] = pushesTo(english.path)(pushes);
    if (!toGerman || !toEnglish) throw new Error('missing push');
    expect(toGerman.headers['content-encoding']).toBe('aes128gcm');
    expect(toGerman.headers.ttl).toBe('86400');
    expect(toGerman.headers.urgency).toBe('normal');
    const claims = await verifyVapid(toGerman.headers.authorization, serverKey);
    expect(claims).toMatchObject({ aud: pushService.origin, sub: 'mailto:alerts@halyard.test' });

    const message = (await t.database.db.selectFrom('messages').select('id').where('user_id', '=', member.userId).executeTakeFirstOrThrow()).id;
    const common = { messageId: message, kind: 'contractStopLoss', alert: 'positionClosed', params: stopLoss.params, url: '/trade?mode=contract&order=12' };
    expect(payloadOf(german, toGerman)).toEqual({ ...common, title: 'Stop-Loss erreicht', body: 'Stop-Loss hat BTC/USDT Long zu 88.966,63 geschlossen · netto \u221212,30 USDT' });
    expect(payloadOf(english, toEnglish)).toEqual({ ...common, title: 'Stop loss hit', body: 'Stop loss closed BTC/USDT long at 88,966.63 · net \u221212.30 USDT' });
    // Each device's body is its own: one device's keys cannot read the other's.
    expect(() => german.decrypt(toEnglish.body)).toThrow();
  });

  it('sends a real event as it happens: a deposit approved by an operator, urgent for a liquidation', async () => {
    const member = await signInMember(t);
    const device = await subscribe(member, 'ru-RU');
    await fundMember(t, operator, member, '1250.5');
    const [deposit] = pushesTo(device.path)(await pushService.until((all) => pushesTo(device.path)(all).length === 1));
    if (!deposit) throw new Error('missing push');
    const depositId = (await t.database.db.selectFrom('deposits').select('id').where('user_id', '=', member.userId).executeTakeFirstOrThrow()).id;
    expect(payloadOf(device, deposit)).toMatchObject({ kind: 'depositPassed', alert: 'depositCredited', title: 'Депозит зачислен', body: '1\u00a0250,50 USDT зачислено на ваш счёт', url: `/topUp/${depositId}` });

    await notify(member, { kind: 'contractLiquidated', params: { pair: 'ethusdt', side: 'sell', size: '1', price: '3512.5', pnl: '-50', fee: '1.75', netPnl: '-53.5', coin: 'USDT' }, refType: 'contract', refId: '7' });
    const liquidation = pushesTo(device.path)(await pushService.until((all) => pushesTo(device.path)(all).length === 2))[1];
    if (!liquidation) throw new Error('missing push');
    expect(liquidation.headers.urgency).toBe('high');
    expect(payloadOf(device, liquidation)).toMatchObject({ title: 'Позиция ликвидирована', body: 'ETH/USDT шорт ликвидирована по 3\u00a0512,50 · чистый итог \u221253,50 USDT' });
  });

  it('sends nothing for a kind the member switched off, nor for a message that is not an alert', async () => {
    const member = await signInMember(t);
    const device = await subscribe(member, 'en-US');
    const off = await t.call<PushKinds>({ method: 'PUT', url: '/api/member/push/kinds', headers: member.headers, payload: { positionClosed: false } });
    expect(off.body.data.positionClosed).toBe(false);
    // In one transaction, so one drain claims all three: once the deposit's push is in, the others were decided.
    await notify(member, stopLoss, { kind: 'depositRejected', params: { amount: '5', coin: 'USDT', reason: 'x' }, refType: 'deposit', refId: '1' }, { kind: 'withdrawalPaid', params: { amount: '20', coin: 'USDT', txHash: '0x1' }, refType: 'withdrawal', refId: '3' });
    const pushes = pushesTo(device.path)(await pushService.until((all) => pushesTo(device.path)(all).length >= 1));
    expect(pushes.map((push) => payloadOf(device, push))).toMatchObject([{ kind: 'withdrawalPaid', title: 'Withdrawal paid', body: '20.00 USDT was sent to your address', url: '/withdrawal/3' }]);
    const messages = await t.database.db.selectFrom('messages').select(['kind', 'pushed_at']).where('user_id', '=', member.userId).execute();
    expect(messages.every((row) => row.pushed_at !== null)).toBe(true);
    expect(pushesTo(device.path)(pushService.received)).toHaveLength(1);
  });

  it('forgets a subscription its push service says is gone (410), and keeps the others', async () => {
    const member = await signInMember(t);
    const gone = await subscribe(member, 'en-US');
    const kept = await subscribe(member, 'en-US');
    pushService.answer(gone.path, 410);
    await notify(member, { kind: 'boxPaid', params: { prize: '2', cost: '10', coin: 'USDT' }, refType: 'blindBox', refId: '4' });
    await pushService.until((all) => pushesTo(gone.path)(all).length === 1 && pushesTo(kept.path)(all).length === 1);
    const remaining = async () => (await t.database.db.selectFrom('push_subscriptions').select('endpoint').where('user_id', '=', member.userId).execute()).map((row) => row.endpoint);
    const deadline = Date.now() + 5000;
    while ((await remaining()).length > 1 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await remaining()).toEqual([`${pushService.origin}${kept.path}`]);
    const [paid] = pushesTo(kept.path)(pushService.received);
    if (!paid) throw new Error('missing push');
    expect(payloadOf(kept, paid)).toMatchObject({ title: 'Blind box paid', body: 'Paid 2.00 USDT for a box that cost 10.00 USDT', url: '/blindBox?record=4' });
  });

  it('sends each message once when two drains share the database', async () => {
    const member = await signInMember(t);
    const device = await subscribe(member, 'en-US');
    const errors: unknown[] = [];
    const secondPush = createPushService({ db: t.database.db, clock: systemClock, allowedHosts: ['127.0.0.1'], subject: 'mailto:alerts@halyard.test', onError: (error) => errors.push(error) });
    const stopSecond = createMessagesService({ db: t.database.db, clock: systemClock, afterClaimed: (claimed) => void secondPush.deliver(claimed) }).pushLive();
    try {
      const count = 24;
      for (let batch = 0; batch < count / 3; batch += 1) {
        const fills = [0, 1, 2].map((index) => ({ kind: 'spotFilled', params: { pair: 'btcusdt', side: 'buy', amount: '0.001', price: '88000', coin: 'BTC' }, refType: 'spot', refId: String(batch * 3 + index + 1) }));
        await notify(member, ...fills);
      }
      const pushes = pushesTo(device.path)(await pushService.until((all) => pushesTo(device.path)(all).length >= count));
      const ids = (await t.database.db.selectFrom('messages').select('id').where('user_id', '=', member.userId).orderBy('id').execute()).map((row) => row.id);
      // A last message, pushed after the others were claimed: once it is in, any second push of them would be too.
      await notify(member, { kind: 'withdrawalPaid', params: { amount: '1', coin: 'USDT' }, refType: 'withdrawal', refId: '99' });
      await pushService.until((all) => pushesTo(device.path)(all).length >= count + 1);
      const messageIds = pushesTo(device.path)(pushService.received).map((push) => payloadOf(device, push).messageId);
      expect(pushes.length).toBeGreaterThanOrEqual(count);
      expect(messageIds.slice(0, count).sort((a, b) => a - b)).toEqual(ids);
      expect(messageIds).toHaveLength(count + 1);
      expect(new Set(messageIds).size).toBe(count + 1);
      expect(errors).toEqual([]);
    } finally {
      stopSecond();
    }
  });
});
