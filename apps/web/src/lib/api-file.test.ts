import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFile, configureApiClient, type ApiReporter } from './api-client';

const fetchMock = vi.fn<typeof fetch>();
const report = vi.fn<ApiReporter>();

describe('apiFile', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    report.mockReset();
    configureApiClient({ getToken: () => 'jwt', getLanguageTag: () => 'en-US', report });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('fetches a file with the bearer token and resolves its body', async () => {
    fetchMock.mockResolvedValue(new Response('day,deposits_usdt\n2026-01-01,50\n', { headers: { 'content-type': 'text/csv; charset=utf-8' } }));
    const file = await apiFile({ path: '/admin/books.csv', query: { days: 7 } });
    expect(await file.text()).toBe('day,deposits_usdt\n2026-01-01,50\n');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/admin/books.csv?days=7');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer jwt');
    expect(report).not.toHaveBeenCalled();
  });

  it("reports and throws the server's refusal instead of saving it as the file", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ code: 403, msg: 'Forbidden', data: null }), { status: 403, headers: { 'content-type': 'application/json' } }));
    const error = await apiFile({ path: '/admin/books.csv' }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'rejected', code: 403, message: 'Forbidden' });
    expect(report).toHaveBeenCalledWith(error);
  });
});
