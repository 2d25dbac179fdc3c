// Adjourned games (§34, §35) and their clocks. Times are whole minutes.

/** §34: an early adjournment, with the arbiter's consent once both players have reached the control: the sealer
 * charges himself the rest of the session — his recorded time is the session length less the opponent's time used.
 * Source example: 4-hour session, White 1:45, Black 1:50; Black seals early and records 2:15 (4:00 − 1:45), which
 * leaves him 45 minutes to the next control. */
export function earlyAdjournment(input: {
  sessionMinutes: number;
  opponentUsed: number;
  sealerUsed: number;
  /** Moves the sealer has completed (the sealed move is the next one). */
  movesMade: number;
  movesPerHour: number;
}): { recorded: number; toNextControl: number; nextControlMove: number } {
  const recorded = Math.max(input.sealerUsed, input.sessionMinutes - input.opponentUsed);
  // §32: the controls fall every hour — movesPerHour moves by 1:00, twice as many by 2:00, and so on.
  const controlsPassed = Math.floor(input.movesMade / input.movesPerHour);
  const nextControlHour = Math.max(controlsPassed + 1, Math.floor(recorded / 60) + 1);
  return {
    recorded,
    toNextControl: nextControlHour * 60 - recorded,
    nextControlMove: (controlsPassed + 1) * input.movesPerHour,
  };
}

/** §35: an adjourned game may be resumed only while at least one hour of the session remains. */
export const MINIMUM_SESSION_LEFT = 60;
/** §35: a player with several adjourned games gets 15 minutes' rest between them. */
export const REST_BETWEEN_GAMES = 15;

/** §35: with less than an hour of the session left, resuming an adjourned game is an exception the arbiter must
 * confirm before the envelope is opened. */
export function resumptionNeedsException(minutesLeftInSession: number): boolean {
  return minutesLeftInSession < MINIMUM_SESSION_LEFT;
}

export function formatClock(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/** "1:45" → 105; null when it is not a time. */
export function parseClock(text: string): number | null {
  const match = /^\s*(\d{1,2})[:.](\d{2})\s*$/.exec(text);
  if (!match || Number(match[2]) >= 60) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Where a resumption falls against the tournament's dates (local ISO date and time, ISO days). §34 (FIDE's envelope):
 * the envelope states the date, time and place of resumption; §35: adjourned games are resumed during the
 * tournament — all of them before its last round. A day before the first is a typing slip; a day after the last
 * may be one the organisers added, so that one is asked, not refused. Open dates set no bound. */
export function resumptionAgainstDates(
  resumeAt: string,
  startDate: string | null,
  endDate: string | null,
): 'beforeStart' | 'afterEnd' | 'within' {
  const day = resumeAt.slice(0, 10);
  if (startDate && day < startDate) return 'beforeStart';
  if (endDate && day > endDate) return 'afterEnd';
  return 'within';
}
