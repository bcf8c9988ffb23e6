import type { WithdrawalAddressCheck } from '@halyard/shared';

/** What the confirmation sheet says of a destination, and whether its Confirm may be tapped yet. */
export type AddressNotice =
  | { kind: 'checking'; label: null }
  | { kind: 'new'; label: string | null }
  | { kind: 'known'; paidBefore: number; label: string | null }
  | { kind: 'unchecked'; label: null };

/** The check query as the sheet sees it (TanStack Query's status and data). */
export interface AddressCheckState {
  status: 'pending' | 'error' | 'success';
  data: WithdrawalAddressCheck | undefined;
}

/**
 * The rule: any answer we hold is used (paid counts only grow, so an old one can only warn too
 * much, never too little); while there is none, Confirm waits, so the warning cannot arrive after
 * the tap; if the check fails, the sheet claims nothing either way ("new" or "known") and lets the
 * member confirm after a plain "compare every character": the check is advice, and the operator's
 * review sees the address's history regardless.
 */
export function addressNotice({ status, data }: AddressCheckState): AddressNotice {
  if (data) return data.paidBefore === 0 ? { kind: 'new', label: data.label } : { kind: 'known', paidBefore: data.paidBefore, label: data.label };
  return status === 'error' ? { kind: 'unchecked', label: null } : { kind: 'checking', label: null };
}

export function mayConfirm(notice: AddressNotice): boolean {
  return notice.kind !== 'checking';
}
