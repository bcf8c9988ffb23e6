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

  it('keeps a prompt\'s own words, and says something true of a kind it does not know', () => {
    expect(messageText({ ...message('prompt'), title: 'Maintenance', content: '<p>Tonight</p>' }, englishT)).toEqual({ title: 'Maintenance', body: '', html: '<p>Tonight</p>' });
    expect(messageText(message('optionSettled'), englishT).title).toBe('Account notice');
  });
});
