import { ApiError } from '../../lib/api-client';
import type { FormProblem } from './form-issue';

/**
 * A refused submit, to show under the form (the app has toasted it too). Undefined when the app
 * handles it elsewhere: an agreement to accept first (it opens the agreement) or no message at all.
 */
export function serverProblem(error: unknown): FormProblem | undefined {
  if (!(error instanceof ApiError) || error.kind === 'agreementRequired' || error.message === '') return undefined;
  return { serverMessage: error.message };
}

/** The server's answer for a member who may not use this (HTTP 403). */
export function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && error.code === 403;
}
