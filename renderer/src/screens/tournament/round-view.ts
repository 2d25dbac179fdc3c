// What the round view shows of the schedule, pure: how much of a round is missing or adjourned, whose names are
// struck out (§38), what a result cell says, and the schedule with one game as a change gave it back.
import type { Schedule, ScheduledGame, ScheduledRound, TournamentDetail } from '#api/views';
import { playedFromOpening } from '#domain/opening-draw';
import type { Scoring } from '#domain/results';
import { isRoundComplete } from '#domain/rounds';
import type { WithdrawalThreshold } from '#domain/withdrawal';
import type { AnswerState } from '../../components/use-answer';
import type { ValueStore } from '../../components/value-store';
import { resultLabel } from './result-keys';

export function roundStatus(round: ScheduledRound): { missing: number; adjourned: number } {
  // §38: a removed player's games are annulled and leave nothing to enter.
  const missing = round.games.filter((g) => g.result === null && g.withdrawal?.effect !== 'annulled').length;
  const adjourned = round.games.filter((g) => g.result === 'adjourned').length;
  return { missing, adjourned };
}

/** The players removed from the table (§38): in an annulled game only their names are struck out — an opponent
 * who plays on is not (and when both were removed, both are). */
export function removedFromTable(tournament: TournamentDetail): Set<number> {
  return new Set(tournament.participants.filter((p) => p.withdrawal?.rule === 'annulled').map((p) => p.playerId));
}

/** What a result cell shows: the result that counts, "annulled" for a removed player's game (§38), or a dot; spoken
 * (for a screen reader) it says so in words. */
export function cellText(
  game: ScheduledGame,
  t: Translate,
  spoken: boolean,
  scoring: Scoring,
  withdrawals: { rule: string; threshold: WithdrawalThreshold },
): string {
  if (game.withdrawal?.effect === 'annulled') return t('rounds.annulled');
  if (game.result === 'adjourned') return spoken ? t('rounds.adjourned') : t('rounds.adjournedShort');
  const text = resultLabel(game.result, scoring);
  if (!text) return spoken ? t('rounds.noResult') : '·';
  return game.withdrawal && spoken
    ? `${text} (${withdrawalNote(game.withdrawal, t, withdrawals.rule, withdrawals.threshold)})`
    : text;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What a withdrawal did to a game, with the rule that decided it: "under §38: … withdrew", "annulled: … left with
 * fewer than half of their games played (§38)". `rule` is the citation's token (electron/formats/citations.ts). */
export function withdrawalNote(
  withdrawal: NonNullable<ScheduledGame['withdrawal']>,
  t: Translate,
  rule: string,
  threshold: WithdrawalThreshold,
): string {
  return t(`rounds.byWithdrawal.${withdrawal.effect}`, {
    name: withdrawal.player.name,
    rule,
    share: t(`withdrawal.share.${threshold}.annulled`),
  });
}

/** The schedule with one game as recording its result gave it back: a result changes its own game, whether its
 * round is complete and — in a round of micro-matches — whether its opening may still be drawn, nothing else the round
 * view shows; so the whole schedule need not be read again. */
export function withGame(schedule: Schedule, game: ScheduledGame): Schedule {
  return {
    ...schedule,
    rounds: schedule.rounds.map((round) => {
      if (!round.games.some((g) => g.id === game.id)) return round;
      const games = round.games.map((g) => (g.id === game.id ? game : g));
      return { ...round, games, complete: isRoundComplete(games), openingDraw: openingDrawAfter(round, games) };
    }),
  };
}

/** Whether a round's opening may be drawn after one of its results changed: only "played" can come or go with a
 * result (a game the arbiter typed, not one §38 decided); no table and a closed tournament stay as they were. */
function openingDrawAfter(round: ScheduledRound, games: readonly ScheduledGame[]): ScheduledRound['openingDraw'] {
  const draw = round.openingDraw;
  if (draw === null || (draw.lock !== null && draw.lock !== 'played')) return draw;
  return { lock: games.some((g) => g.withdrawal === null && playedFromOpening(g.result)) ? 'played' : null };
}

/** The board the cursor goes to after a result is entered on the board at `index` of a round (as the result left
 * it): the next one still waiting for its result — a game with a result, or one §38 decided (annulled, or won by the
 * opponent of a player who left), is passed over —, else the first such board before it; null when none is left. */
export function nextBoardToEnter(games: readonly ScheduledGame[], index: number): number | null {
  const open = (game: ScheduledGame) => game.result === null && game.withdrawal === null;
  const after = games.findIndex((game, i) => i > index && open(game));
  if (after !== -1) return after;
  const before = games.findIndex((game, i) => i < index && open(game));
  return before === -1 ? null : before;
}

/** Where the cursor goes after a result on the board at `index` of the round shown: the next board of that round
 * still waiting; when none is left and the view follows the rounds being played (no round in its address), the first
 * such board of the round it shows next — the first round not yet complete; otherwise it stays where it is. */
export function cursorAfterResult(
  schedule: Schedule,
  round: number | null,
  index: number,
  followsPlay: boolean,
): number {
  const shown = schedule.rounds.find((r) => r.round === round);
  const inRound = shown ? nextBoardToEnter(shown.games, index) : null;
  if (inRound !== null) return inRound;
  if (!followsPlay) return index;
  const next = schedule.rounds.find((r) => r.round !== null && !r.complete);
  if (!next || next === shown) return index;
  return nextBoardToEnter(next.games, -1) ?? 0;
}

/** The schedule as the round view keeps it: each part of the view reads its own round or game of it. */
export type ScheduleStore = ValueStore<AnswerState<Schedule>>;

/** The round the view shows: the one its address names, else the first not yet complete (the view follows play),
 * else the last; `missing` when the address names a round the schedule does not have (round 39 of 38) — said, never
 * replaced by another round. */
export function shownRound(
  schedule: Schedule,
  round: number | undefined,
): { round: ScheduledRound | null; missing: boolean } {
  const playable = schedule.rounds.filter((r) => r.round !== null);
  if (round !== undefined) {
    const asked = playable.find((r) => r.round === round) ?? null;
    return { round: asked, missing: asked === null };
  }
  return { round: playable.find((r) => !r.complete) ?? playable[playable.length - 1] ?? null, missing: false };
}

/** What the round view's frame shows of the schedule: the rounds in its list, the round shown and its boards. A
 * result changes none of it — its board's row, its round's chip and the status line show it — except which round
 * is shown when the view follows play; so a result does not render the frame again. */
export interface RoundFrame {
  /** Each round played or to be played, as its chip names it. */
  rounds: { tableRound: number; round: number }[];
  /** Rounds whose order is still to be drawn. */
  undrawn: number;
  shown: {
    tableRound: number;
    round: number;
    startsAt: string | null;
    bye: ScheduledRound['bye'];
    gameIds: number[];
  } | null;
  noSuchRound: boolean;
}

export function roundFrame(schedule: Schedule, round: number | undefined): RoundFrame {
  const { round: shown, missing } = shownRound(schedule, round);
  return {
    rounds: schedule.rounds.flatMap((r) => (r.round === null ? [] : [{ tableRound: r.tableRound, round: r.round }])),
    undrawn: schedule.rounds.filter((r) => r.round === null).length,
    shown: shown && {
      tableRound: shown.tableRound,
      round: shown.round!,
      startsAt: shown.startsAt,
      bye: shown.bye,
      gameIds: shown.games.map((g) => g.id),
    },
    noSuchRound: missing,
  };
}

/** Whether two frames show the same: a frame read again after a result is the same frame (none: nothing read yet). */
export function sameFrame(a: RoundFrame | null, b: RoundFrame | null): boolean {
  if (a === null || b === null) return a === b;
  const sameShown =
    a.shown === b.shown ||
    (a.shown !== null &&
      b.shown !== null &&
      a.shown.tableRound === b.shown.tableRound &&
      a.shown.round === b.shown.round &&
      a.shown.startsAt === b.shown.startsAt &&
      a.shown.bye?.playerId === b.shown.bye?.playerId &&
      a.shown.bye?.no === b.shown.bye?.no &&
      a.shown.bye?.name === b.shown.bye?.name &&
      sameList(a.shown.gameIds, b.shown.gameIds));
  return (
    sameShown &&
    a.undrawn === b.undrawn &&
    a.noSuchRound === b.noSuchRound &&
    a.rounds.length === b.rounds.length &&
    a.rounds.every((r, i) => r.tableRound === b.rounds[i]!.tableRound && r.round === b.rounds[i]!.round)
  );
}

function sameList(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/** A round of the schedule by its place in the table. */
export function roundAt(schedule: Schedule, tableRound: number): ScheduledRound | null {
  return schedule.rounds.find((r) => r.tableRound === tableRound) ?? null;
}

/** A game of a round, as the schedule holds it now. */
export function gameAt(schedule: Schedule, tableRound: number, gameId: number): ScheduledGame | null {
  return roundAt(schedule, tableRound)?.games.find((g) => g.id === gameId) ?? null;
}
