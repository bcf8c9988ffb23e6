import { useState } from 'react';
import { serverProblem, type FormIssue, type FormProblem } from '../../lib/form-problem';
import { inputAmount } from '../../lib/format';

/** Why a draft cannot be sent yet; `field` names the input it marks. */
export interface TicketIssue<F extends string> extends FormIssue {
  field?: F;
}

/**
 * A ticket's way to an order: the draft's issue shown under the form (marking its field), else the
 * confirmation sheet for `pending` (the side or direction chosen); a refused call shows under the form.
 */
export function useOrderTicket<F extends string, Pending = true>() {
  const [problem, setProblem] = useState<{ shown: FormProblem; field?: F }>();
  const [confirming, setConfirming] = useState<Pending>();
  return {
    problem: problem?.shown,
    invalidField: problem?.field,
    confirming,
    /** `fieldLabel` names the field in the message's `{{field}}`. */
    review(issue: TicketIssue<F> | undefined, pending: Pending, fieldLabel?: (field: F) => string) {
      if (issue) {
        const values = { ...issue.values, ...(issue.field && fieldLabel ? { field: fieldLabel(issue.field) } : {}) };
        setProblem({ shown: { issue: { key: issue.key, values } }, field: issue.field });
        return;
      }
      setProblem(undefined);
      setConfirming(pending);
    },
    close: () => setConfirming(undefined),
    failed(error: unknown) {
      setConfirming(undefined);
      const shown = serverProblem(error);
      setProblem(shown && { shown });
    },
  };
}

/** A limit starts at the index price, as exchange apps do; the member edits it from there. */
export function indexAsLimit(indexPrice: string, pricePrecision: number): string {
  return inputAmount(indexPrice, pricePrecision);
}
