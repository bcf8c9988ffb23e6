import { memberQueryRoot } from '../../../lib/query-client';

/** Every query of the member's options sits under this key, itself under the member root that sign-out clears. */
export const optionsQueryRoot = [...memberQueryRoot, 'options'] as const;
