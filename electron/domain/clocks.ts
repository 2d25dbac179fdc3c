// The time control a tournament plays with (§32 for the 1953 rules; the FMJD's and today's events otherwise):
// - `movesPerHour`: so many moves an hour for each player, in sessions of 4 to 6 hours; an unfinished game is
//   adjourned at the session's end with a sealed move (§32, §34–§36) — the 1953 rules and the FIDE laws' appendix;
// - `increment`: a base time and an increment per move (Fischer), as FMJD events play ("1 h 20 min + 1 min a move");
// - `base`: a base time alone for the whole game (quickplay finish).
// Only the first has sessions, so only the first adjourns: under the others a game is played to its end.
import type { RuleSet } from './vocabulary';

export const CLOCKS = ['movesPerHour', 'increment', 'base'] as const;
export type Clock = (typeof CLOCKS)[number];

export interface TimeControl {
  clock: Clock;
  /** `increment` and `base`: each player's time for the game, in minutes. */
  baseMinutes: number | null;
  /** `increment`: the seconds added after each move. */
  incrementSeconds: number | null;
}

/** The FMJD's rounds are played with an increment clock (1 h 20 min + 1 min a move); the 1953 rules and FIDE's
 * adjournment appendix play moves in an hour, in sessions. */
export function defaultTimeControl(ruleSet: RuleSet): TimeControl {
  return ruleSet === 'fmjd'
    ? { clock: 'increment', ...FMJD_CONTROL }
    : { clock: 'movesPerHour', baseMinutes: null, incrementSeconds: null };
}

/** The FMJD's control — 80 minutes + 60 seconds a move (1 h 20 min + 1 min) — offered when a form switches to a base
 * time and its numbers are still empty. */
export const FMJD_CONTROL = { baseMinutes: 80, incrementSeconds: 60 } as const;

/** Whether games are adjourned under this control: only where it has sessions (§32). */
export function adjourns(clock: Clock): boolean {
  return clock === 'movesPerHour';
}
