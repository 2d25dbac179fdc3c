// The round view's keys, from White's side (docs/user-guide.md's table).
import { describe, expect, it } from 'vitest';
import { resultForKey } from '#renderer/screens/tournament/result-keys';

describe('the result keys', () => {
  it('enter the result the user guide promises', () => {
    expect(['1', '0', '=', '5', '½', '+', '-', '−', 'x', 'z', 'a'].map((key) => resultForKey(key))).toEqual([
      '1-0',
      '0-1',
      '1/2-1/2',
      '1/2-1/2',
      '1/2-1/2',
      '+/-',
      '-/+',
      '-/+',
      '-/-',
      '0-0',
      'adjourned',
    ]);
    // In a Russian layout the Z key types я: its place says 0–0.
    expect(resultForKey('я', 'KeyZ')).toBe('0-0');
  });

  it('clear with Backspace or Delete, and ignore every other key', () => {
    expect(resultForKey('Backspace')).toBeNull();
    expect(resultForKey('Delete')).toBeNull();
    for (const key of ['2', 'Enter', 'Tab', 'ArrowDown', 'q', ' ']) expect(resultForKey(key)).toBeUndefined();
  });
});
