import { randomBytes } from 'node:crypto';
import { OPTION_PERIODS } from '@halyard/shared';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDoorClient, mustSend, signInThroughDoor, type DoorClient } from './testing/door-client.js';
import { currentSchema, engineHolderPid, roleHolderPid } from './testing/engine-holder.js';
import { nginxAvailable, startFrontDoor, type FrontDoor } from './testing/front-door.js';
import { auditAcknowledged, contractsNotOnce, dueJobsNotDone, ledgerProblems, notClosed, unsettledOrTwice } from './testing/load-audit.js';
import { randomTxHash } from './testing/members.js';
import { MixedLoad, type LoadMember } from './testing/mixed-load.js';
import { startServerProcess, type ServerProcess } from './testing/server-process.js';
import { startSocketCrowd, type SocketCrowd } from './testing/socket-crowd.js';
import { createTestDatabase, type TestDatabase } from './testing/test-database.js';
import { createTestWallet } from './testing/test-wallet.js';
import { seedDatabase } from './seed/seed.js';

const MEMBERS = 20;
const SOCKETS = 1000;
const LOAD_MS = 22_000;
const OPTION_PERIOD = 10;
const PAIR = 'ethusdt';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The crash test: three server processes behind the repo's nginx under a mixed load
 * (transfers, contract orders, options, a thousand sockets); kill -9 of the engine holder, then of
 * another process (the market role's holder when that is another), then every database connection
 * of this installation cut by PostgreSQL. Each role is taken over within 5 s. After
 * it, every acknowledged request is in the database once, every due settlement ran once, the
 * books balance, and every socket is back and subscribed. Loopback only; bounded in count and time;
 * everything it starts is stopped by its process id.
 */
describe.each(process.env.DATABASE_URL_TEST && process.env.REDIS_URL_TEST && nginxAvailable() ? ['postgres' as const] : [])('a crash under mixed load on %s, Redis and nginx', (kind) => {
  let database: TestDatabase | undefined;
  const processes: ServerProcess[] = [];
  const pending: Array<Promise<unknown>> = [];
  const clients: DoorClient[] = [];
  let frontDoor: FrontDoor | undefined;
  let crowd: SocketCrowd | undefined;
  let load: MixedLoad | undefined;

  afterAll(async () => {
    load?.stop();
    await Promise.allSettled(pending);
    await crowd?.stop();
    await frontDoor?.stop();
    await Promise.allSettled(processes.map((server) => server.stop('SIGKILL')));
    for (const client of clients) client.close();
    await database?.destroy();
  }, 30_000);

  it('loses no acknowledged request, doubles none, settles each option once and brings every socket back', async () => {
    database = await createTestDatabase(kind);
    const { db } = database;
    const schema = await currentSchema(db);
    await seedDatabase(db);
    // Each process's connections carry a name of its own (the engine lock's carries its pid), so only they are cut.
    const tag = `halyard-crash-${randomBytes(4).toString('hex')}`;
    const names = new Map<ServerProcess, string>();
    // Taken when a start begins: two replacements starting at once must not share a name (the cut ends connections by name).
    let startsBegun = 0;
    const operatorWallet = createTestWallet();
    const env = {
      REDIS_URL: process.env.REDIS_URL_TEST ?? '',
      TRUST_PROXY_HOPS: '1',
      PUBLIC_ORIGINS: 'http://halyard.test',
      ADMIN_ADDRESSES: operatorWallet.address,
      API_RATE_LIMIT: '100000',
      SOCKET_LIMIT_PER_CLIENT: String(SOCKETS * 2),
    };
    const start = async (port?: number) => {
      const name = `${tag}-${startsBegun}`;
      startsBegun += 1;
      const connection = new URL(database?.connectionString ?? '');
      connection.searchParams.set('options', `${connection.searchParams.get('options') ?? ''} -c application_name=${name}`);
      const server = await startServerProcess(connection.toString(), env, { port, startTimeoutMs: 150_000 });
      names.set(server, name);
      processes.push(server);
      return server;
    };
    await Promise.all([start(), start(), start()]);
    frontDoor = await startFrontDoor(processes.map((server) => server.port));
    const door = frontDoor.door;

    // The operator adds a 10 s option period, so options bought under load settle during it.
    const operatorClient = createDoorClient(door, '127.77.1.1');
    clients.push(operatorClient);
    const operator = await signInThroughDoor(operatorClient, operatorWallet);
    await mustSend(operatorClient, 'PUT', '/api/admin/terms/options', {
      token: operator.token,
      body: { periods: [{ period: OPTION_PERIOD, profitRate: '0.05' }, ...OPTION_PERIODS], feeRate: '0.001', minAmount: '10' },
    });

    // Members sign in with SIWE through the door, each from an address of its own, and deposit real money the operator passes.
    const members: LoadMember[] = await Promise.all(
      Array.from({ length: MEMBERS }, async (_, index) => {
        const client = createDoorClient(door, `127.77.0.${index + 1}`);
        clients.push(client);
        const { address, token } = await signInThroughDoor(client);
        const deposit = await mustSend<{ id: number }>(client, 'POST', '/api/member/rechargeRecord/add', { token, body: { coin: 'USDT', chain: 'ERC20', amount: '10000', txHash: randomTxHash() } });
        await mustSend(operatorClient, 'POST', `/api/admin/deposits/${deposit.id}/approve`, { token: operator.token });
        const user = await db.selectFrom('users').select('id').where('address', '=', address.toLowerCase()).executeTakeFirstOrThrow();
        return { index, client, token, userId: user.id };
      }),
    );
    const userIds = members.map((member) => member.userId);
    load = new MixedLoad({ pair: PAIR, optionPeriod: OPTION_PERIOD });
    const trading = load;
    await Promise.all(members.map((member) => trading.post(member, 'transfer', { coin: 'USDT', amount: '500', from: 'fund', to: 'options' })));
    // Every process reads the new terms (each keeps them up to 2 s).
    await expect
      .poll(async () => {
        const reads = await Promise.all(processes.map((server) => fetch(`${server.baseUrl}/api/member/financeConfig/listH5`).then((response) => response.json() as Promise<{ data: { options: { periods: Array<{ period: number }> } } }>)));
        return reads.every((read) => read.data.options.periods.some((row) => row.period === OPTION_PERIOD));
      }, { timeout: 10_000, interval: 250 })
      .toBe(true);

    // A thousand sockets on a market channel; two per member also signed in on their balance channel.
    const sockets = await startSocketCrowd(`ws://${door}/ws`, SOCKETS, `market.${PAIR}.kline.1min`, members.flatMap((member) => [member.token, member.token]));
    crowd = sockets;
    await expect.poll(() => sockets.subscribed(), { timeout: 20_000, interval: 200 }).toBe(SOCKETS);

    const startedAt = Date.now();
    const at = (ms: number) => pause(Math.max(0, startedAt + ms - Date.now()));
    // The load runs until a few seconds after the last cut (at least LOAD_MS), so every kill lands in it.
    const running = trading.run(members, 120_000);
    pending.push(running);
    /** A replacement on the dead process's port, as a cluster's primary starts one. */
    const replace = (victim: ServerProcess) => {
      const started = (async () => {
        await victim.stop();
        const fresh = await start(victim.port);
        return fresh;
      })();
      pending.push(started);
      return started;
    };
    const holderPid = () => engineHolderPid(db, schema);
    /** Another process than `killed` holds the market role. */
    const marketMovedFrom = async (killed: number) => {
      const pid = await roleHolderPid(db, schema, 'market');
      return pid !== undefined && pid !== killed;
    };
    const victimOf = (pid: number | undefined) => processes.find((server) => server.pid === pid);

    // 1. kill -9 of the engine holder: another process takes the engine within 5 s.
    await at(5000);
    const holder = await holderPid();
    const first = victimOf(holder);
    if (!first || holder === undefined) throw new Error(`no process of this test holds the engine (${holder})`);
    process.kill(first.pid, 'SIGKILL');
    const killedAt = Date.now();
    await expect.poll(async () => ((await holderPid()) ?? holder) !== holder, { timeout: 5000, interval: 25 }).toBe(true);
    const takeoverMs = Date.now() - killedAt;
    await expect.poll(() => marketMovedFrom(first.pid), { timeout: 5000, interval: 25 }).toBe(true);
    const firstReplacement = replace(first);

    // 2. kill -9 of another process that is not the engine holder: the market role's holder when it is another.
    await at(10_000);
    const engineNow = await holderPid();
    const marketNow = await roleHolderPid(db, schema, 'market');
    const others = processes.filter((server) => server !== first && server.pid !== engineNow);
    const second = others.find((server) => server.pid === marketNow) ?? others[0];
    if (!second) throw new Error('no second process to kill');
    process.kill(second.pid, 'SIGKILL');
    const marketKilledAt = Date.now();
    await expect.poll(() => marketMovedFrom(second.pid), { timeout: 5000, interval: 25 }).toBe(true);
    const marketTakeoverMs = Date.now() - marketKilledAt;
    const secondReplacement = replace(second);

    // 3. PostgreSQL ends every connection of the processes serving (a replacement still starting is not the case under test).
    await at(15_000);
    const serving = processes.filter((server) => server !== first && server !== second);
    const connectionNames = serving.flatMap((server) => [names.get(server) ?? '', `halyard-engine-${server.pid}`, `halyard-market-${server.pid}`]);
    const cut = await sql<{ pid: number }>`
      select pg_terminate_backend(pid) as ended, pid from pg_stat_activity
      where pid <> pg_backend_pid() and application_name in (${sql.join(connectionNames)})
    `.execute(db);
    const lastKillAt = Date.now();
    const logs = () => processes.map((server) => `${server.pid}: ${server.output().slice(0, 1500)}`).join('\n');
    await expect.poll(async () => (await holderPid()) !== undefined, { timeout: 15_000, interval: 25 }).toBe(true).catch((error: unknown) => {
      throw new Error(`no engine after the cut: ${String(error)}\n${logs()}`);
    });
    const retakeMs = Date.now() - lastKillAt;

    await at(Math.max(LOAD_MS, Date.now() - startedAt + 5000));
    trading.stop();
    await running;
    const loadMs = Date.now() - startedAt;
    await Promise.all([firstReplacement, secondReplacement]);
    const live = processes.filter((server) => server !== first && server !== second);
    expect(live).toHaveLength(3);
    expect(new Set(await Promise.all(live.map((server) => server.role())))).toEqual(new Set(['engine', 'standby']));

    // Settlements: every option has closed and settled, once; every due job ran, once.
    const lastClose = await db.selectFrom('option_orders').select((eb) => eb.fn.max('close_second').as('last')).executeTakeFirstOrThrow();
    const closeBy = (Number(lastClose.last) + 1) * 1000;
    await expect.poll(() => Date.now() > closeBy, { timeout: OPTION_PERIOD * 1000 + 5000, interval: 200 }).toBe(true);
    // Every option, the last second's too (its settlement follows that second's index, a moment after it).
    await expect.poll(() => unsettledOrTwice(db, userIds, Number(lastClose.last) + 1), { timeout: 15_000, interval: 250 }).toEqual([]);
    expect(await db.selectFrom('option_orders').select('id').where('status', '<>', 'settled').execute()).toEqual([]);
    await expect.poll(() => dueJobsNotDone(db, new Date(Date.now() - 2000)), { timeout: 10_000, interval: 250 }).toEqual([]);

    // Every socket is back and subscribed again, then hears a push after the last cut; signed-in ones on their own
    // channel too (one last transfer each moves every member's balance).
    await expect.poll(() => sockets.subscribed(), { timeout: 20_000, interval: 250 }).toBe(SOCKETS);
    await Promise.all(members.map((member) => trading.post(member, 'transfer', { coin: 'USDT', amount: '1', from: 'options', to: 'fund' })));
    const unheard = () => sockets.clients.filter((client) => client.lastPushAt <= lastKillAt || (client.token !== null && client.lastUserPushAt <= lastKillAt));
    await expect
      .poll(() => unheard().length, { timeout: 20_000, interval: 250 })
      .toBe(0)
      .catch((error: unknown) => {
        const details = unheard().slice(0, 5).map(({ socket, ...client }) => ({ ...client, token: client.token !== null, state: socket?.readyState, lastKillAt }));
        throw new Error(`${String(error)}: ${JSON.stringify(details)}`);
      });
    expect(sockets.subscribed()).toBe(SOCKETS);
    const reconnected = sockets.clients.filter((client) => client.connects > 1).length;

    // What the members were told is what the database holds: once each, under its own key.
    const audit = await auditAcknowledged(db, userIds, trading.acknowledged);
    const options = trading.acknowledged.filter((row) => row.kind === 'option').length;
    const summary = {
      requests: trading.requests,
      attempts: trading.attempts,
      retried: trading.retried,
      acknowledged: trading.acknowledged.length,
      refused: trading.refused.length,
      positionsClosed: trading.closed.length,
      lost: audit.lost.length,
      duplicates: audit.duplicates.length,
      takeoverMs,
      marketTakeoverMs,
      retakeAfterCutMs: retakeMs,
      connectionsCut: cut.rows.length,
      sockets: SOCKETS,
      socketsReconnected: reconnected,
      optionsSettled: options,
      loadMs,
    };
    console.warn(`crash under mixed load: ${JSON.stringify(summary)}`);
    // A 500 comes with each server's own account of it (the error handler logs every unexpected error).
    const unexpected = processes.flatMap((server) => server.output().split('\n').filter((line) => line.includes('unexpected error')));
    expect(trading.serverErrors, unexpected.join('\n').slice(0, 8000)).toEqual([]);
    expect(trading.unresolved).toEqual([]);
    expect(audit.lost).toEqual([]);
    expect(audit.duplicates).toEqual([]);
    expect(audit.keyMismatches).toEqual([]);
    expect(audit.keys).toBe(trading.acknowledged.length);
    expect(await contractsNotOnce(db, userIds)).toEqual([]);
    expect(await notClosed(db, trading.closed)).toEqual([]);
    expect(await ledgerProblems(db)).toEqual([]);
    expect(takeoverMs).toBeLessThan(5000);
    expect(marketTakeoverMs).toBeLessThan(5000);
    expect(await roleHolderPid(db, schema, 'market')).toBeDefined();
    expect(cut.rows.length).toBeGreaterThan(0);
    // The load was real: each kind acknowledged many times, most requests acknowledged.
    for (const kindOf of ['transfer', 'contract', 'option'] as const) expect(trading.acknowledged.filter((row) => row.kind === kindOf).length).toBeGreaterThan(10);
    expect(trading.refused.length, trading.refused.slice(0, 5).join('; ')).toBeLessThan(trading.requests / 20);
  }, 300_000);
});
