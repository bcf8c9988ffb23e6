import type { MemberRow, MemberUpdate } from '@halyard/shared';

/** The kinds an operator may give a member (the demo account stays what it is). */
export const EDITABLE_KINDS = ['regular', 'agent', 'employee'] as const;
export type EditableKind = (typeof EDITABLE_KINDS)[number];

/** What the operator has set in the member form; the score as typed. */
export interface MemberDraft {
  kind: MemberRow['kind'];
  creditScore: string;
  frozen: boolean;
  tradingDisabled: boolean;
}

export function draftOf(member: MemberRow): MemberDraft {
  return { kind: member.kind, creditScore: String(member.creditScore), frozen: member.frozen, tradingDisabled: member.tradingDisabled };
}

export type MemberChanges = { ok: true; update: MemberUpdate; fields: Array<keyof MemberUpdate> } | { ok: false; problem: 'scoreInvalid' | 'nothingChanged' };

function isEditableKind(kind: MemberRow['kind']): kind is EditableKind {
  return (EDITABLE_KINDS as readonly string[]).includes(kind);
}

/** The PUT body of what differs from the member as loaded: only changed fields, a whole score from 0 to 1000. */
export function memberChanges(member: MemberRow, draft: MemberDraft): MemberChanges {
  const typed = draft.creditScore.trim();
  if (!/^\d{1,4}$/.test(typed) || Number(typed) > 1000) return { ok: false, problem: 'scoreInvalid' };
  const update: MemberUpdate = {};
  if (draft.kind !== member.kind && isEditableKind(draft.kind)) update.kind = draft.kind;
  if (Number(typed) !== member.creditScore) update.creditScore = Number(typed);
  if (draft.frozen !== member.frozen) update.frozen = draft.frozen;
  if (draft.tradingDisabled !== member.tradingDisabled) update.tradingDisabled = draft.tradingDisabled;
  const fields = Object.keys(update) as Array<keyof MemberUpdate>;
  return fields.length === 0 ? { ok: false, problem: 'nothingChanged' } : { ok: true, update, fields };
}
