import { memberQueryRoot } from '../../../lib/query-client';

/** Operator review queues: member-scoped too, so they leave with the session. */
export const reviewQueryRoot = [...memberQueryRoot, 'review'] as const;

/** The console's other reads (members, operators, audit log, books): they leave with the session too. */
export const consoleQueryRoot = [...memberQueryRoot, 'console'] as const;
