// The deposit limit as the server refuses it in German and as the web's own check states it: the same figure.
import { formatQuantity, type MoneyConfig } from '@halyard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webDe from '../../../web/src/locales/de_DE.json' with { type: 'json' };
import { systemClock } from '../lib/clock.js';
import { buildTestApp, type TestApp } from '../testing/build-test-app.js';
import { randomTxHash, signInMember, type TestMember } from '../testing/members.js';
import { ScriptedFeed } from '../testing/scripted-feed.js';
import { testDatabaseKinds } from '../testing/test-database.js';

/** BTC held at 4.32 USDT: the 10,000,000 USDT maximum is 2,314,814.81481481 BTC, grouped in any language. */
const BTC_PRICE = '4.32';

describe.each(testDatabaseKinds())('a limit in the member language, on %s', (database) => {
  const feed = new ScriptedFeed(systemClock, '1');
  feed.setPrice('btcusdt', BTC_PRICE, 0);
  let t: TestApp;
  let member: TestMember;

  beforeAll(async () => {
    t = await buildTestApp({ database, marketFeed: feed });
    member = await signInMember(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('states the deposit maximum as 2.314.814,81481481 BTC in German, as the web does', async () => {
    const config = await t.call<MoneyConfig>({ method: 'GET', url: '/api/member/config/listH5', headers: member.headers });
    const btc = config.body.data.deposit.find((channel) => channel.coin === 'BTC');
    if (!btc) throw new Error('no BTC deposit channel');
    const figure = formatQuantity(btc.maxAmount, btc.decimals, { locale: 'de_DE' });
    expect(figure).toBe('2.314.814,81481481');
    const answer = await t.call({
      method: 'POST',
      url: '/api/member/rechargeRecord/add',
      headers: { ...member.headers, 'accept-language': 'de-DE,de;q=0.9' },
      payload: { coin: 'BTC', chain: 'BTC', amount: '100000000', txHash: randomTxHash().slice(2) },
    });
    // The web's own text of the same limit (features/assets/api/create-deposit.ts), filled as the web fills it.
    const client = webDe.assets.deposit.aboveMaximum.replace('{{max}}', figure).replace('{{coin}}', 'BTC');
    expect([answer.status, answer.body.msg]).toEqual([422, `Die Einzahlung darf nicht mehr als ${figure} BTC betragen`]);
    expect(answer.body.msg).toBe(client);
  });
});
