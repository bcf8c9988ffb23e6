import { FAVOURITES_MAX, MARKET_PAIRS, type Favourites } from '@halyard/shared';
import deDE from '@halyard/shared/messages/de_DE.json' with { type: 'json' };
import enUS from '@halyard/shared/messages/en_US.json' with { type: 'json' };
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { signInMember, type TestMember } from '../../testing/members.js';
import { testDatabaseKinds } from '../../testing/test-database.js';

describe.each(testDatabaseKinds())("a member's favourite pairs on %s", (database) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ database });
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (member: TestMember, method: 'GET' | 'PUT' | 'DELETE', pair?: string, headers: Record<string, string> = {}) =>
    t.call<Favourites>({ method, url: pair === undefined ? '/api/member/favourites' : `/api/member/favourites/${pair}`, headers: { ...member.headers, ...headers } });
  const pairsOf = async (member: TestMember) => (await call(member, 'GET')).body.data.pairs;

  it('keeps the pairs a member stars in the order starred, once each, and only for that member', async () => {
    const member = await signInMember(t);
    expect(await pairsOf(member)).toEqual([]);
    await call(member, 'PUT', 'ethusdt');
    await call(member, 'PUT', 'BTCUSDT');
    const again = await call(member, 'PUT', 'ethusdt');
    expect([again.status, again.body.data.pairs]).toEqual([200, ['ethusdt', 'btcusdt']]);
    expect(await pairsOf(member)).toEqual(['ethusdt', 'btcusdt']);

    const other = await signInMember(t);
    expect(await pairsOf(other)).toEqual([]);
    // Another member unstarring the same pair touches only their own list.
    expect((await call(other, 'DELETE', 'ethusdt')).body.data.pairs).toEqual([]);
    expect(await pairsOf(member)).toEqual(['ethusdt', 'btcusdt']);

    const removed = await call(member, 'DELETE', 'ethusdt');
    expect([removed.status, removed.body.data.pairs]).toEqual([200, ['btcusdt']]);
  });

  it('refuses a pair that is not quoted with a translated message, changing nothing', async () => {
    const member = await signInMember(t);
    await call(member, 'PUT', 'btcusdt');
    const unknown = await call(member, 'PUT', 'nopeusdt');
    expect([unknown.status, unknown.body.msg]).toEqual([400, enUS.favouritePairUnknown]);
    const german = await call(member, 'PUT', 'nopeusdt', { 'accept-language': 'de-DE' });
    expect([german.status, german.body.msg]).toEqual([400, deDE.favouritePairUnknown]);
    expect((await call(member, 'DELETE', 'nopeusdt')).status).toBe(400);
    expect(await pairsOf(member)).toEqual(['btcusdt']);
  });

  it('asks for a sign-in', async () => {
    const response = await t.call({ method: 'GET', url: '/api/member/favourites' });
    expect(response.status).toBe(401);
  });

  it(`holds every quoted pair (the most is ${FAVOURITES_MAX})`, async () => {
    const member = await signInMember(t);
    for (const pair of MARKET_PAIRS) await call(member, 'PUT', pair);
    expect(await pairsOf(member)).toEqual([...MARKET_PAIRS]);
    expect(MARKET_PAIRS.length).toBeLessThanOrEqual(FAVOURITES_MAX);
  });
});
