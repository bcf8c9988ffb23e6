import { memberQueryRoot } from '../../../lib/query-client';

/** Every blind box query sits under this key, itself under the member root that sign-out clears. */
export const blindBoxQueryRoot = [...memberQueryRoot, 'blindBox'] as const;
