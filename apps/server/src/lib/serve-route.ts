import type { FastifyReply, FastifyRequest, RouteHandlerMethod, RouteShorthandOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema, type ApiRoute, type Envelope, type RouteBody, type RouteDataSent, type RouteParams, type RouteQuery } from '@halyard/shared';

type RoutesContext = Parameters<FastifyPluginAsyncZod>[0];

/** A request to `R`, typed by its schemas (Fastify has validated it against them). */
export type RouteRequest<R extends ApiRoute> = FastifyRequest<{ Params: RouteParams<R>; Querystring: RouteQuery<R>; Body: RouteBody<R> }>;

type Answer<R extends ApiRoute> = R['response'] extends 'file' ? FastifyReply : Envelope<RouteDataSent<R>>;

export interface ServeOptions<R extends ApiRoute> extends Omit<RouteShorthandOptions, 'schema'> {
  handler: (request: RouteRequest<R>, reply: FastifyReply) => Promise<Answer<R>> | Answer<R>;
}

const FORM = 'application/x-www-form-urlencoded';

/** Registers a route of the shared table: its method, path and schemas as written there, `options` for the rest. */
export function serve<R extends ApiRoute>(app: RoutesContext, route: R, { handler, ...options }: ServeOptions<R>): void {
  if (route.bodyKind === 'form' && !app.hasContentTypeParser(FORM)) throw new Error(`${route.path} takes a form: register @fastify/formbody in its plugin`);
  app.route({
    ...options,
    method: route.method,
    url: route.path,
    schema: {
      tags: [...route.tags],
      summary: route.summary,
      ...(route.params && { params: route.params }),
      ...(route.query && { querystring: route.query }),
      ...(route.headers && { headers: route.headers }),
      ...(route.body && { body: route.body }),
      ...(route.bodyKind === 'form' && { consumes: [FORM, 'application/json'] }),
      ...(route.response !== 'file' && { response: { 200: envelopeSchema(route.response) } }),
    },
    // The schemas above are the ones RouteRequest reads its types from.
    handler: handler as unknown as RouteHandlerMethod,
  });
}
