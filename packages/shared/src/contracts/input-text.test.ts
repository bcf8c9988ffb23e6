import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { TEXT_LIMITS } from '../input-rules.js';
import { depositBodySchema } from './assets.js';
import { contentInputSchema } from './content.js';
import { linkText, numericText, typedText } from './input-text.js';
import { promptInputSchema } from './messages.js';
import { supportTextBodySchema } from './support.js';

/** The first issue's code and message: what the server's error handler words for the member. */
function firstIssue(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? undefined : { code: result.error.issues[0]?.code, message: result.error.issues[0]?.message, path: result.error.issues[0]?.path.join('.') };
}

describe('typed text', () => {
  it('trims what a person typed and counts it as sent, so padding cannot carry it past its limit', () => {
    expect(typedText(5).parse(' abc ')).toBe('abc');
    expect(typedText(5).safeParse(`${' '.repeat(10)}abc`).success).toBe(false);
    expect(typedText(5).parse('abcde')).toBe('abcde');
    expect(firstIssue(typedText(5), 'abcdef')).toMatchObject({ code: 'too_big' });
  });

  it('refuses control characters with their own message, and keeps tabs and line breaks', () => {
    expect(typedText(50).parse('Line one\r\n\tLine two')).toBe('Line one\r\n\tLine two');
    for (const text of ['a\u0000b', '\u0007', 'a\u001bb', 'a\u007fb', 'a\u0085b', 'a\u009bb']) {
      expect(firstIssue(typedText(50), text), JSON.stringify(text)).toEqual({ code: 'custom', message: 'textControlCharacters', path: '' });
    }
  });
});

describe('link text', () => {
  it('takes a path of this site or an https: URL and refuses every script scheme with its own message', () => {
    expect(linkText().parse(' /officialInfo ')).toBe('/officialInfo');
    expect(linkText().parse('https://example.com/a.png')).toBe('https://example.com/a.png');
    for (const link of ['javascript:alert(1)', 'data:text/html,x', 'vbscript:x', 'file:///etc/passwd', '//evil.example', 'http://example.com']) {
      expect(firstIssue(linkText(), link), link).toMatchObject({ code: 'custom', message: 'linkUnsafe' });
    }
    expect(firstIssue(linkText(), `/${'a'.repeat(TEXT_LIMITS.link)}`)).toMatchObject({ code: 'too_big' });
  });
});

describe('the request schemas', () => {
  const banner = (fields: object) => ({ kind: 'banner', translations: [{ language: 'en_US', title: 'Hello' }], ...fields });

  it('refuse an unsafe cover or link on any content item', () => {
    expect(contentInputSchema.safeParse(banner({ cover: '/api/files/contentImage/1', link: 'https://example.com' })).success).toBe(true);
    expect(firstIssue(contentInputSchema, banner({ link: 'javascript:alert(document.cookie)' }))).toMatchObject({ message: 'linkUnsafe', path: 'link' });
    expect(firstIssue(contentInputSchema, banner({ cover: 'data:image/svg+xml,<svg onload=alert(1)>' }))).toMatchObject({ message: 'linkUnsafe', path: 'cover' });
  });

  it('refuse control characters in chat messages, titles, summaries, HTML and prompts', () => {
    expect(firstIssue(supportTextBodySchema, { text: 'Hello\u0000' })).toMatchObject({ message: 'textControlCharacters', path: 'text' });
    expect(firstIssue(contentInputSchema, { kind: 'bulletin', translations: [{ language: 'en_US', title: 'T', summary: 'S\u0001' }] })).toMatchObject({ message: 'textControlCharacters', path: 'translations.0.summary' });
    expect(firstIssue(contentInputSchema, { kind: 'bulletin', translations: [{ language: 'en_US', title: 'T', content: '<p>\u0000</p>' }] })).toMatchObject({ message: 'textControlCharacters', path: 'translations.0.content' });
    expect(firstIssue(promptInputSchema, { mbType: '1', promptLanguge: 'ALL', promptTitle: 'T\u009b', promptConnet: '<p>x</p>' })).toMatchObject({ message: 'textControlCharacters', path: 'promptTitle' });
  });

  it('cap numeric text at its limit before trimming it', () => {
    expect(numericText().parse(' 12.5 ')).toBe('12.5');
    const padded = { coin: 'USDT', chain: 'ERC20', amount: `${' '.repeat(10_000)}10`, txHash: `0x${'a'.repeat(64)}` };
    expect(firstIssue(depositBodySchema, padded)).toMatchObject({ code: 'too_big', path: 'amount' });
    expect(depositBodySchema.safeParse({ ...padded, amount: '10' }).success).toBe(true);
  });
});
