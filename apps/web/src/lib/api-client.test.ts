import { REQUEST_TIMEOUT_MS } from '@halyard/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, configureApiClient, type ApiReporter } from './api-client';

const fetchMock = vi.fn<typeof fetch>();
const report = vi.fn<ApiReporter>();

function answer(body: unknown, status = 200): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error('expected an ApiError');
  return error;
}

describe('apiRequest', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    report.mockReset();
    configureApiClient({ getToken: () => 'jwt', getLanguageTag: () => 'de-DE', report });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('sends bearer token and Accept-Language to /api and resolves data of code 200', async () => {
    fetchMock.mockResolvedValue(answer({ code: 200, msg: 'ok', data: { token: 't' } }));
    await expect(apiRequest({ path: '/member/app/nonce', query: { address: '0xa' } })).resolves.toEqual({ token: 't' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/member/app/nonce?address=0xa');
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer jwt');
    expect(headers.get('Accept-Language')).toBe('de-DE');
    expect(report).not.toHaveBeenCalled();
  });

  it('sends a request\'s own headers, such as the Idempotency-Key of a money move', async () => {
    fetchMock.mockResolvedValue(answer({ code: 200, msg: 'ok', data: null }));
    await apiRequest({ method: 'POST', path: '/member/transferRecord/add', json: {}, headers: { 'Idempotency-Key': 'k-1' } });
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers);
    expect(headers.get('Idempotency-Key')).toBe('k-1');
    expect(headers.get('Authorization')).toBe('Bearer jwt');
  });

  it('reports 401 as unauthorized and rejects', async () => {
    fetchMock.mockResolvedValue(answer({ code: 401, msg: 'Please log in', data: null }, 401));
    const error = await failure(apiRequest({ path: '/member/app/getInfo' }));
    expect(error.kind).toBe('unauthorized');
    expect(report).toHaveBeenCalledWith(error);
  });

  it.each([500, 901])('reports code %i as a server error with its msg and rejects', async (code) => {
    fetchMock.mockResolvedValue(answer({ code, msg: 'Insufficient balance', data: null }, code === 901 ? 422 : 500));
    const error = await failure(apiRequest({ path: '/member/optionsRecord/add', method: 'POST', json: {} }));
    expect(error).toMatchObject({ kind: 'server', code, message: 'Insufficient balance' });
    expect(report).toHaveBeenCalledWith(error);
  });

  it('rejects code 100000032 with its data and no toast-worthy kind', async () => {
    fetchMock.mockResolvedValue(answer({ code: 100000032, msg: 'accept', data: { version: '2026-11-01' } }));
    const error = await failure(apiRequest({ path: '/member/stakRecord/add', method: 'POST', json: {} }));
    expect(error).toMatchObject({ kind: 'agreementRequired', data: { version: '2026-11-01' } });
  });

  it('sends the same request once more when the app passed a gate (the agreement accepted)', async () => {
    fetchMock
      .mockResolvedValueOnce(answer({ code: 100000032, msg: 'accept', data: { version: 'v' } }))
      .mockResolvedValueOnce(answer({ code: 200, msg: 'ok', data: { id: 7 } }));
    report.mockResolvedValueOnce('retry');
    const body = { coin: 'USDT', amount: '30' };
    await expect(apiRequest({ method: 'POST', path: '/member/transferRecord/add', json: body, headers: { 'Idempotency-Key': 'k-1' } })).resolves.toEqual({ id: 7 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [first, second] = fetchMock.mock.calls.map(([, init]) => init);
    expect(second?.body).toBe(first?.body);
    expect(new Headers(second?.headers).get('Idempotency-Key')).toBe('k-1');
  });

  it('retries at most once and rejects when the gate was turned down', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(answer({ code: 100000032, msg: 'accept', data: { version: 'v' } })));
    report.mockResolvedValue('retry');
    await expect(failure(apiRequest({ method: 'POST', path: '/member/stakRecord/add', json: {} }))).resolves.toMatchObject({ kind: 'agreementRequired' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    fetchMock.mockClear();
    report.mockResolvedValue('fail');
    await failure(apiRequest({ method: 'POST', path: '/member/stakRecord/add', json: {} }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('marks a failure its caller shows itself, so the app adds no toast', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(answer({ code: 403, msg: 'no', data: null }, 403)));
    expect(await failure(apiRequest({ path: '/member/rechargeRecord/add', method: 'POST', json: {}, showsOwnErrors: true }))).toMatchObject({ shownByCaller: true });
    expect(await failure(apiRequest({ path: '/member/rechargeRecord/add', method: 'POST', json: {} }))).toMatchObject({ shownByCaller: false });
  });

  it('reports any other code with its msg', async () => {
    fetchMock.mockResolvedValue(answer({ code: 403, msg: 'The simulation account does not support this function', data: null }, 403));
    const error = await failure(apiRequest({ path: '/member/boxRecord/openBox', method: 'POST', form: { id: 1 } }));
    expect(error).toMatchObject({ kind: 'rejected', code: 403 });
    expect(report).toHaveBeenCalledWith(error);
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Content-Type')).toBe('application/x-www-form-urlencoded');
  });

  it('reports an empty response body as an error', async () => {
    fetchMock.mockResolvedValue(answer('', 502));
    const error = await failure(apiRequest({ path: '/home/getKefu' }));
    expect(error.kind).toBe('emptyBody');
    expect(report).toHaveBeenCalledWith(error);
  });

  it('reports a network error with its message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failure(apiRequest({ path: '/home/getKefu' }));
    expect(error).toMatchObject({ kind: 'network', message: 'Failed to fetch' });
    expect(report).toHaveBeenCalledWith(error);
  });

  it('aborts after the request timeout and reports a network error', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const pending = failure(apiRequest({ path: '/home/getKefu' }));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    const error = await pending;
    expect(error).toMatchObject({ kind: 'network', message: '', timedOut: true });
  });
});
