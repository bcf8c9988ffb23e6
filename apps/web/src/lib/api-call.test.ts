import { routes, type RouteRef } from '@halyard/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, configureApiClient } from './api-client';

const fetchMock = vi.fn<typeof fetch>();

function answer(data: unknown): Response {
  return new Response(JSON.stringify({ code: 200, msg: 'ok', data }), { status: 200 });
}

describe('call: a route of the shared table', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    fetchMock.mockImplementation(() => Promise.resolve(answer({ id: 7, status: 'pending' })));
    configureApiClient({ getToken: () => 'jwt', getLanguageTag: () => 'en-US', report: () => undefined });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("sends the route's method and path, the body as JSON, and resolves the answer's data", async () => {
    const body = { pair: 'btcusdt', side: 'buy', priceType: 'market', amount: '0.01' } as const;
    await expect(call(routes.spot.place, { body })).resolves.toEqual({ id: 7, status: 'pending' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/member/spotOrder/add');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual(body);
  });

  it('fills the path from params and puts the query in the address', async () => {
    await call(routes.spot.byId, { params: { id: 42 } });
    await call(routes.spot.cancel, { query: { id: 9 } });
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${String(url)}`)).toEqual(['GET /api/member/spotOrder/42', 'PUT /api/member/spotOrder/cancel?id=9']);
  });

  it('sends a form route as a form', async () => {
    const formRoute = { method: 'POST', path: '/member/example/:kind', bodyKind: 'form' } as RouteRef;
    await call(formRoute, { params: { kind: 'a b' }, body: { amount: '1.5' } } as never);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/member/example/a%20b');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(String(init?.body)).toBe('amount=1.5');
  });
});
