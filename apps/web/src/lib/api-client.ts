import { API_BASE, fillPath, REQUEST_TIMEOUT_MS, ResponseCode, type ApiRoute, type Envelope, type RouteData, type RouteInput, type RouteRef } from '@halyard/shared';

/** How a call failed; the app maps each kind to the handling of spec §8. */
export type ApiErrorKind =
  | 'unauthorized'
  | 'server'
  | 'agreementRequired'
  | 'rejected'
  | 'emptyBody'
  | 'network';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly code: number | undefined;
  readonly data: unknown;
  /** A network failure because the server did not answer within REQUEST_TIMEOUT_MS. */
  timedOut = false;
  /** The caller shows this failure itself (an error state with a retry, a message under its form). */
  shownByCaller = false;

  constructor(kind: ApiErrorKind, message: string, code?: number, data?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.code = code;
    this.data = data;
  }
}

/**
 * What the app does after a call failed. The client only reports; the app decides what the member
 * sees (a toast, a sheet, a navigation). A reporter may hold the call open by returning a promise:
 * 'retry' sends the same request once more (a gate was passed, e.g. the agreement accepted).
 */
export type ApiReporter = (error: ApiError) => void | Promise<'retry' | 'fail'>;

interface ApiClientSettings {
  getToken: () => string | undefined;
  getLanguageTag: () => string;
  report: ApiReporter;
}

let settings: ApiClientSettings = {
  getToken: () => undefined,
  getLanguageTag: () => 'en-US',
  report: () => undefined,
};

export function configureApiClient(next: Partial<ApiClientSettings>): void {
  settings = { ...settings, ...next };
}

type QueryValue = string | number | boolean | undefined;

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, QueryValue>;
  json?: unknown;
  form?: Record<string, string | number>;
  /** A file sent as it is, its type as Content-Type (a chat image). */
  raw?: Blob;
  /** Extra request headers, e.g. an Idempotency-Key on a money-moving POST. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The caller shows a failure itself, so the app adds no toast (it still handles 401 and gates). */
  showsOwnErrors?: boolean;
}

function buildUrl(path: string, query: ApiRequest['query']): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(name, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

function buildBody(request: ApiRequest): { body?: BodyInit; contentType?: string } {
  if (request.raw) return { body: request.raw, contentType: request.raw.type || 'application/octet-stream' };
  if (request.form) {
    const form = new URLSearchParams();
    for (const [name, value] of Object.entries(request.form)) form.set(name, String(value));
    return { body: form, contentType: 'application/x-www-form-urlencoded' };
  }
  if (request.json !== undefined) return { body: JSON.stringify(request.json), contentType: 'application/json' };
  return {};
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && 'code' in value && typeof value.code === 'number';
}

function errorForCode(envelope: Envelope<unknown>): ApiError {
  const code: number = envelope.code;
  if (code === ResponseCode.unauthorized) return new ApiError('unauthorized', envelope.msg, code);
  if (code === ResponseCode.agreementRequired) {
    return new ApiError('agreementRequired', envelope.msg, code, envelope.data);
  }
  if (code === ResponseCode.systemError || code === ResponseCode.notReady || code === ResponseCode.businessRule) {
    return new ApiError('server', envelope.msg, code, envelope.data);
  }
  return new ApiError('rejected', envelope.msg, code, envelope.data);
}

/** The public reads src/theme-boot.js started with the page, by "<Accept-Language> <url>". */
type EarlyReads = Record<string, Promise<Response> | undefined>;

/** A read the boot script already started (same GET, same language, no extra headers): taken once. */
function takeEarlyRead(request: ApiRequest, url: string): Promise<Response> | undefined {
  if ((request.method ?? 'GET') !== 'GET' || request.headers !== undefined) return undefined;
  const reads = (window as Window & { __halyardEarlyReads?: EarlyReads }).__halyardEarlyReads;
  const key = `${settings.getLanguageTag()} ${url}`;
  const read = reads?.[key];
  if (reads && read) delete reads[key];
  return read;
}

async function send(request: ApiRequest): Promise<Response> {
  const url = buildUrl(request.path, request.query);
  const early = takeEarlyRead(request, url);
  if (early) return early;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error('timeout')), REQUEST_TIMEOUT_MS);
  const abortFromCaller = () => controller.abort(request.signal?.reason);
  request.signal?.addEventListener('abort', abortFromCaller);
  const { body, contentType } = buildBody(request);
  const headers = new Headers({ ...request.headers, Accept: 'application/json', 'Accept-Language': settings.getLanguageTag() });
  if (contentType) headers.set('Content-Type', contentType);
  // The session's token, unless the call brings its own (sign-in asks for the member's info before it stores one).
  const token = settings.getToken();
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  try {
    return await fetch(url, {
      method: request.method ?? 'GET',
      headers,
      body,
      signal: controller.signal,
    });
  } finally {
    clearTimeout(timer);
    request.signal?.removeEventListener('abort', abortFromCaller);
  }
}

async function readEnvelope(response: Response): Promise<Envelope<unknown>> {
  const text = await response.text();
  if (text.trim() === '') throw new ApiError('emptyBody', '', response.status);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ApiError('emptyBody', '', response.status);
  }
  if (!isEnvelope(parsed)) throw new ApiError('emptyBody', '', response.status);
  return parsed;
}

async function failWith(error: ApiError, request: ApiRequest): Promise<'retry' | 'fail'> {
  error.shownByCaller = request.showsOwnErrors === true;
  return (await settings.report(error)) ?? 'fail';
}

/** Sends the request; a failure to reach the server is reported and thrown as a network ApiError. */
async function sendReported(request: ApiRequest): Promise<Response> {
  try {
    return await send(request);
  } catch (cause) {
    if (request.signal?.aborted) throw cause;
    const timedOut = cause instanceof Error && cause.message === 'timeout';
    const error = new ApiError('network', cause instanceof Error && !timedOut ? cause.message : '');
    error.timedOut = timedOut;
    await failWith(error, request);
    throw error;
  }
}

async function readEnvelopeReported(response: Response, request: ApiRequest): Promise<Envelope<unknown>> {
  try {
    return await readEnvelope(response);
  } catch (cause) {
    const error = cause instanceof ApiError ? cause : new ApiError('emptyBody', '');
    await failWith(error, request);
    throw error;
  }
}

async function attempt<T>(request: ApiRequest, mayRetry: boolean): Promise<T> {
  const response = await sendReported(request);
  const envelope = await readEnvelopeReported(response, request);
  if (envelope.code === ResponseCode.ok) return envelope.data as T;
  const error = errorForCode(envelope);
  // Passed a gate (accepted the agreement): the same request, once, so the action carries on.
  if ((await failWith(error, request)) === 'retry' && mayRetry) return attempt<T>(request, false);
  throw error;
}

/** One call under /api; resolves with `data` of a code-200 envelope, else rejects with an ApiError. */
export function apiRequest<T>(request: ApiRequest): Promise<T> {
  return attempt<T>(request, true);
}

/** How a call is sent beyond its input: extra headers (an Idempotency-Key), abort, who shows failures. */
export type CallOptions = Pick<ApiRequest, 'headers' | 'signal' | 'showsOwnErrors'>;

type CallArgs<R extends ApiRoute> = object extends RouteInput<R> ? [input?: RouteInput<R>, options?: CallOptions] : [input: RouteInput<R>, options?: CallOptions];

/** The request of a route of the shared table, with its path's params filled in. */
export function routeRequest<R extends ApiRoute>(route: RouteRef<R>, input: RouteInput<R> | undefined, options?: CallOptions): ApiRequest {
  const { params, query, body } = (input ?? {}) as { params?: Record<string, unknown>; query?: ApiRequest['query']; body?: unknown };
  const request: ApiRequest = { method: route.method, path: fillPath(route.path, params), query, ...options };
  if (body === undefined) return request;
  if (route.bodyKind === 'raw') return { ...request, raw: body as Blob };
  if (route.bodyKind === 'form') return { ...request, form: body as Record<string, string | number> };
  return { ...request, json: body };
}

/** One call of the shared route table: the input and the answer's `data` typed by the route's schemas. */
export function call<R extends ApiRoute>(route: RouteRef<R>, ...[input, options]: CallArgs<R>): Promise<RouteData<R>> {
  return attempt<RouteData<R>>(routeRequest(route, input, options), true);
}

/** A file of the shared route table (the books as CSV), sent with the session's token like every call. */
export function callFile<R extends ApiRoute & { response: 'file' }>(route: RouteRef<R>, ...[input, options]: CallArgs<R>): Promise<Blob> {
  return apiFile(routeRequest(route, input, options));
}

/**
 * A file under /api (the books as CSV), sent with the session's token like every call: resolves
 * with its body; a refusal (an envelope instead of the file) is reported and thrown as an ApiError.
 */
export async function apiFile(request: ApiRequest): Promise<Blob> {
  const response = await sendReported(request);
  if (response.ok && !(response.headers.get('content-type') ?? '').includes('application/json')) return response.blob();
  const envelope = await readEnvelopeReported(response, request);
  const error = envelope.code === ResponseCode.ok ? new ApiError('emptyBody', '') : errorForCode(envelope);
  await failWith(error, request);
  throw error;
}
