import { memberQueryRoot } from '../../../lib/query-client';

/** Operator review queues: member-scoped too, so they leave with the session. */
export const reviewQueryRoot = [...memberQueryRoot, 'review'] as const;
