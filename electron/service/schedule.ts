// Use cases of the draw, the schedule and results: drawing lots, drawing the round order ("Märkus") and entering a
// result. Withdrawals (§38) are in withdrawals.ts, undo in undo.ts.
import type { ParsedInput } from '#api/contract';
import { conflict, invalidField } from '#api/errors';
import { phrasePart } from '#api/messages';
import type { Schedule, ScheduledGame } from '#api/views';
import type { Db } from '#db/db';
import { latestAdjournment } from '#db/repositories/adjournments';
import { insertGames, listGames, setGameResult, setGamesRound, type NewGame } from '#db/repositories/games';
import { listRoundTimes } from '#db/repositories/round-times';
import { setLotNumber, updateTournament, type ParticipantView, type TournamentRow } from '#db/repositories/tournaments';
import { bergerTable } from '#domain/berger';
import { checkManualNumbers, DrawError, drawLots, drawNextTableRound, newSeed } from '#domain/lots';
import { openingLock } from '#domain/opening-draw';
import { isFinal, resultAllowed } from '#domain/results';
import { isRoundComplete } from '#domain/rounds';
import { MAX_PLAYERS, MIN_PLAYERS } from '#domain/vocabulary';
import { ruleToken } from '#formats/citations';
import { copyBeforeChange } from './backups';
import { tournamentChange, writeWithAudit, type ServiceContext } from './context';
import {
  requireConfirmedReplacement,
  requireGame,
  requireGameForResult,
  requireOpeningBeforePlay,
  requireWithdrawalBasisKept,
  toScheduledGame,
} from './game-guards';
import { roundOpeningViews } from './round-opening-views';
import { drawTeams } from './team-draw';
import {
  isDrawn,
  loadForGame,
  loadTournament,
  playersOf,
  requireOpenTournament,
  requireTournament,
  settingsOf,
  sortedParticipants,
  withGameResult,
} from './tournament-state';

/** The games of the Berger table for participants numbered by the draw. */
export function scheduleGames(tournament: TournamentRow, byLot: Map<number, number>): NewGame[] {
  const settings = settingsOf(tournament);
  const table = bergerTable(byLot.size, { double: settings.double, swapLastTwoRounds: settings.swapLastTwoRounds });
  return table.rounds.flatMap((round) =>
    round.games.flatMap((game) => {
      const first = {
        tableRound: round.round,
        // With the round order drawn before each round (Märkus), a round gets its number when it is drawn.
        round: settings.drawRoundOrder ? null : round.round,
        board: game.board,
        leg: 1,
        whiteId: byLot.get(game.white)!,
        blackId: byLot.get(game.black)!,
        result: null,
      };
      // A micro-match: the pairing's second game on the same board, colours swapped (docs/micro-matches.md).
      if (!settings.microMatch) return [first];
      return [first, { ...first, leg: 2, whiteId: first.blackId, blackId: first.whiteId }];
    }),
  );
}

export function scheduleOf(db: Db, tournamentId: number): Schedule {
  const loaded = loadTournament(db, tournamentId);
  const person = playersOf(loaded.participants);
  const n = loaded.data.players.length;
  const tableRounds = [...new Set(loaded.games.map((g) => g.tableRound))].sort((a, b) => a - b);
  const starts = listRoundTimes(db, tournamentId);
  const openings = roundOpeningViews(db, loaded.row);
  const rounds = tableRounds.map((tableRound) => {
    const games = loaded.games.filter((g) => g.tableRound === tableRound);
    const playing = new Set(games.flatMap((g) => [g.whiteId, g.blackId]));
    const byeId = n % 2 === 1 ? loaded.participants.find((p) => p.lotNo !== null && !playing.has(p.id))?.id : undefined;
    const scheduled = games.map((g) => toScheduledGame(g, loaded, person));
    return {
      round: games[0]?.round ?? null,
      tableRound,
      bye: byeId === undefined ? null : (person.get(byeId) ?? null),
      games: scheduled,
      complete: isRoundComplete(scheduled),
      startsAt: games[0]?.round ? (starts.get(games[0].round) ?? null) : null,
      openings: openings.get(tableRound) ?? [],
      openingDraw: loaded.row.microMatch
        ? {
            lock: openingLock({
              hasTable: loaded.row.openingTable !== null,
              closed: loaded.row.closedAt !== null,
              results: games.map((g) => g.result),
            }),
          }
        : null,
    };
  });
  rounds.sort((a, b) => (a.round ?? Infinity) - (b.round ?? Infinity) || a.tableRound - b.tableRound);
  return {
    tournamentId,
    drawn: isDrawn(loaded.row),
    rounds,
    starts: [...starts].sort(([a], [b]) => a - b).map(([round, startsAt]) => ({ round, startsAt })),
  };
}

function participantsForDraw(db: Db, tournament: TournamentRow): ParticipantView[] {
  if (isDrawn(tournament)) throw conflict('', 'alreadyDrawn');
  const participants = sortedParticipants(db, tournament.id);
  if (participants.length < MIN_PLAYERS || participants.length > MAX_PLAYERS) {
    throw conflict('', 'playerCountForDraw', { min: MIN_PLAYERS, max: MAX_PLAYERS, count: participants.length });
  }
  return participants;
}

/** Lot number → participant id, from a random draw or from numbers entered by hand. */
function assignNumbers(
  participants: ParticipantView[],
  input: ParsedInput<'drawLots'>,
  seed: string | null,
): Map<number, number> {
  if (input.method === 'random') {
    return new Map(drawLots(participants, seed!).map(({ participant, no }) => [no, participant.id]));
  }
  const given = new Map((input.numbers ?? []).map((entry) => [entry.playerId, entry.no]));
  const missing = participants.find((p) => !given.has(p.playerId));
  if (missing) throw invalidField('numbers', 'manualNumbersIncomplete', { missing: missing.name });
  try {
    checkManualNumbers(participants.map((p) => given.get(p.playerId)!));
  } catch (error) {
    if (error instanceof DrawError)
      throw invalidField('numbers', 'manualNumbersInvalid', { detail: phrasePart(error.said) });
    throw error;
  }
  return new Map(participants.map((p) => [given.get(p.playerId)!, p.id]));
}

export const scheduleHandlers = (ctx: ServiceContext) => ({
  getSchedule: (input: ParsedInput<'getSchedule'>): Schedule => {
    requireTournament(ctx.db, input.tournamentId);
    return scheduleOf(ctx.db, input.tournamentId);
  },

  drawLots: (input: ParsedInput<'drawLots'>): Schedule => {
    copyBeforeChange(ctx, 'draw');
    return writeWithAudit(ctx, (db, now) => {
      const tournament = requireTournament(db, input.tournamentId);
      const seed = input.method === 'random' ? (input.seed ?? newSeed()) : null;
      // A team round robin: the teams are drawn; their matches' games are made by the line-ups (team-draw.ts).
      if (tournament.teamBoards !== null) {
        if (isDrawn(tournament)) throw conflict('', 'alreadyDrawn');
        const teams = drawTeams(db, tournament, input, seed);
        updateTournament(db, tournament.id, { drawMethod: input.method, drawSeed: seed, drawnAt: now }, now);
        return {
          result: scheduleOf(db, tournament.id),
          audit: tournamentChange('tournament.draw', tournament.id, null, { method: input.method, seed, teams }),
        };
      }
      const participants = participantsForDraw(db, tournament);
      const byLot = assignNumbers(participants, input, seed);
      for (const [no, participantId] of byLot) setLotNumber(db, participantId, no);
      const drawn = updateTournament(
        db,
        tournament.id,
        { drawMethod: input.method, drawSeed: seed, drawnAt: now },
        now,
      );
      insertGames(db, tournament.id, scheduleGames(drawn, byLot), now);
      const numbers = sortedParticipants(db, tournament.id).map((p) => ({
        no: p.lotNo,
        name: p.name,
        playerId: p.playerId,
      }));
      return {
        result: scheduleOf(db, tournament.id),
        audit: tournamentChange('tournament.draw', tournament.id, null, { method: input.method, seed, numbers }),
      };
    });
  },

  drawNextRound: (input: ParsedInput<'drawNextRound'>): Schedule => {
    copyBeforeChange(ctx, 'draw');
    return writeWithAudit(ctx, (db, now) => {
      // A closed tournament's schedule is final with its results (its table is kept as closed).
      const tournament = requireOpenTournament(db, input.tournamentId);
      if (!isDrawn(tournament)) throw conflict('', 'notDrawn');
      if (!tournament.drawRoundOrder) throw conflict('', 'roundOrderNotDrawn');
      const games = listGames(db, tournament.id);
      const remaining = [...new Set(games.filter((g) => g.round === null).map((g) => g.tableRound))].sort(
        (a, b) => a - b,
      );
      if (remaining.length === 0) throw conflict('', 'allRoundsDrawn');
      const round = Math.max(0, ...games.map((g) => g.round ?? 0)) + 1;
      const tableRound = drawNextTableRound(remaining, tournament.drawSeed ?? String(tournament.id), round);
      setGamesRound(db, tournament.id, tableRound, round, now);
      return {
        result: scheduleOf(db, tournament.id),
        audit: tournamentChange('round.draw', tournament.id, null, { round, tableRound }),
      };
    });
  },

  recordResult: (input: ParsedInput<'recordResult'>): ScheduledGame =>
    writeWithAudit(ctx, (db, now) => {
      const tournament = requireOpenTournament(db, input.tournamentId);
      const game = requireGame(db, tournament.id, input.gameId);
      // §34 (FIDE Guidelines I.1.1): a game is adjourned with its sealed envelope, never by a bare mark.
      if (input.result === 'adjourned')
        throw invalidField('result', 'adjournNeedsEnvelope', { rule: ruleToken(tournament.ruleSet, 'sealing') });
      if (!resultAllowed(input.result, tournament.ruleSet)) throw invalidField('result', 'zeroZeroOnlyFmjd');
      // Only what can decide this game is loaded (tournament-state.ts, loadForGame).
      const loaded = loadForGame(db, tournament, game);
      const person = playersOf(loaded.participants);
      requireGameForResult(loaded, game, person);
      // A sealed envelope and a game without a result would contradict each other.
      if (input.result === null && game.result === 'adjourned' && latestAdjournment(db, game.id)?.openedAt === null)
        throw conflict('result', 'sealedEnvelopeKeepsGameAdjourned', {
          rule: ruleToken(tournament.ruleSet, 'sealing'),
        });
      requireWithdrawalBasisKept(loaded, game, input.result);
      if (!input.withoutOpening) requireOpeningBeforePlay(db, loaded, game, input.result);
      requireConfirmedReplacement(game.result, input.result, input.confirm);
      const updated = setGameResult(db, game, input.result, now);
      return {
        result: toScheduledGame(updated, withGameResult(loaded, updated), person),
        audit: {
          action: isFinal(game.result) ? 'result.replace' : 'result.record',
          entity: 'game',
          entityId: game.id,
          tournamentId: tournament.id,
          before: { result: game.result },
          after: { result: input.result, round: game.round, board: game.board },
        },
      };
    }),
});
