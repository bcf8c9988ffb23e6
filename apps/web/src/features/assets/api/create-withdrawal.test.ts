import type { WithdrawalChannel } from '@halyard/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { withdrawalBody, withdrawalDraftIssue } from './create-withdrawal';
import { englishForTests } from '../../../lib/test-i18n';

const erc20: WithdrawalChannel = { coin: 'USDT', chain: 'ERC20', network: 'Ethereum', fee: '1', minAmount: '10', decimals: 2 };
const trc20: WithdrawalChannel = { ...erc20, chain: 'TRC20', network: 'Tron' };
const ETHEREUM = '0x8802Ed140415F3b1142F20064e798cd6b53b9512';
const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

describe('the withdrawal form, checked before the call', () => {
  let t: Awaited<ReturnType<typeof englishForTests>>['t'];
  beforeAll(async () => {
    ({ t } = await englishForTests());
  });
  const message = (channel: WithdrawalChannel, address: string, amount: string, available = '100') => {
    const issue = withdrawalDraftIssue({ channel, address, amount }, available);
    return issue && t(issue.key, issue.values);
  };

  it('checks the address for the chosen chain first', () => {
    expect(message(erc20, '', '20')).toBe('Enter the wallet address');
    expect(message(erc20, ETHEREUM.replace('Ed', 'eD'), '20')).toBe('Enter a valid Ethereum address');
    expect(message(erc20, TRON, '20')).toBe('Enter a valid Ethereum address');
    expect(message(trc20, ETHEREUM, '20')).toBe('Enter a valid Tron address');
  });

  it('asks for the amount, refuses a malformed one and names the minimum', () => {
    expect(message(erc20, ETHEREUM, '')).toBe('Enter the withdrawal amount');
    expect(message(erc20, ETHEREUM, '12.345')).toBe('Enter a valid withdrawal amount');
    expect(message(erc20, ETHEREUM, '9.99')).toBe('The withdrawal cannot be less than 10 USDT');
  });

  it('refuses more than the fund account holds', () => {
    expect(message(trc20, TRON, '100.01')).toBe('Insufficient balance');
  });

  it('lets a valid withdrawal through and sends it trimmed', () => {
    expect(message(erc20, ETHEREUM, '20')).toBeUndefined();
    expect(message(trc20, ` ${TRON} `, '100')).toBeUndefined();
    expect(withdrawalBody({ channel: trc20, address: ` ${TRON} `, amount: ' 20 ' })).toEqual({ chain: 'TRC20', address: TRON, amount: '20' });
  });
});
