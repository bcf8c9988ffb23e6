import type { FormIssue } from '../../lib/form-problem';

/** The catalogue messages a money form may stop on before it calls the server. */
export type FormIssueKey =
  | 'assets.insufficientBalance'
  | 'assets.transfer.amountInvalid'
  | 'assets.deposit.amountRequired'
  | 'assets.deposit.amountInvalid'
  | 'assets.deposit.belowMinimum'
  | 'assets.deposit.aboveMaximum'
  | 'assets.deposit.txHashRequired'
  | 'assets.deposit.txHashInvalid'
  | 'assets.deposit.senderInvalid'
  | 'assets.withdrawal.addressRequired'
  | 'assets.withdrawal.addressInvalid'
  | 'assets.withdrawal.amountRequired'
  | 'assets.withdrawal.amountInvalid'
  | 'assets.withdrawal.belowMinimum'
  | 'assets.addressBook.labelRequired'
  | 'assets.addressBook.labelTooLong';

/** Why a money form cannot be sent yet. */
export type MoneyFormIssue = FormIssue<FormIssueKey>;
