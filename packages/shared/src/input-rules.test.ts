import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasControlCharacters, isSafeLink } from './input-rules.js';

describe('control characters', () => {
  it('finds NUL, the other C0 controls, DEL and the C1 controls anywhere in a text', () => {
    for (const code of [0x00, 0x01, 0x07, 0x08, 0x0b, 0x0c, 0x0e, 0x1b, 0x1f, 0x7f, 0x80, 0x85, 0x9b, 0x9f]) {
      expect(hasControlCharacters(`a${String.fromCharCode(code)}b`), `U+${code.toString(16)}`).toBe(true);
    }
  });

  it('takes tabs, line breaks and every printable character of any script as text', () => {
    expect(hasControlCharacters('Line one\r\nLine two\tand a tab')).toBe(false);
    expect(hasControlCharacters('入金が届きません 💥 Überweisung ¡ ÿ \u00a0 \u2028')).toBe(false);
    const isControl = (code: number) => (code < 0x20 && ![0x09, 0x0a, 0x0d].includes(code)) || (code >= 0x7f && code <= 0x9f);
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (text) => hasControlCharacters(text) === [...text].some((character) => isControl(character.charCodeAt(0)))));
  });
});

describe('a safe link', () => {
  it('is a path of this site or an https: URL', () => {
    for (const link of ['/officialInfo', '/api/files/contentImage/3', '/events?id=4#top', 'https://example.com', 'https://cdn.example.com/a/b.png?x=1', 'HTTPS://EXAMPLE.COM/']) {
      expect(isSafeLink(link), link).toBe(true);
    }
  });

  it('takes http: only for this machine', () => {
    for (const link of ['http://localhost:8080/x', 'http://127.0.0.1/x', 'http://[::1]:5173/']) expect(isSafeLink(link), link).toBe(true);
    for (const link of ['http://example.com', 'http://localhost.example.com/', 'http://127.0.0.2/', 'http://10.0.0.1/']) expect(isSafeLink(link), link).toBe(false);
  });

  it('refuses every other scheme, however it is written', () => {
    for (const link of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'javascript\u0000:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'data:image/svg+xml;base64,PHN2Zz4=',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'ftp://example.com/',
      'blob:https://example.com/1',
      'mailto:a@example.com',
      'about:blank',
    ]) {
      expect(isSafeLink(link), link).toBe(false);
    }
  });

  it('refuses what leaves the site while looking like a path, and what is no address at all', () => {
    for (const link of ['//evil.example/x', '/\\evil.example/x', '/\t/evil.example', '\\\\evil.example', 'officialInfo', '', ' ', 'https://', '/a b']) {
      expect(isSafeLink(link), JSON.stringify(link)).toBe(false);
    }
  });

  it('never takes a link that starts with a scheme other than https: or http:', () => {
    const scheme = fc.stringMatching(/^[a-z][a-z0-9+.-]{0,10}$/).filter((name) => name !== 'https' && name !== 'http');
    fc.assert(fc.property(scheme, fc.string(), (name, rest) => !isSafeLink(`${name}:${rest}`)));
  });
});
