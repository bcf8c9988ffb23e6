import type { UserChannelData } from '@halyard/shared';

/** A member's own channels (`user.*`), each with the payload it carries. */
export type MemberChannel = keyof UserChannelData;

/**
 * The one way a service tells a member something live: to the member's own sockets, in every
 * process. Call it after the commit of what it tells.
 */
export interface MemberPush {
  pushToMember<C extends MemberChannel>(userId: number, channel: C, payload: UserChannelData[C]): void;
  /** Whether any socket anywhere listens: a push nobody would get is not computed. */
  listens(channel: MemberChannel): boolean;
}

/** Pushes nowhere: a process without sockets, or a test that does not look. */
export const noMemberPush: MemberPush = { pushToMember: () => undefined, listens: () => false };
