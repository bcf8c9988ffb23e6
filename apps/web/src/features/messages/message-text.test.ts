import type { MemberMessage } from '@halyard/shared';
import type { TFunction } from '../../lib/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { englishForTests } from '../../lib/test-i18n';
import { messageText } from './message-text';

function message(kind: string, params: Record<string, string> = {}): MemberMessage {
  return { id: 1, kind, params, refType: 'deposit', refId: '7', read: false, createdAt: '2026-11-01T00:00:00.000Z' };
}

let englishT: TFunction;
beforeAll(async () => {
  englishT = (await englishForTests()).t;
});

describe('the words of a message', () => {
  it('words an account event from its values', () => {
    expect(messageText(message('withdrawalRejected', { amount: '20', coin: 'USDT', reason: 'Address on a sanctions list' }), englishT)).toEqual({
      title: 'Withdrawal rejected',
      body: 'Your withdrawal of 20 USDT was rejected and the amount is back in your fund account: Address on a sanctions list',
    });
  });

  it('words the chain\'s deposit and payout events', () => {
    const txHash = `0x${'cd'.repeat(32)}`;
    expect(messageText(message('depositDetected', { amount: '25', coin: 'USDT', txHash, confirmations: '12' }), englishT)).toEqual({
      title: 'Deposit detected',
      body: `Your transfer of 25 USDT has reached the chain. It is credited after 12 confirmations. Transaction: ${txHash}`,
    });
    expect(messageText(message('depositBelowMinimum', { amount: '0.5', coin: 'USDT', txHash, minUsdt: '10' }), englishT).body).toBe(
      `Your transfer of 0.5 USDT is below the deposit minimum of 10 USDT and was not credited. Contact customer service about it. Transaction: ${txHash}`,
    );
    expect(messageText(message('depositDropped', { amount: '0.01', coin: 'ETH', txHash }), englishT).title).toBe('Deposit dropped');
    expect(messageText(message('depositPassed', { amount: '25', coin: 'USDT', credited: '25' }), englishT).body).toBe('Your deposit of 25 USDT is credited: 25 USDT is in your fund account.');
    expect(messageText({ ...message('withdrawalSent', { amount: '80', txHash }), refType: 'withdrawal' }, englishT)).toEqual({
      title: 'Withdrawal sent',
      body: `Your withdrawal of 80 USDT was sent: ${txHash}`,
    });
  });

  it('keeps a prompt\'s own words, and says something true of a kind it does not know', () => {
    expect(messageText({ ...message('prompt'), title: 'Maintenance', content: '<p>Tonight</p>' }, englishT)).toEqual({ title: 'Maintenance', body: '', html: '<p>Tonight</p>' });
    expect(messageText(message('optionSettled'), englishT).title).toBe('Account notice');
  });
});
