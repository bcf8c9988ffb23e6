import type { FormIssue } from '../../../lib/form-problem';

/** The catalogue messages a staking form may stop on before it calls the server. */
export type Web3FormIssue = FormIssue<
  | 'assets.insufficientBalance'
  | 'web3.stake.amountRequired'
  | 'web3.stake.amountInvalid'
  | 'web3.stake.belowMinimum'
  | 'web3.stake.aboveMaximum'
  | 'web3.exchange.amountRequired'
  | 'web3.exchange.amountInvalid'
  | 'web3.withdraw.amountInvalid'
>;
