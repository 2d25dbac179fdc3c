// The keys of the round view, from White's side: 1 White wins, 0 Black wins, = (or 5, ½) draw, + White wins by
// forfeit, − Black wins by forfeit, x both lose by forfeit (§32), a adjourned; Backspace or Delete clears.
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
  a: 'adjourned',
  A: 'adjourned',
};

/** The result a key enters, null for a key that clears, undefined for any other key. */
export function resultForKey(key: string): GameResult | undefined {
  if (key === 'Backspace' || key === 'Delete') return null;
  return KEY_RESULTS[key];
}

export { formatResult as resultLabel } from '#formats/numbers';
