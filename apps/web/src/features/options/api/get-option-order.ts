import type { OptionRow } from '@halyard/shared';
import { apiRequest } from '../../../lib/api-client';

/** GET /member/optionsRecord/:id: one option, with its buy and settlement index seconds and prices. */
export function getOptionOrder(id: number): Promise<OptionRow> {
  return apiRequest<OptionRow>({ path: `/member/optionsRecord/${id}`, showsOwnErrors: true });
}
