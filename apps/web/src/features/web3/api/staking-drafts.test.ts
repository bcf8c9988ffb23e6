// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { stakeDraftIssue, stakeEstimate } from './create-stake';
import { exchangeDraftIssue } from './exchange-eth';
import { withdrawDraftIssue } from './withdraw-staking';

const plan = { id: 1, days: 7, minAmount: '100', maxAmount: '50000', dailyRate: '0.0002' };

describe('the staking forms before they call the server', () => {
  it('asks for the staking amount, then checks its form, the plan’s bounds and the balance', () => {
    expect(stakeDraftIssue(plan, ' ', '1000')).toEqual({ key: 'web3.stake.amountRequired' });
    expect(stakeDraftIssue(plan, '1e3', '1000')).toEqual({ key: 'web3.stake.amountInvalid' });
    expect(stakeDraftIssue(plan, '100.001', '1000')).toEqual({ key: 'web3.stake.amountInvalid' });
    expect(stakeDraftIssue(plan, '99.99', '1000')).toEqual({ key: 'web3.stake.belowMinimum', values: { min: '100' } });
    expect(stakeDraftIssue(plan, '50000.01', '60000')).toEqual({ key: 'web3.stake.aboveMaximum', values: { max: '50,000' } });
    expect(stakeDraftIssue(plan, '1000.01', '1000')).toEqual({ key: 'assets.insufficientBalance' });
    expect(stakeDraftIssue(plan, '1000', '1000')).toBeUndefined();
  });

  it('estimates a day’s and the term’s reward exactly', () => {
    const estimate = stakeEstimate(plan, '1234.56');
    expect([estimate?.daily.toString(), estimate?.total.toString()]).toEqual(['0.246912', '1.728384']);
    expect(stakeEstimate(plan, 'abc')).toBeUndefined();
  });

  it('checks ETH to exchange (8 decimals) and USDT to withdraw (2 decimals) against what the account holds', () => {
    expect(exchangeDraftIssue('', '1')).toEqual({ key: 'web3.exchange.amountRequired' });
    expect(exchangeDraftIssue('0.000000001', '1')).toEqual({ key: 'web3.exchange.amountInvalid' });
    expect(exchangeDraftIssue('0.00000002', '0.00000001')).toEqual({ key: 'assets.insufficientBalance' });
    expect(exchangeDraftIssue('0.00000001', '0.00000001')).toBeUndefined();
    expect(withdrawDraftIssue('', '5')).toEqual({ key: 'web3.withdraw.amountInvalid' });
    expect(withdrawDraftIssue('5.001', '10')).toEqual({ key: 'web3.withdraw.amountInvalid' });
    expect(withdrawDraftIssue('10.01', '10')).toEqual({ key: 'assets.insufficientBalance' });
    expect(withdrawDraftIssue('10', '10')).toBeUndefined();
  });
});
