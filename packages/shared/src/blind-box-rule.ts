/**
 * The published prize rule of blind boxes (ARCHITECTURE §8), written once for the server that
 * draws and the browser that verifies:
 *
 *   roll = the first 13 hex digits of HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}`)
 *          read as an integer and divided by 16^13, a number in [0, 1);
 *   prize = the first row of the tier's table whose cumulative probability exceeds the roll.
 *
 * The server seed is 64 hex digits, used as text (UTF-8) for the HMAC key; before any opening the
 * member sees its SHA-256 (of the same text), and rotating the seed reveals it. Everything here is
 * exact: BigInt arithmetic over the decimal probabilities, never a float.
 */
export const ROLL_HEX_DIGITS = 13;
const ROLL_SCALE = 16n ** BigInt(ROLL_HEX_DIGITS);
/** Probabilities carry at most this many decimals. */
const PROBABILITY_DECIMALS = 18;
const PROBABILITY_SCALE = 10n ** BigInt(PROBABILITY_DECIMALS);

/** The HMAC message of one opening. */
export function rollMessage(clientSeed: string, nonce: number): string {
  return `${clientSeed}:${nonce}`;
}

/** The roll's hex digits: the first 13 of the HMAC's hex digest. */
export function rollDigits(hmacHex: string): string {
  return hmacHex.slice(0, ROLL_HEX_DIGITS).toLowerCase();
}

/** The roll as decimal text in [0, 1), exact (16^13 = 2^52, so at most 52 decimals). */
export function rollValue(digits: string): string {
  let numerator = BigInt(`0x${digits}`);
  let text = '0.';
  // n / 2^52 has a finite decimal expansion: multiply by ten until nothing is left.
  for (let place = 0; place < 52 && numerator > 0n; place += 1) {
    numerator *= 10n;
    text += String(numerator / ROLL_SCALE);
    numerator %= ROLL_SCALE;
  }
  return text === '0.' ? '0' : text;
}

/** Decimal probability text as an integer count of 10^-18. */
function scaledProbability(probability: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,18}))?$/.exec(probability.trim());
  if (!match) throw new Error(`not a probability: ${probability}`);
  const [, whole = '0', fraction = ''] = match;
  return BigInt(whole) * PROBABILITY_SCALE + BigInt(fraction.padEnd(PROBABILITY_DECIMALS, '0'));
}

/** Do the probabilities sum to exactly 1 (every table must)? */
export function probabilitiesSumToOne(probabilities: readonly string[]): boolean {
  return probabilities.reduce((sum, probability) => sum + scaledProbability(probability), 0n) === PROBABILITY_SCALE;
}

/**
 * The index of the prize a roll picks: the first row whose cumulative probability exceeds
 * digits / 16^13, compared exactly as digits × 10^18 < cumulative × 16^13.
 */
export function pickPrizeIndex(digits: string, probabilities: readonly string[]): number {
  const scaledRoll = BigInt(`0x${digits}`) * PROBABILITY_SCALE;
  let cumulative = 0n;
  for (const [index, probability] of probabilities.entries()) {
    cumulative += scaledProbability(probability);
    if (scaledRoll < cumulative * ROLL_SCALE) return index;
  }
  // Only a table that sums to less than 1 gets here; the last row takes the remainder.
  return probabilities.length - 1;
}
