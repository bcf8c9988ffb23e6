import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call of the API (ARCHITECTURE §5), the single place its method, path and schemas are written.
 * The server registers it (validation, serialisation, OpenAPI); the web calls it through its
 * `RouteRef` in `paths.ts`, which carries the same types without the schemas' code.
 */
export interface ApiRoute {
  readonly method: HttpMethod;
  /** Under /api; `:name` segments are filled from `params`. */
  readonly path: string;
  readonly summary: string;
  readonly tags: readonly string[];
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** Request headers the route reads (an Idempotency-Key), for validation and the docs. */
  readonly headers?: z.ZodType;
  /** The envelope's `data`; 'file' for an answer sent as it is (an image, a CSV). */
  readonly response: z.ZodType | 'file';
  /** How the body travels: JSON by default, a form for the spec's form calls, a file as it is. */
  readonly bodyKind?: 'json' | 'form' | 'raw';
}

export type RouteTable = Record<string, ApiRoute>;

/** An area's routes, each tagged with the area for the API docs. */
export function defineRoutes<const T extends Record<string, Omit<ApiRoute, 'tags'>>>(tag: string, routes: T): { [K in keyof T]: T[K] & { tags: readonly string[] } } {
  const tagged: Record<string, ApiRoute> = {};
  for (const [name, route] of Object.entries(routes)) tagged[name] = { ...route, tags: [tag] };
  return tagged as { [K in keyof T]: T[K] & { tags: readonly string[] } };
}

declare const routeType: unique symbol;

/** What the web needs of a route at run time, typed by the route it came from. */
export interface RouteRef<R extends ApiRoute = ApiRoute> {
  readonly method: R['method'];
  readonly path: R['path'];
  readonly bodyKind?: R['bodyKind'];
  readonly [routeType]?: R;
}

/** One area of the web's table: its routes as refs. */
export type AreaRefs<T extends RouteTable> = { readonly [K in keyof T]: RouteRef<T[K]> };

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What the server reads after validation. */
export type RouteParams<R extends ApiRoute> = Parsed<R['params']>;
export type RouteQuery<R extends ApiRoute> = Parsed<R['query']>;
export type RouteBody<R extends ApiRoute> = Parsed<R['body']>;
/** The `data` of a successful answer, as the client reads it. */
export type RouteData<R extends ApiRoute> = R['response'] extends z.ZodType ? z.output<R['response']> : Blob;
/** What a handler hands to the serialiser. */
export type RouteDataSent<R extends ApiRoute> = R['response'] extends z.ZodType ? z.input<R['response']> : never;

type Part<Name extends string, S> = S extends z.ZodType ? (undefined extends z.input<S> ? { [K in Name]?: z.input<S> } : { [K in Name]: z.input<S> }) : { [K in Name]?: never };

/** What the client sends: the path's params, the query and the body, each only where the route has one. */
export type RouteInput<R extends ApiRoute> = Part<'params', R['params']> & Part<'query', R['query']> & Part<'body', R['body']>;

type Input<S> = S extends z.ZodType ? z.input<S> : never;
export type RouteParamsInput<R extends ApiRoute> = Input<R['params']>;
export type RouteQueryInput<R extends ApiRoute> = Input<R['query']>;

/** The path with its `:name` segments filled in. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
}
