import { reserveProofQuerySchema, reserveProofSchema, reserveSnapshotsSchema, reservesQuerySchema } from '../contracts/reserves.js';
import { defineRoutes } from './define.js';

/** Proof of reserves (docs/reserves.md): the published snapshots, and each member's own proof. */
export const reservesRoutes = defineRoutes('reserves', {
  snapshots: {
    method: 'GET',
    path: '/reserves',
    summary: "The published snapshots, newest first: each coin's root, liabilities and reserves on chain (public)",
    query: reservesQuerySchema,
    response: reserveSnapshotsSchema,
  },
  proof: {
    method: 'GET',
    path: '/member/reserves/proof',
    summary: "The member's own leaf and its siblings up to the root, in the newest snapshot or the one named",
    query: reserveProofQuerySchema,
    response: reserveProofSchema,
  },
});
