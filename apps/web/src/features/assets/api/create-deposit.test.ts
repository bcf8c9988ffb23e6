import type { DepositChannel } from '@halyard/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { depositBody, depositDraftIssue, takesSender } from './create-deposit';
import { englishForTests } from '../../../lib/test-i18n';

const usdt: DepositChannel = {
  coin: 'USDT', chain: 'ERC20', network: 'Ethereum', address: '0x000000000000000000000000000000000000dEaD',
  minAmount: '10', minUsdt: '10', maxAmount: '10000000', rate: '1', decimals: 6, demoAddress: true,
  credit: 'review', confirmations: null,
};
const eth: DepositChannel = { ...usdt, coin: 'ETH', chain: 'ETH', minAmount: '0.00289017', maxAmount: '2890.17341040', rate: '3460', decimals: 8 };
const btc: DepositChannel = { ...usdt, coin: 'BTC', chain: 'BTC', network: 'Bitcoin', minAmount: '0.0001', maxAmount: '100', rate: '100000', decimals: 8 };
const HASH = `0x${'ab'.repeat(32)}`;
const OWN = '0x8802Ed140415F3b1142F20064e798cd6b53b9512';
const OTHER = '0x00000000219ab540356cBB839Cbe05303d7705Fa';

describe('the deposit form, checked before the call', () => {
  let t: Awaited<ReturnType<typeof englishForTests>>['t'];
  beforeAll(async () => {
    ({ t } = await englishForTests());
  });
  const message = (channel: DepositChannel, amount: string, txHash = HASH) => {
    const issue = depositDraftIssue({ channel, amount, txHash });
    return issue && t(issue.key, issue.values);
  };

  it('asks for the amount when it is empty', () => {
    expect(message(usdt, '')).toBe('Enter the deposit amount');
    expect(message(usdt, '  ')).toBe('Enter the deposit amount');
  });

  it('refuses an amount that is not a number or has more places than the coin', () => {
    expect(message(usdt, 'ten')).toBe('Enter a valid deposit amount');
    expect(message(usdt, '0')).toBe('Enter a valid deposit amount');
    expect(message(usdt, '10.1234567')).toBe('Enter a valid deposit amount');
  });

  it('names the minimum in the coin below it', () => {
    expect(message(usdt, '9.99')).toBe('The deposit cannot be less than 10 USDT');
    expect(message(eth, '0.002')).toBe('The deposit cannot be less than 0.00289017 ETH');
  });

  it('names the maximum in the coin above it', () => {
    expect(message(usdt, '10000000.01')).toBe('The deposit cannot be more than 10,000,000 USDT');
    expect(message(eth, '3000')).toBe('The deposit cannot be more than 2,890.1734104 ETH');
  });

  it('then asks for a transaction hash of 64 hex digits', () => {
    expect(message(usdt, '100', '')).toBe('Enter the transaction hash');
    expect(message(usdt, '100', '0x1234')).toBe('Enter a valid transaction hash');
    expect(message(usdt, '100')).toBeUndefined();
    expect(message(eth, '0.5', 'ab'.repeat(32))).toBeUndefined();
  });

  it('sends the channel coin and chain with the trimmed values', () => {
    expect(depositBody({ channel: eth, amount: ' 0.5 ', txHash: ` ${HASH} ` })).toEqual({ coin: 'ETH', chain: 'ETH', amount: '0.5', txHash: HASH });
  });

  it('takes a sender on Ethereum only, and checks it as the server does: 0x, 40 hex digits and a valid EIP-55 checksum', () => {
    expect([usdt, eth, btc].map((channel) => takesSender(channel.chain))).toEqual([true, true, false]);
    expect(takesSender('TRC20')).toBe(false);
    const issue = depositDraftIssue({ channel: usdt, amount: '100', txHash: HASH, sender: '0x1234' });
    expect(issue && t(issue.key, issue.values)).toBe('Enter a valid Ethereum address: 0x and 40 hexadecimal characters');
    expect(depositDraftIssue({ channel: usdt, amount: '100', txHash: HASH, sender: ` ${OTHER} ` })).toBeUndefined();
    expect(depositDraftIssue({ channel: usdt, amount: '100', txHash: HASH, sender: OTHER.toLowerCase() })).toBeUndefined();
    expect(depositDraftIssue({ channel: usdt, amount: '100', txHash: HASH, sender: OTHER.replace('ab', 'AB') })).toEqual({ key: 'assets.deposit.senderInvalid' });
    expect(depositDraftIssue({ channel: usdt, amount: '100', txHash: HASH, sender: '' })).toBeUndefined();
    // A Bitcoin deposit has no sender field, so whatever was typed on another chain is not checked.
    expect(depositDraftIssue({ channel: btc, amount: '1', txHash: HASH, sender: '0x1234' })).toBeUndefined();
  });

  it('sends a sender only when the member named a wallet other than their own', () => {
    const draft = { channel: usdt, amount: '100', txHash: HASH };
    expect(depositBody({ ...draft, sender: ` ${OTHER} ` }, OWN)).toEqual({ coin: 'USDT', chain: 'ERC20', amount: '100', txHash: HASH, sender: OTHER });
    expect(depositBody({ ...draft, sender: '' }, OWN)).not.toHaveProperty('sender');
    expect(depositBody({ ...draft, sender: OWN.toLowerCase() }, OWN)).not.toHaveProperty('sender');
    expect(depositBody({ ...draft, channel: btc, sender: OTHER }, OWN)).not.toHaveProperty('sender');
  });
});
