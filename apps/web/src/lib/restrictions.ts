import type { UserKind } from '@halyard/shared';

/** Actions a member may be kept from; later restricted actions (staking, pool, blind boxes) are listed here. */
export type GatedAction = 'deposit' | 'withdraw' | 'stake' | 'poolAction' | 'openBlindBox';

/** Why an action is closed to this member (shown before any form), or undefined when it is open. */
export type Restriction = 'mockAccount';

/** ARCHITECTURE §8: the mock account may trade and transfer, not deposit, withdraw, stake, use pool actions or open boxes. */
const MOCK_ACCOUNT_CLOSED: ReadonlySet<GatedAction> = new Set(['deposit', 'withdraw', 'stake', 'poolAction', 'openBlindBox']);

/** The server refuses these too (403); the app says so up front, so nobody fills a form they cannot send. */
export function restrictionOf(kind: UserKind | undefined, action: GatedAction): Restriction | undefined {
  return kind === 'mock' && MOCK_ACCOUNT_CLOSED.has(action) ? 'mockAccount' : undefined;
}
