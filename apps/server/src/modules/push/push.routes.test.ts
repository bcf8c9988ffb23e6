import type { PushKinds } from '@halyard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { signInMember, type TestMember } from '../../testing/members.js';
import { createPushBrowser } from '../../testing/push-service.js';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-database.js';
import { systemClock } from '../../lib/clock.js';
import { createPushService } from './push.service.js';

const FCM = 'https://fcm.googleapis.com/fcm/send/';

describe.each(testDatabaseKinds())('Web Push subscriptions on %s', (kind) => {
  let database: TestDatabase;
  let t: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    t = await buildTestApp({ database });
  });
  afterAll(async () => {
    await t.close();
    await database.destroy();
  });

  const get = <T>(member: TestMember, url: string) => t.call<T>({ method: 'GET', url, headers: member.headers });
  const send = <T>(member: TestMember, method: 'POST' | 'PUT', url: string, payload: unknown, language = 'en-US') =>
    t.call<T>({ method, url, headers: { ...member.headers, 'accept-language': language }, payload: payload as object });
  const stored = () => t.database.db.selectFrom('push_subscriptions').selectAll().orderBy('id').execute();

  it('answers one VAPID public key, the same after a restart on the same data', async () => {
    const member = await signInMember(t);
    const first = (await get<{ publicKey: string }>(member, '/api/member/push/key')).body.data.publicKey;
    // An uncompressed P-256 point, base64url: what PushManager.subscribe takes as applicationServerKey.
    expect(Buffer.from(first, 'base64url')).toHaveLength(65);
    expect(first).toMatch(/^[A-Za-z0-9_-]+$/);
    await t.close();
    t = await buildTestApp({ database });
    const again = await signInMember(t);
    expect((await get<{ publicKey: string }>(again, '/api/member/push/key')).body.data.publicKey).toBe(first);
  });

  it('keeps one key pair when two processes start for the first time at once', async () => {
    const fresh = await createTestDatabase(kind);
    try {
      const start = () => createPushService({ db: fresh.db, clock: systemClock, allowedHosts: [], subject: 'mailto:alerts@halyard.test' }).publicKey();
      const [one, two] = await Promise.all([start(), start()]);
      expect(one).toBe(two);
      expect(await fresh.db.selectFrom('push_keys').select('public_key').execute()).toEqual([{ public_key: one }]);
    } finally {
      await fresh.destroy();
    }
  });

  it("keeps a browser's subscription in the language it subscribed in, and moves a re-subscribed endpoint to its new member", async () => {
    const member = await signInMember(t);
    const other = await signInMember(t);
    const browser = createPushBrowser(`${FCM}device-a`);
    const subscribed = await send<{ devices: number }>(member, 'POST', '/api/member/push/subscribe', browser.subscription, 'de-DE');
    expect(subscribed.status).toBe(200);
    expect(subscribed.body.data.devices).toBe(1);
    const second = createPushBrowser('https://wns2-par02p.notify.windows.com/w/?token=abc');
    expect((await send<{ devices: number }>(member, 'POST', '/api/member/push/subscribe', second.subscription, 'ja-JP')).body.data.devices).toBe(2);
    expect((await stored()).filter((row) => row.user_id === member.userId).map((row) => [row.endpoint, row.locale, row.p256dh, row.auth])).toEqual([
      [`${FCM}device-a`, 'de_DE', browser.subscription.keys.p256dh, browser.subscription.keys.auth],
      ['https://wns2-par02p.notify.windows.com/w/?token=abc', 'ja_JP', second.subscription.keys.p256dh, second.subscription.keys.auth],
    ]);

    // The same browser signed in as someone else: the endpoint now belongs to them, with fresh keys and language.
    const renewed = createPushBrowser(`${FCM}device-a`);
    expect((await send<{ devices: number }>(other, 'POST', '/api/member/push/subscribe', renewed.subscription, 'fr-FR')).body.data.devices).toBe(1);
    const rows = (await stored()).filter((row) => row.endpoint === `${FCM}device-a`);
    expect(rows.map((row) => [row.user_id, row.locale, row.p256dh])).toEqual([[other.userId, 'fr_FR', renewed.subscription.keys.p256dh]]);
    expect((await send<{ devices: number }>(member, 'POST', '/api/member/push/unsubscribe', { endpoint: 'https://nowhere.example/x' })).body.data.devices).toBe(1);
  });

  it('refuses a subscription that is not JSON of a push subscription, or whose push service is not allowed, and stores nothing', async () => {
    const member = await signInMember(t);
    const before = (await stored()).length;
    const good = createPushBrowser(`${FCM}refused`).subscription;
    const garbled = await t.call({ method: 'POST', url: '/api/member/push/subscribe', headers: { ...member.headers, 'content-type': 'application/json' }, payload: '{"endpoint": ' });
    expect(garbled.status).toBe(400);
    expect(garbled.body.msg).toBe('The request could not be read');
    const noKeys = await send(member, 'POST', '/api/member/push/subscribe', { endpoint: good.endpoint });
    expect(noKeys.status).toBe(400);
    const notUrl = await send(member, 'POST', '/api/member/push/subscribe', { ...good, endpoint: 'not a url' }, 'ru-RU');
    expect(notUrl.status).toBe(400);

    const elsewhere = await send(member, 'POST', '/api/member/push/subscribe', { ...good, endpoint: 'https://attacker.example/collect' });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.msg).toBe("This browser's push service is not accepted: notifications go only through the major browsers' push services");
    const lookalike = await send(member, 'POST', '/api/member/push/subscribe', { ...good, endpoint: 'https://fcm.googleapis.com.attacker.example/x' }, 'de-DE');
    expect(lookalike.body.msg).toBe('Der Push-Dienst dieses Browsers wird nicht akzeptiert: Benachrichtigungen gehen nur über die Push-Dienste der großen Browser');
    const plain = await send(member, 'POST', '/api/member/push/subscribe', { ...good, endpoint: 'http://fcm.googleapis.com/fcm/send/x' });
    expect(plain.status).toBe(400);
    expect(plain.body.msg).toBe('This push service is not secure: notifications go only over https');
    const loopbackNotListed = await send(member, 'POST', '/api/member/push/subscribe', { ...good, endpoint: 'http://127.0.0.1:9/push' });
    expect(loopbackNotListed.status).toBe(400);
    const badKeys = await send(member, 'POST', '/api/member/push/subscribe', { ...good, keys: { p256dh: 'AAAA', auth: good.keys.auth } }, 'es-ES');
    expect(badKeys.status).toBe(400);
    expect(badKeys.body.msg).toBe('Las claves de la suscripción push de este navegador no son válidas');
    expect((await stored()).length).toBe(before);
  });

  it("forgets only the member's own subscription", async () => {
    const member = await signInMember(t);
    const other = await signInMember(t);
    const browser = createPushBrowser(`${FCM}mine`);
    await send(member, 'POST', '/api/member/push/subscribe', browser.subscription);
    const theirs = await send<{ devices: number }>(other, 'POST', '/api/member/push/unsubscribe', { endpoint: browser.subscription.endpoint });
    expect(theirs.status).toBe(200);
    expect(theirs.body.data.devices).toBe(0);
    expect((await stored()).filter((row) => row.endpoint === browser.subscription.endpoint).map((row) => row.user_id)).toEqual([member.userId]);
    expect((await send<{ devices: number }>(member, 'POST', '/api/member/push/unsubscribe', { endpoint: browser.subscription.endpoint })).body.data.devices).toBe(0);
    expect((await stored()).filter((row) => row.endpoint === browser.subscription.endpoint)).toEqual([]);
  });

  it('switches Web Push per alert kind, every kind on until switched off', async () => {
    const member = await signInMember(t);
    const other = await signInMember(t);
    const allOn: PushKinds = { positionClosed: true, orderFilled: true, optionSettled: true, boxPaid: true, depositCredited: true, withdrawalPaid: true, marginWarning: true };
    expect((await get<PushKinds>(member, '/api/member/push/kinds')).body.data).toEqual(allOn);
    const changed = await send<PushKinds>(member, 'PUT', '/api/member/push/kinds', { orderFilled: false, boxPaid: false });
    expect(changed.body.data).toEqual({ ...allOn, orderFilled: false, boxPaid: false });
    expect((await send<PushKinds>(member, 'PUT', '/api/member/push/kinds', { boxPaid: true })).body.data).toEqual({ ...allOn, orderFilled: false });
    expect((await get<PushKinds>(member, '/api/member/push/kinds')).body.data).toEqual({ ...allOn, orderFilled: false });
    expect((await get<PushKinds>(other, '/api/member/push/kinds')).body.data).toEqual(allOn);
    const wrong = await send(member, 'PUT', '/api/member/push/kinds', { orderFilled: 'no' });
    expect(wrong.status).toBe(400);
    expect((await get<PushKinds>(member, '/api/member/push/kinds')).body.data).toEqual({ ...allOn, orderFilled: false });
  });

  it('asks a signed-out caller to sign in', async () => {
    const subscription = createPushBrowser(`${FCM}anonymous`).subscription;
    const calls = [
      { method: 'GET' as const, url: '/api/member/push/key' },
      { method: 'POST' as const, url: '/api/member/push/subscribe', payload: subscription },
      { method: 'POST' as const, url: '/api/member/push/unsubscribe', payload: { endpoint: subscription.endpoint } },
      { method: 'GET' as const, url: '/api/member/push/kinds' },
      { method: 'PUT' as const, url: '/api/member/push/kinds', payload: { boxPaid: false } },
    ];
    for (const call of calls) expect((await t.call(call)).status).toBe(401);
    expect((await stored()).filter((row) => row.endpoint === subscription.endpoint)).toEqual([]);
  });
});
