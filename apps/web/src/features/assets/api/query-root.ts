import { memberQueryRoot } from '../../../lib/query-client';
import { readStored } from '../../../lib/storage';

/** Every asset query sits under this key, itself under the member root that sign-out clears. */
export const assetsQueryRoot = [...memberQueryRoot, 'assets'] as const;

/** Operator review queues: member-scoped too, so they leave with the session. */
export const reviewQueryRoot = [...memberQueryRoot, 'review'] as const;

/**
 * Member data is fetched only with a session. Read at fetch time, so a page still mounted after
 * sign-out (the kept-alive overview) does not call the API and meet a 401.
 */
export function whileSignedIn(): boolean {
  return readStored('token') !== undefined;
}
