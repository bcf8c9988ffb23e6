/** The catalogue messages a money form may stop on before it calls the server. */
export type FormIssueKey =
  | 'assets.insufficientBalance'
  | 'assets.transfer.amountInvalid'
  | 'assets.deposit.amountRequired'
  | 'assets.deposit.amountInvalid'
  | 'assets.deposit.belowMinimum'
  | 'assets.deposit.txHashRequired'
  | 'assets.deposit.txHashInvalid'
  | 'assets.withdrawal.addressRequired'
  | 'assets.withdrawal.addressInvalid'
  | 'assets.withdrawal.amountRequired'
  | 'assets.withdrawal.amountInvalid'
  | 'assets.withdrawal.belowMinimum';

/** Why a form cannot be sent yet: a message of the catalogue and its values. */
export interface FormIssue {
  key: FormIssueKey;
  values?: Record<string, string>;
}

/** What stops a form: a client check (translated on screen) or the server's own translated refusal. */
export type FormProblem = { issue: FormIssue } | { serverMessage: string };
