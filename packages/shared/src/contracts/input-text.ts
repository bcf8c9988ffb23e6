import { z } from 'zod';
import { hasControlCharacters, INPUT_RULE_MESSAGES, isSafeLink, TEXT_LIMITS } from '../input-rules.js';

/**
 * The string schemas every request field is built from, so each rule of input-rules.ts is written
 * once. Each counts the text as sent, before trimming: padding cannot carry a field past its limit.
 */

/** Text as sent, at most `max` characters, without control characters (tab and line breaks are text). */
export function rawText(max: number) {
  return z.string().max(max).refine((value) => !hasControlCharacters(value), { message: INPUT_RULE_MESSAGES.controlCharacters, abort: true });
}

/** What a person typed: `rawText` with the surrounding blanks trimmed; add `.min(1)` where it is required. */
export function typedText(max: number) {
  return rawText(max).trim();
}

/** A link or image address an editor sets: a path of this site or an https: URL (input-rules.ts `isSafeLink`). */
export function linkText(max: number = TEXT_LIMITS.link) {
  return typedText(max).refine(isSafeLink, { message: INPUT_RULE_MESSAGES.unsafeLink });
}

/** Decimal text (an amount, a price, a rate), trimmed; the caller adds its pattern. */
export function numericText() {
  return z.string().max(TEXT_LIMITS.numeric).trim();
}
