// The keys of the round view, from White's side: 1 White wins, 0 Black wins, = (or 5, ½) draw, + White wins by
// forfeit, − Black wins by forfeit, x both lose by forfeit (§32), z 0–0 (the FMJD's premature draw), a adjourned;
// Backspace or Delete clears. The letters
// are also found by their place on the keyboard, so that they work in a Russian layout, where the X key types ч and
// the A key ф.
import type { GameResult } from '#domain/results';

const KEY_RESULTS: Record<string, Exclude<GameResult, null>> = {
  '1': '1-0',
  '0': '0-1',
  '=': '1/2-1/2',
  '5': '1/2-1/2',
  '½': '1/2-1/2',
  '+': '+/-',
  '-': '-/+',
  '−': '-/+',
  x: '-/-',
  X: '-/-',
  z: '0-0',
  Z: '0-0',
  a: 'adjourned',
  A: 'adjourned',
};

/** The letter keys by their place on the keyboard (`KeyboardEvent.code`, the key's position in a US layout). */
const PLACE_RESULTS: Record<string, Exclude<GameResult, null>> = { KeyX: '-/-', KeyA: 'adjourned', KeyZ: '0-0' };

/** A letter of another alphabet (ч, ф): the layout is not a Latin one, and the key's place says what was meant. A
 * Latin letter is taken as typed — in a French layout the A key types q, which is no result key. */
export function isOtherAlphabet(key: string): boolean {
  return key.length === 1 && /\p{L}/u.test(key) && !/[a-z]/i.test(key);
}

/** The result a key enters, null for a key that clears, undefined for any other key. */
export function resultForKey(key: string, code = ''): GameResult | undefined {
  if (key === 'Backspace' || key === 'Delete') return null;
  return KEY_RESULTS[key] ?? (isOtherAlphabet(key) ? PLACE_RESULTS[code] : undefined);
}

export { formatResult as resultLabel } from '#formats/numbers';
