import { memberQueryRoot } from '../../../lib/query-client';

/** Every asset query sits under this key, itself under the member root that sign-out clears. */
export const assetsQueryRoot = [...memberQueryRoot, 'assets'] as const;
