// The round view's keys as the user guide's table promises them, decided without a browser.
import { describe, expect, it } from 'vitest';
import { roundKeyAction, type PressedKey } from '#renderer/screens/tournament/round-keys';

const press = (key: string, modifiers: Partial<PressedKey> = {}): PressedKey => ({
  key,
  code: '',
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...modifiers,
});

describe('a key on a board of the round view', () => {
  it('Ctrl+Z (or ⌘Z) undoes the last change, whichever case', () => {
    for (const pressed of [press('z', { ctrlKey: true }), press('Z', { ctrlKey: true }), press('z', { metaKey: true })])
      expect(roundKeyAction(pressed, null, true)).toEqual({ kind: 'undo' });
  });

  it('the arrows move between boards', () => {
    expect(roundKeyAction(press('ArrowDown'), '1-0', false)).toEqual({ kind: 'move', by: 1 });
    expect(roundKeyAction(press('ArrowUp'), null, true)).toEqual({ kind: 'move', by: -1 });
  });

  it('a result key records its result; Backspace clears', () => {
    expect(roundKeyAction(press('1'), null, true)).toEqual({ kind: 'record', result: '1-0' });
    expect(roundKeyAction(press('='), '1-0', true)).toEqual({ kind: 'record', result: '1/2-1/2' });
    expect(roundKeyAction(press('Backspace'), '0-1', true)).toEqual({ kind: 'record', result: null });
  });

  it('the same result again does nothing, but a opens the envelope form even on an adjourned game (§34)', () => {
    expect(roundKeyAction(press('1'), '1-0', true)).toEqual({ kind: 'nothing' });
    expect(roundKeyAction(press('Backspace'), null, true)).toEqual({ kind: 'nothing' });
    expect(roundKeyAction(press('a'), 'adjourned', true)).toEqual({ kind: 'record', result: 'adjourned' });
  });

  it('a read-only screen takes the result keys and does nothing with them', () => {
    expect(roundKeyAction(press('1'), null, false)).toEqual({ kind: 'nothing' });
  });

  it('leaves every other key, and a result key with Ctrl or Alt, to the browser', () => {
    for (const pressed of [
      press('Tab'),
      press('Enter'),
      press('2'),
      press('1', { ctrlKey: true }),
      press('x', { altKey: true }),
    ])
      expect(roundKeyAction(pressed, null, true)).toEqual({ kind: 'ignore' });
  });

  it('works in a Russian layout: the X, A and Z keys by their place (ч, ф, я)', () => {
    expect(roundKeyAction(press('ч', { code: 'KeyX' }), null, true)).toEqual({ kind: 'record', result: '-/-' });
    expect(roundKeyAction(press('Ф', { code: 'KeyA' }), null, true)).toEqual({ kind: 'record', result: 'adjourned' });
    expect(roundKeyAction(press('я', { code: 'KeyZ', ctrlKey: true }), null, true)).toEqual({ kind: 'undo' });
    // Another Russian letter, or a Latin letter in another Latin layout (q on the A key of a French one), enters nothing.
    expect(roundKeyAction(press('в', { code: 'KeyD' }), null, true)).toEqual({ kind: 'ignore' });
    expect(roundKeyAction(press('q', { code: 'KeyA' }), null, true)).toEqual({ kind: 'ignore' });
  });
});
