// What a key pressed on a board's result cell does in the round view — pure, so that the table of keys the user guide
// promises is tested without a browser: Ctrl+Z undoes the tournament's last change, ↑ ↓ move between boards, a result
// key (result-keys.ts) enters that result, and the same result again does nothing (the key `a` always opens the
// envelope form: a game is adjourned only with an envelope, §34).
import type { GameResult } from '#domain/results';
import { isOtherAlphabet, resultForKey } from './result-keys';

/** The key as the browser reports it: what it typed, where it is on the keyboard, its modifiers. */
export interface PressedKey {
  key: string;
  code: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

export type RoundKeyAction =
  | { kind: 'undo' }
  | { kind: 'move'; by: 1 | -1 }
  | { kind: 'record'; result: GameResult }
  /** A result key on a screen that may not write, or the result the game has already: taken, and nothing done. */
  | { kind: 'nothing' }
  /** Any other key: left to the browser (Tab moves on, Enter presses the cell). */
  | { kind: 'ignore' };

export function roundKeyAction(pressed: PressedKey, current: GameResult, canWrite: boolean): RoundKeyAction {
  const command = pressed.ctrlKey || pressed.metaKey;
  // Ctrl+Z in any layout: the Z key types я in a Russian one.
  const z = pressed.key.toLowerCase() === 'z' || (isOtherAlphabet(pressed.key) && pressed.code === 'KeyZ');
  if (command && z) return { kind: 'undo' };
  if (pressed.key === 'ArrowDown') return { kind: 'move', by: 1 };
  if (pressed.key === 'ArrowUp') return { kind: 'move', by: -1 };
  if (command || pressed.altKey) return { kind: 'ignore' };
  const result = resultForKey(pressed.key, pressed.code);
  if (result === undefined) return { kind: 'ignore' };
  if (!canWrite || (result === current && result !== 'adjourned')) return { kind: 'nothing' };
  return { kind: 'record', result };
}
