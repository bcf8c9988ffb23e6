import { healthSchema } from '../contracts/home.js';
import { defineRoutes } from './define.js';

/** The readiness check a load balancer or orchestrator polls. */
export const healthRoutes = defineRoutes('home', {
  check: {
    method: 'GET',
    path: '/health',
    summary: 'Readiness: 200 when this process can serve, 503 (same data) when not',
    response: healthSchema,
  },
});
