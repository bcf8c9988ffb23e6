import type { Balances } from '@halyard/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { fundMember, signInMember, type TestMember } from '../../testing/members.js';
import { connectSocket } from '../../testing/socket-client.js';
import { createTestWallet } from '../../testing/test-wallet.js';

describe('live balances on the socket', () => {
  const operatorWallet = createTestWallet();
  let t: TestApp;
  let url: string;
  let operator: TestMember;

  beforeAll(async () => {
    t = await buildTestApp({ env: { ADMIN_ADDRESSES: operatorWallet.address } });
    url = `${(await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}/ws`;
    operator = await signInMember(t, { wallet: operatorWallet });
  });
  afterAll(async () => {
    await t.close();
  });

  it("pushes a member's new balances to that member's sockets only, after each change", async () => {
    const member = await signInMember(t);
    const other = await signInMember(t);
    const mine = await connectSocket(url);
    const theirs = await connectSocket(url);
    for (const [client, who] of [[mine, member], [theirs, other]] as const) {
      client.send({ auth: who.token, id: 'a' });
      await client.next((frame) => frame.id === 'a' && frame.status === 'ok');
      client.send({ sub: 'user.balance', id: 's' });
      await client.next((frame) => frame.id === 's' && frame.status === 'ok');
    }

    await fundMember(t, operator, member, '80');
    const afterDeposit = (await mine.next((frame) => frame.ch === 'user.balance')).data as Balances;
    expect(afterDeposit.accounts[0]).toEqual({ account: 'fund', coin: 'USDT', available: '80', frozen: '0' });

    await t.call({ method: 'POST', url: '/api/member/transferRecord/add', headers: member.headers, payload: { coin: 'USDT', amount: '30', from: 'fund', to: 'options' } });
    const afterTransfer = (await mine.next((frame) => frame.ch === 'user.balance')).data as Balances;
    expect(afterTransfer.accounts.slice(0, 2).map((row) => row.available)).toEqual(['50', '30']);
    expect(afterTransfer.totalUsdt).toBe('80');

    // The other member's own change comes to their socket after anything pushed there before it:
    // once it is in, their socket has heard of no one else's balances.
    await fundMember(t, operator, other, '10');
    const own = (await theirs.next((frame) => frame.ch === 'user.balance')).data as Balances;
    expect(own.accounts[0]).toEqual({ account: 'fund', coin: 'USDT', available: '10', frozen: '0' });
    expect(theirs.frames.filter((frame) => frame.ch === 'user.balance')).toEqual([]);
    mine.socket.close();
    theirs.socket.close();
  });
});
