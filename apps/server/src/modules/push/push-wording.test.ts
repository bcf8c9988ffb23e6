import { ALERT_MESSAGE_KINDS, LOCALES } from '@halyard/shared';
import { describe, expect, it } from 'vitest';
import { parseEnvironment } from '../../config.js';
import { endpointAllowed } from './push-hosts.js';
import { keysUsable } from './push-sender.js';
import { wordPush, type AlertMessage } from './push-wording.js';
import { defaultPushSubject } from './push.service.js';

/** Every param any alert kind carries (alerts.ts), with values a member would see. */
const PARAMS: Record<string, Record<string, string>> = {
  contractTakeProfit: { pair: 'btcusdt', side: 'sell', size: '0.5', price: '91000.5', pnl: '120', fee: '22.75', netPnl: '74.5', coin: 'USDT' },
  contractStopLoss: { pair: 'btcusdt', side: 'buy', size: '0.0112', price: '88966.63', pnl: '-11.86', fee: '0.44', netPnl: '-12.3', coin: 'USDT' },
  contractLiquidated: { pair: 'ethusdt', side: 'buy', size: '2', price: '3100', pnl: '-95', fee: '3.1', netPnl: '-101.2', coin: 'USDT' },
  contractFilled: { pair: 'btcusdt', side: 'buy', size: '0.0112', price: '89000', margin: '100' },
  spotFilled: { pair: 'ethusdt', side: 'sell', amount: '1.23456789', price: '3500.12', coin: 'ETH' },
  optionSettled: { pair: 'btcusdt', direction: 'up', amount: '100', payout: '90', net: '-10.1', fee: '0.1', result: 'loss' },
  boxPaid: { prize: '2', cost: '10', net: '-8', level: '1', coin: 'USDT' },
  depositPassed: { amount: '0.05', coin: 'BTC', credited: '4400' },
  withdrawalPaid: { amount: '20', coin: 'USDT', txHash: '0xabc' },
  marginWarning: { pair: 'btcusdt', side: 'sell', markPrice: '95000', liquidationPrice: '99000', ratio: '80.54' },
};
const message = (kind: string, params = PARAMS[kind] ?? {}): AlertMessage => ({ id: 1, userId: 1, kind, params, refType: null, refId: null });

describe('push wording', () => {
  const kinds = Object.values(ALERT_MESSAGE_KINDS).flat();

  it.each(LOCALES)('words every alert kind in %s, every placeholder filled', (locale) => {
    for (const kind of kinds) {
      const words = wordPush(message(kind), locale);
      expect(words, kind).toBeDefined();
      expect(`${words?.title} ${words?.body}`, `${kind} in ${locale}`).not.toMatch(/[{}]/);
    }
  });

  it('states figures exactly, truncated, in the locale: the net result signed, USDT at 2 places, coin amounts as precise as stated', () => {
    expect(wordPush(message('contractTakeProfit'), 'en_US')).toEqual({ title: 'Take profit hit', body: 'Take profit closed BTC/USDT short at 91,000.50 · net +74.50 USDT' });
    expect(wordPush(message('optionSettled'), 'de_DE')).toEqual({ title: 'Option verloren', body: 'BTC/USDT · zurückgezahlt 90,00 USDT · netto \u221210,10 USDT' });
    expect(wordPush(message('optionSettled', { ...PARAMS.optionSettled, result: 'win', payout: '115', net: '14.9' }), 'en_US')?.title).toBe('Option won');
    expect(wordPush(message('spotFilled'), 'fr_FR')?.body).toBe('Vente de 1,23456789 ETH à 3\u202f500,12 USDT');
    expect(wordPush(message('depositPassed'), 'en_US')?.body).toBe('0.05 BTC is now in your account');
    expect(wordPush(message('marginWarning'), 'en_US')?.body).toBe('BTC/USDT short is 80.5% of the way to liquidation at 99,000.00 (mark 95,000.00)');
    expect(wordPush(message('contractFilled'), 'zh_TW')?.body).toBe('BTC/USDT 做多 0.0112 已於 89,000.00 開倉 · 保證金 100.00 USDT');
  });

  it('words nothing for a message that is not an alert', () => {
    expect(wordPush(message('depositRejected', { amount: '5', coin: 'USDT' }), 'en_US')).toBeUndefined();
    expect(wordPush(message('prompt', {}), 'en_US')).toBeUndefined();
  });
});

describe('push service allowlist', () => {
  const hosts = parseEnvironment({}).PUSH_HOSTS;

  it("allows the major browsers' push services over https by default, and nothing else", () => {
    expect(hosts).toEqual(['fcm.googleapis.com', 'updates.push.services.mozilla.com', '*.notify.windows.com', 'web.push.apple.com', '*.push.apple.com']);
    for (const endpoint of ['https://fcm.googleapis.com/fcm/send/abc', 'https://updates.push.services.mozilla.com/wpush/v2/abc', 'https://wns2-par02p.notify.windows.com/w/?token=abc', 'https://web.push.apple.com/QGuQyavXu', 'https://api.push.apple.com/3/device/x']) {
      expect(endpointAllowed(endpoint, hosts), endpoint).toBe('ok');
    }
    expect(endpointAllowed('https://fcm.googleapis.com.attacker.example/x', hosts)).toBe('hostNotAllowed');
    expect(endpointAllowed('https://notify.windows.com/x', hosts)).toBe('hostNotAllowed');
    expect(endpointAllowed('https://evilnotify.windows.com/x', hosts)).toBe('hostNotAllowed');
    expect(endpointAllowed('https://user:pass@fcm.googleapis.com/x', hosts)).toBe('hostNotAllowed');
    expect(endpointAllowed('http://fcm.googleapis.com/x', hosts)).toBe('insecure');
    expect(endpointAllowed('ftp://fcm.googleapis.com/x', hosts)).toBe('insecure');
    expect(endpointAllowed('http://127.0.0.1:9000/push', hosts)).toBe('hostNotAllowed');
  });

  it('allows plain http only to a loopback host that is on the list', () => {
    const local = parseEnvironment({ PUSH_HOSTS: '127.0.0.1, localhost,::1' }).PUSH_HOSTS;
    expect(endpointAllowed('http://127.0.0.1:9000/push', local)).toBe('ok');
    expect(endpointAllowed('http://[::1]:9000/push', local)).toBe('ok');
    expect(endpointAllowed('http://localhost:9000/push', local)).toBe('ok');
    expect(endpointAllowed('http://10.0.0.1/push', parseEnvironment({ PUSH_HOSTS: '10.0.0.1' }).PUSH_HOSTS)).toBe('insecure');
    expect(() => parseEnvironment({ PUSH_HOSTS: 'https://fcm.googleapis.com' })).toThrow(/PUSH_HOSTS/);
    expect(() => parseEnvironment({ PUSH_SUBJECT: 'alerts@example.com' })).toThrow(/PUSH_SUBJECT/);
  });

  it('names the sender from the public origins when PUSH_SUBJECT is unset', () => {
    expect(defaultPushSubject(['http://localhost:8080', 'https://app.example.com'])).toBe('https://app.example.com');
    expect(defaultPushSubject(['http://localhost:8080'])).toBe('mailto:alerts@localhost');
  });

  it("takes a browser's keys only as a P-256 point and a 16-byte secret", () => {
    const point = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
    const secret = Buffer.alloc(16, 1).toString('base64url');
    expect(keysUsable(point, secret)).toBe(true);
    expect(keysUsable(point.slice(4), secret)).toBe(false);
    expect(keysUsable(point, Buffer.alloc(8).toString('base64url'))).toBe(false);
    expect(keysUsable('not base64!', secret)).toBe(false);
  });
});
