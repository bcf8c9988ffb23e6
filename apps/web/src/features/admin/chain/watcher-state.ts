import type { ChainStatus, OperatorRole } from '@halyard/shared';
import type { StatusTone } from '../../../components/status-tag';

/** How the watcher is doing at a glance. */
export type WatcherState = 'off' | 'nodeSilent' | 'notStarted' | 'failing' | 'behind' | 'following';

export const WATCHER_TONES: Record<WatcherState, StatusTone> = {
  off: 'neutral',
  nodeSilent: 'danger',
  notStarted: 'pending',
  failing: 'danger',
  behind: 'pending',
  following: 'success',
};

/**
 * The node not answering first, then a watcher that has not begun, then an error newer than its
 * last progress, then a lag of more blocks than a deposit waits for (deposits wait longer than
 * they should); otherwise it follows the chain.
 */
export function watcherState(status: ChainStatus): WatcherState {
  if (!status.configured) return 'off';
  if (!status.nodeAnswered) return 'nodeSilent';
  if (!status.cursor) return 'notStarted';
  if (status.lastErrorAt !== null && status.lastErrorAt > status.cursor.updatedAt) return 'failing';
  if (status.lag !== null && status.confirmations !== null && status.lag > status.confirmations) return 'behind';
  return 'following';
}

/** The addresses tie members to their money on a public chain: read by those who look members up (as the server allows). */
export function readsAddresses(role: OperatorRole): boolean {
  return role === 'admin' || role === 'reviewer' || role === 'support';
}
