import { routes } from '@halyard/shared';
import { call } from '../../../lib/api-client';

/** One option, with its buy and settlement index seconds and prices. */
export function getOptionOrder(id: number) {
  return call(routes.options.byId, { params: { id } }, { showsOwnErrors: true });
}
