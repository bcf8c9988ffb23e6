import { memberQueryRoot } from '../../../lib/query-client';

/** Every query of the member's spot orders sits under this key, itself under the member root that sign-out clears. */
export const spotQueryRoot = [...memberQueryRoot, 'spot'] as const;
