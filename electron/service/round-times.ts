// When the rounds start: set round by round, or the empty ones filled from the tournament's days
// (domain/round-times.ts). Each change is one transaction with its audit row holding the starts before and after; the
// starts are the schedule's (schedule.ts shows them).
import type { ParsedInput } from '#api/contract';
import { conflict, invalidField } from '#api/errors';
import type { Schedule } from '#api/views';
import type { Db } from '#db/db';
import { listGames } from '#db/repositories/games';
import { listRoundTimes, setRoundTime } from '#db/repositories/round-times';
import type { TournamentRow } from '#db/repositories/tournaments';
import { bergerTable } from '#domain/berger';
import { proposeRoundTimes } from '#domain/round-times';
import { MAX_PLAYERS, MIN_PLAYERS } from '#domain/vocabulary';
import { tournamentChange, writeWithAudit, type ServiceContext } from './context';
import { scheduleOf } from './schedule';
import { requireTournament, sortedParticipants } from './tournament-state';

/** How many rounds the tournament has: its schedule's, or before the draw its table's for the players entered. */
function roundCountOf(db: Db, tournament: TournamentRow): number {
  const games = listGames(db, tournament.id);
  if (games.length > 0) return new Set(games.map((g) => g.tableRound)).size;
  const players = sortedParticipants(db, tournament.id).length;
  if (players < MIN_PLAYERS || players > MAX_PLAYERS) return 0;
  return bergerTable(players, { double: tournament.double }).rounds.length;
}

/** A change of the starts, written with its audit row (the starts before and after) and answered with the
 * schedule. */
function changeStarts(
  ctx: ServiceContext,
  tournamentId: number,
  change: (db: Db, tournament: TournamentRow, rounds: number, starts: Map<number, string>) => void,
): Schedule {
  return writeWithAudit(ctx, (db) => {
    const tournament = requireTournament(db, tournamentId);
    const starts = listRoundTimes(db, tournament.id);
    const before = Object.fromEntries(starts);
    change(db, tournament, roundCountOf(db, tournament), starts);
    const after = Object.fromEntries(listRoundTimes(db, tournament.id));
    return {
      result: scheduleOf(db, tournament.id),
      audit: tournamentChange('rounds.times', tournament.id, before, after),
    };
  });
}

export const roundTimeHandlers = (ctx: ServiceContext) => ({
  setRoundTimes: (input: ParsedInput<'setRoundTimes'>): Schedule =>
    changeStarts(ctx, input.tournamentId, (db, tournament, rounds) => {
      for (const { round, startsAt } of input.rounds) {
        if (round > rounds) throw invalidField('rounds', 'roundTimeNotInSchedule', { round, rounds });
        setRoundTime(db, tournament.id, round, startsAt);
      }
    }),

  fillRoundTimes: (input: ParsedInput<'fillRoundTimes'>): Schedule =>
    changeStarts(ctx, input.tournamentId, (db, tournament, rounds, starts) => {
      if (!tournament.startDate) throw conflict('tournamentId', 'roundTimesNeedDates');
      const proposed = proposeRoundTimes(
        rounds,
        tournament.startDate,
        tournament.endDate,
        input.time,
        tournament.sessionHours,
      );
      if (proposed === null)
        throw conflict('time', 'roundTimesDayTooShort', { hours: tournament.sessionHours, time: input.time });
      // Only the rounds without a start: what the arbiter set stays as he set it.
      proposed.forEach((startsAt, index) => {
        if (!starts.has(index + 1)) setRoundTime(db, tournament.id, index + 1, startsAt);
      });
    }),
});
