import { memberQueryRoot } from '../../../lib/query-client';

/** Every WEB3.0 query sits under this key, itself under the member root that sign-out clears. */
export const web3QueryRoot = [...memberQueryRoot, 'web3'] as const;
