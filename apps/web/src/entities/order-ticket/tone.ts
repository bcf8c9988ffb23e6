/** The colour of a ticket's side: the first of two (buy, long, rise) is green, the second red. */
export type Tone = 'up' | 'down';

export function toneOf<S extends string>(sides: readonly [S, S], side: S): Tone {
  return side === sides[0] ? 'up' : 'down';
}
