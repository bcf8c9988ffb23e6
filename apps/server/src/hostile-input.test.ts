import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_HOST, type TestApp } from './testing/build-test-app.js';
import { signInMember, type TestMember } from './testing/members.js';
import { testDatabaseKinds } from './testing/test-database.js';
import { createTestWallet } from './testing/test-wallet.js';

interface Operation {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  query: string[];
  headers: string[];
  body: string[] | null;
}

/** What an attacker types first: out-of-range numbers, wrong types, injections, oversized text. */
const HOSTILE: unknown[] = [
  '2147483648', '99999999999', '1e10', '-1', '0', '1.5', '', ' ', 'abc', 'NaN', 'Infinity', '1e309',
  '999999999999999999.999999999999999999', '0x', "' OR 1=1 --", '../../etc/passwd', '%00', '\u0000', '💥',
  'x'.repeat(5000), -1, 0, Number.POSITIVE_INFINITY, 2 ** 53, 1.5, true, null, [], {}, ['a'], { $gt: '' },
];

/** Every operation the server publishes, read from its own OpenAPI document. */
async function operationsOf(t: TestApp): Promise<Operation[]> {
  const doc = (await t.app.inject({ url: '/api/docs/json', headers: { host: TEST_HOST } })).json<{
    paths: Record<string, Record<string, { parameters?: Array<{ in: string; name: string }>; requestBody?: { content: Record<string, { schema?: { properties?: object } }> } }>>;
  }>();
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      const schema = operation.requestBody?.content['application/json']?.schema;
      return {
        method: method as Operation['method'],
        path,
        query: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        headers: parameters.filter((p) => p.in === 'header').map((p) => p.name),
        body: operation.requestBody ? Object.keys(schema?.properties ?? {}) : null,
      };
    }),
  );
}

function requestOf(operation: Operation, value: unknown, auth: Record<string, string>): InjectOptions {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  const url = operation.path.replace(/\{(\w+)\}/g, () => encodeURIComponent(text));
  const query = Object.fromEntries(operation.query.map((name) => [name, text]));
  const headers: Record<string, string> = { ...auth, 'accept-language': text.slice(0, 200) };
  for (const name of operation.headers) headers[name] = text.replace(/[^\x20-\x7e]/g, '?').slice(0, 1000);
  const body = operation.body && Object.fromEntries(operation.body.map((name) => [name, value]));
  return { method: operation.method.toUpperCase() as InjectOptions['method'], url, query, headers, ...(body ? { payload: body } : {}) };
}

describe.each(testDatabaseKinds())('no input a client can send yields a 500, on %s', (database) => {
  const operatorWallet = createTestWallet();
  let t: TestApp;
  let operations: Operation[];
  /**
   * Every hostile value goes where requests reach code: signed out (routing, parsing, the public routes)
   * and as the operator (past every guard, member and admin routes alike). A forged token and a plain
   * member stop at a guard on the routes that differ for them, so one value per route checks them.
   */
  const callers: Record<string, { auth: Record<string, string>; values: unknown[] }> = {};

  beforeAll(async () => {
    t = await buildTestApp({ database, env: { ADMIN_ADDRESSES: operatorWallet.address }, rateLimits: { global: 10_000_000, login: 10_000_000 } });
    operations = (await operationsOf(t)).filter((operation) => operation.path !== '/api/member/app/loginOut');
    const operator: TestMember = await signInMember(t, { wallet: operatorWallet });
    callers['signed out'] = { auth: {}, values: HOSTILE };
    callers['a forged token'] = { auth: { authorization: 'Bearer eyJhbGciOiJub25lIn0.e30.' }, values: HOSTILE.slice(0, 1) };
    callers.member = { auth: (await signInMember(t)).headers, values: HOSTILE.slice(0, 1) };
    callers.operator = { auth: operator.headers, values: HOSTILE };
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers every published route, with every hostile value in every field, below 500', async () => {
    expect(operations.length).toBeGreaterThan(25);
    const failures: string[] = [];
    for (const [who, { auth, values }] of Object.entries(callers)) {
      for (const operation of operations) {
        for (const value of values) {
          const request = requestOf(operation, value, auth);
          const response = await t.app.inject({ ...request, headers: { host: TEST_HOST, ...request.headers } });
          if (response.statusCode >= 500) failures.push(`${who} ${operation.method} ${operation.path} ${JSON.stringify(value).slice(0, 40)}: ${response.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers random bodies and raw payloads below 500', async () => {
    const withBody = operations.filter((operation) => operation.body !== null);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...withBody),
        fc.oneof(fc.anything(), fc.dictionary(fc.string(), fc.anything())),
        fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
        async (operation, body, contentType) => {
          const json = JSON.stringify(body) ?? 'null';
          const payload = contentType === 'application/json' || typeof body === 'object' ? json : String(body);
          const response = await t.app.inject({
            method: operation.method.toUpperCase() as InjectOptions['method'],
            url: operation.path.replace('{id}', '1'),
            headers: { host: TEST_HOST, 'content-type': contentType, ...callers.member?.auth },
            payload,
          });
          expect(response.statusCode, `${operation.path} ${payload.slice(0, 80)}`).toBeLessThan(500);
        },
      ),
      { numRuns: database === 'pglite' ? 300 : 100 },
    );
  }, 120_000);
});
