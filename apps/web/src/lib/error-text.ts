import { ApiError } from './api-client';
import type { MessageKey } from './i18n';

/** What to tell the member about a failed call: a catalogue message, or the server's own translated one. */
export type ErrorText = { key: MessageKey } | { message: string };

/**
 * Network failures and timeouts are the app's to word (a browser's "Failed to fetch" is neither
 * translated nor helpful); a refusal carries the server's message in the member's language.
 */
export function errorText(error: unknown): ErrorText {
  if (error instanceof ApiError) {
    if (error.kind === 'network') return { key: error.timedOut ? 'common.timeout' : 'common.networkError' };
    if (error.kind === 'emptyBody') return { key: 'common.errorOccurred' };
    if (error.message) return { message: error.message };
    return { key: 'common.systemError' };
  }
  return { key: 'common.errorOccurred' };
}
