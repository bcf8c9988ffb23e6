import { ApiError } from './api-client';
import { errorText } from './error-text';
import type { MessageKey } from './i18n';

/** Why a form cannot be sent yet: a message of the catalogue and its values. */
export interface FormIssue<Key extends MessageKey = MessageKey> {
  key: Key;
  values?: Record<string, string>;
}

/** What stops a form: a client check or a failure in words (translated on screen), or the server's own translated refusal. */
export type FormProblem = { issue: FormIssue } | { serverMessage: string };

/**
 * A failed submit, to show under the form (the only place it shows: the call says so, so the
 * app adds no toast). Undefined for an agreement not yet accepted: its sheet is open instead.
 */
export function serverProblem(error: unknown): FormProblem | undefined {
  if (error instanceof ApiError && error.kind === 'agreementRequired') return undefined;
  const text = errorText(error);
  return 'key' in text ? { issue: { key: text.key } } : { serverMessage: text.message };
}

/** The server's answer for a member who may not use this (HTTP 403). */
export function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && error.code === 403;
}

/** The server's answer for a record that does not exist, or is another member's (HTTP 404). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.code === 404;
}
