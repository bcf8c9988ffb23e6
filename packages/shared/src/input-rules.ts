/**
 * What any text a member or an editor sends must be (ours), zod-free so a form checks the same
 * rule the server's schemas apply (contracts/input-text.ts), with the same limits.
 */

/** The most characters each kind of field takes: the server refuses more, the web counts toward it. */
export const TEXT_LIMITS = {
  /** An amount, price or rate typed as decimal text. */
  numeric: 40,
  supportText: 2000,
  title: 200,
  summary: 500,
  /** A link or an image address an editor sets. */
  link: 500,
  /** An article's HTML, before it is sanitised. */
  html: 200_000,
  promptContent: 20_000,
  reason: 500,
  version: 40,
  keyword: 50,
  search: 64,
  memberId: 20,
  address: 64,
} as const;

/** Images are refused above this many pixels on either side, whatever their bytes. */
export const IMAGE_MAX_DIMENSION = 4096;

/** The message keys (packages/shared/src/messages) the rules below report through zod. */
export const INPUT_RULE_MESSAGES = { controlCharacters: 'textControlCharacters', unsafeLink: 'linkUnsafe' } as const;

/** Cc is exactly C0, DEL and C1: every one of them but tab, line feed and carriage return. */
const CONTROL_CHARACTER = /[^\P{Cc}\t\n\r]/u;

export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/** Whitespace, controls and backslashes: browsers drop or rewrite them (`/\host` is read as `//host`). */
const UNSAFE_IN_LINK = /[\s\p{Cc}\\]/u;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A link or image address safe to put in a page: a path of this site (one leading `/`, never
 * `//`, which leaves it) or an `https:` URL; `http:` only on this machine. Nothing else, so no
 * `javascript:`, `data:`, `vbscript:` or `file:` address ever reaches a member's page.
 */
export function isSafeLink(value: string): boolean {
  if (value === '' || UNSAFE_IN_LINK.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol === 'https:') return url.hostname !== '';
  return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
}
