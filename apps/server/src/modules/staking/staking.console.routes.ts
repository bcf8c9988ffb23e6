import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeTable } from '@halyard/shared';
import { ok } from '../../lib/envelope.js';
import { serve } from '../../lib/serve-route.js';
import { guards, operatorGuard, signedInMember } from '../../plugins/auth.js';
import type { StakingPlansService } from './staking-plans.service.js';

const routes = routeTable.stakingConsole;

/** Staking plans in the console (admins): for new stakes; a stake keeps its own days and rate. */
export const stakingConsoleRoutes: FastifyPluginAsyncZod<{ plans: StakingPlansService }> = async (app, { plans }) => {
  const admin = [guards.member, operatorGuard()];
  const actorOf = (request: Parameters<typeof signedInMember>[0]) => signedInMember(request).user.address;
  serve(app, routes.plans, {
    preValidation: admin,
    handler: async () => ok(await plans.list()),
  });
  serve(app, routes.addPlan, {
    preValidation: admin,
    handler: async (request) => ok(await plans.save(actorOf(request), request.body)),
  });
  serve(app, routes.changePlan, {
    preValidation: admin,
    handler: async (request) => ok(await plans.save(actorOf(request), request.body, request.params.id)),
  });
};
