import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildTestApp, type TestApp } from './testing/build-test-app.js';

interface LogLine {
  level: number;
  msg: string;
  err?: { stack?: string };
}

/** The real app listening on loopback, its log captured line by line. */
async function listeningApp(env: Record<string, string> = {}) {
  const lines: LogLine[] = [];
  const t = await buildTestApp({
    env,
    logger: { level: 'warn', stream: { write: (line: string) => lines.push(JSON.parse(line) as LogLine) } },
  });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { t, lines, port: Number(new URL(address).port), address };
}

/** Writes raw bytes and waits for the server to close the connection. */
function rawRequest(port: number, bytes: string): Promise<string> {
  return new Promise((resolve) => {
    let answer = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
  });
}

describe('what clients do wrong is logged as theirs', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  for (const hops of ['0', '1']) {
    it(`answers a request with stray bytes after its headers without an error in the log (proxy hops ${hops})`, async () => {
      const app = await listeningApp({ TRUST_PROXY_HOPS: hops });
      t = app.t;
      for (let round = 0; round < 5; round += 1) {
        const answer = await rawRequest(app.port, 'GET /api/member/app/getInfo HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer a.b.c\r\n\r\nGARBAGE\r\n\r\n');
        expect(answer).toMatch(/^HTTP\/1\.1 400/);
      }
      // The hooks still running for the first request finish after the client is gone.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(app.lines.filter((line) => line.level >= 50)).toEqual([]);
    });
  }

  it('still answers a refused POST over a real socket with its envelope (a read body is no gone client)', async () => {
    const app = await listeningApp();
    t = app.t;
    const response = await fetch(`${app.address}/api/member/transferRecord/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'halyard.test' },
      body: JSON.stringify({ coin: 'USDT', amount: '1', from: 'fund', to: 'options' }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 401 });
  });

  it('logs an oversized socket frame once, below error level and without a stack', async () => {
    const app = await listeningApp();
    t = app.t;
    const socket = new WebSocket(`${app.address.replace('http', 'ws')}/ws`);
    await new Promise((resolve) => socket.once('open', resolve));
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    socket.send('x'.repeat(64 * 1024));
    expect(await closed).toBe(1009);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(app.lines.filter((line) => line.level >= 40)).toEqual([]);
  });
});
