import { beforeAll, describe, expect, it } from 'vitest';
import { transferBody, transferDraftIssue, type TransferDraft } from './create-transfer';
import { englishForTests } from '../../../lib/test-i18n';

const draft = (amount: string): TransferDraft => ({ from: 'fund', to: 'options', amount });

describe('the transfer amount, checked before the call', () => {
  let t: Awaited<ReturnType<typeof englishForTests>>['t'];
  beforeAll(async () => {
    ({ t } = await englishForTests());
  });
  const message = (amount: string, available = '100') => {
    const issue = transferDraftIssue(draft(amount), available);
    return issue && t(issue.key, issue.values);
  };

  it.each(['', '   ', '0', '0.00', 'abc', '1e3', '-5', '10.123', '10.'])('says "Enter the correct transfer amount" for %j', (amount) => {
    expect(message(amount)).toBe('Enter the correct transfer amount');
  });

  it('says "Insufficient balance" above what the source account holds', () => {
    expect(message('100.01', '100')).toBe('Insufficient balance');
  });

  it('lets a correct amount through, up to everything available', () => {
    expect(message('30')).toBeUndefined();
    expect(message('100.00', '100')).toBeUndefined();
    expect(message(' 0.01 ', '100')).toBeUndefined();
  });

  it('sends USDT and the trimmed amount', () => {
    expect(transferBody(draft(' 30.5 '))).toEqual({ coin: 'USDT', amount: '30.5', from: 'fund', to: 'options' });
  });
});
