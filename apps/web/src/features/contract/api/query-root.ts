import { memberQueryRoot } from '../../../lib/query-client';

/** Every query of the member's contracts sits under this key, itself under the member root that sign-out clears. */
export const contractQueryRoot = [...memberQueryRoot, 'contract'] as const;
