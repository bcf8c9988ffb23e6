import type { MemberMessage } from '@halyard/shared';
import type { TFunction } from '../../lib/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { englishForTests } from '../../lib/test-i18n';
import { messageText, messageTone } from './message-text';

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
      body: 'Your withdrawal of 20.00 USDT was rejected and the amount is back in your fund account: Address on a sanctions list',
    });
  });

  it('words the chain\'s deposit and payout events', () => {
    const txHash = `0x${'cd'.repeat(32)}`;
    expect(messageText(message('depositDetected', { amount: '25', coin: 'USDT', txHash, confirmations: '12' }), englishT)).toEqual({
      title: 'Deposit detected',
      body: `Your transfer of 25.00 USDT has reached the chain. It is credited after 12 confirmations. Transaction: ${txHash}`,
    });
    expect(messageText(message('depositBelowMinimum', { amount: '0.5', coin: 'USDT', txHash, minUsdt: '10' }), englishT).body).toBe(
      `Your transfer of 0.50 USDT is below the deposit minimum of 10.00 USDT and was not credited. Contact customer service about it. Transaction: ${txHash}`,
    );
    expect(messageText(message('depositDropped', { amount: '0.01', coin: 'ETH', txHash }), englishT).title).toBe('Deposit dropped');
    expect(messageText(message('depositPassed', { amount: '25', coin: 'USDT', credited: '25' }), englishT).body).toBe('Your deposit of 25.00 USDT is credited: 25.00 USDT is in your fund account.');
    expect(messageText({ ...message('withdrawalSent', { amount: '80', txHash }), refType: 'withdrawal' }, englishT)).toEqual({
      title: 'Withdrawal sent',
      body: `Your withdrawal of 80.00 USDT was sent: ${txHash}`,
    });
  });

  it('keeps a prompt\'s own words, and says something true of a kind it does not know', () => {
    expect(messageText({ ...message('prompt'), title: 'Maintenance', content: '<p>Tonight</p>' }, englishT)).toEqual({ title: 'Maintenance', body: '', html: '<p>Tonight</p>' });
    expect(messageText(message('stakingMatured'), englishT).title).toBe('Account notice');
  });

  it('words a closed position net of fees first, the gross below, in the side\'s words', () => {
    const params = { pair: 'btcusdt', side: 'buy', size: '0.0125', price: '88966.63', pnl: '-1.7812', fee: '0.556', netPnl: '-2.8932', coin: 'USDT' };
    expect(messageText(message('contractStopLoss', params), englishT)).toEqual({
      title: 'Stop loss triggered',
      body: 'Net PnL -2.89 USDT',
      detail: 'BTC/USDT Long 0.0125 closed at 88,966.63 · before fees -1.78 USDT',
    });
    const short = { ...params, side: 'sell', pnl: '12.5', netPnl: '11.4' };
    expect(messageText(message('contractTakeProfit', short), englishT)).toEqual({
      title: 'Take profit triggered',
      body: 'Net PnL +11.40 USDT',
      detail: 'BTC/USDT Short 0.0125 closed at 88,966.63 · before fees +12.50 USDT',
    });
    expect(messageText(message('contractLiquidated', { ...params, pnl: '-50', netPnl: '-50.5' }), englishT)).toEqual({
      title: 'Position liquidated',
      body: 'Net PnL -50.50 USDT',
      detail: 'BTC/USDT Long 0.0125 liquidated at 88,966.63 · before fees -50.00 USDT',
    });
  });

  it('words fills: a limit contract order and a spot order', () => {
    expect(messageText(message('contractFilled', { pair: 'ethusdt', side: 'sell', size: '0.5', price: '3120.5', margin: '78' }), englishT)).toEqual({
      title: 'Limit order filled',
      body: 'ETH/USDT Short 0.5 opened at 3,120.5 · margin 78.00 USDT',
    });
    expect(messageText(message('spotFilled', { pair: 'btcusdt', side: 'buy', amount: '0.00120000', price: '88966.63', coin: 'BTC' }), englishT)).toEqual({
      title: 'Spot order filled',
      body: 'Bought 0.0012 BTC at 88,966.63 USDT',
    });
    expect(messageText(message('spotFilled', { pair: 'btcusdt', side: 'sell', amount: '2', price: '90000', coin: 'BTC' }), englishT).body).toBe('Sold 2 BTC at 90,000 USDT');
  });

  it('words an option by its net result first, with what was paid back', () => {
    const lost = { pair: 'btcusdt', direction: 'rise', amount: '100', payout: '90', net: '-10.1', result: 'lose' };
    expect(messageText(message('optionSettled', lost), englishT)).toEqual({
      title: 'Option settled',
      body: 'Lost 10.10 USDT · paid back 90.00',
      detail: 'BTC/USDT Rise · staked 100.00 USDT',
    });
    const won = { ...lost, direction: 'fall', payout: '110', net: '9.9', result: 'win' };
    expect(messageText(message('optionSettled', won), englishT)).toMatchObject({ body: 'Won 9.90 USDT · paid out 110.00', detail: 'BTC/USDT Fall · staked 100.00 USDT' });
    expect(messageText(message('optionSettled', { ...lost, payout: '100', net: '0', result: 'draw' }), englishT).body).toBe('Even · paid back 100.00');
  });

  it('words a box by what it paid and what it cost, and a margin warning by how near liquidation is', () => {
    expect(messageText(message('boxPaid', { prize: '2', cost: '10', coin: 'USDT' }), englishT)).toEqual({ title: 'Blind box paid', body: 'Paid 2.00 USDT · the box cost 10.00 USDT' });
    const warning = { pair: 'btcusdt', side: 'sell', size: '0.01', markPrice: '91000.5', liquidationPrice: '92250', ratio: '80.56' };
    expect(messageText(message('marginWarning', warning), englishT)).toEqual({
      title: 'Margin warning',
      body: 'BTC/USDT Short 0.01 is 80.5% of the way to liquidation · mark price 91,000.5, liquidation price 92,250',
    });
  });

  it('words a paid withdrawal in its coin\'s own precision', () => {
    expect(messageText({ ...message('withdrawalPaid', { amount: '80.5', coin: 'USDT', txHash: '0xab' }), refType: 'withdrawal' }, englishT).body).toBe('Your withdrawal of 80.50 USDT has been paid out. Transaction: 0xab');
    expect(messageText(message('depositPassed', { amount: '0.01250000', coin: 'BTC', credited: '1112.08' }), englishT).body).toBe('Your deposit of 0.0125 BTC is credited: 1,112.08 USDT is in your fund account.');
  });
});

describe('the colour of a message', () => {
  it('follows the net result, warns of liquidation and margin, and keeps the rest plain', () => {
    expect(messageTone(message('contractTakeProfit', { pnl: '3', netPnl: '2.4' }))).toBe('profit');
    expect(messageTone(message('contractStopLoss', { pnl: '0.5', netPnl: '-0.1' }))).toBe('loss');
    expect(messageTone(message('contractLiquidated', { netPnl: '-50' }))).toBe('warning');
    expect(messageTone(message('marginWarning', { ratio: '80.1' }))).toBe('warning');
    expect(messageTone(message('optionSettled', { net: '-10.1' }))).toBe('loss');
    expect(messageTone(message('optionSettled', { net: '9.9' }))).toBe('profit');
    expect(messageTone(message('boxPaid', { prize: '2', cost: '10' }))).toBe('loss');
    expect(messageTone(message('boxPaid', { prize: '25', cost: '10' }))).toBe('profit');
    expect(messageTone(message('depositPassed', { amount: '25' }))).toBe('info');
    expect(messageTone(message('contractFilled', { margin: '10' }))).toBe('info');
  });
});
