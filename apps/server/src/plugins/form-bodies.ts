import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

type RoutesContext = Parameters<FastifyPluginAsyncZod>[0];

/**
 * Spec §7 sends a few calls form-encoded (`amount=`, `level=&clientSeed=`). Routes declared
 * through this plugin read `application/x-www-form-urlencoded` as well as JSON; the parser stays
 * inside their own context, so every other route still takes JSON only.
 */
export function formEncodedRoutes(routes: (app: RoutesContext) => void): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(formbody);
    routes(app);
  };
}
