// Use cases of the draw, the schedule and results: drawing lots, drawing the round order ("Märkus"), entering a
// result, and a player's withdrawal (§38).
import type { ParsedInput, Schedule, ScheduledGame, ScheduledPlayer, WithdrawalOutcomeView } from '../api/contract';
import { conflict, invalidField, notFound } from '../api/errors';
import { bergerTable } from '../domain/berger';
import { checkManualNumbers, DrawError, drawLots, drawNextTableRound, newSeed } from '../domain/lots';
import { isFinal, type GameResult } from '../domain/results';
import { completedAtLeastHalf } from '../domain/withdrawal';
import { MAX_PLAYERS, MIN_PLAYERS } from '../domain/vocabulary';
import type { Db } from '../../db/open';
import { deleteParticipant, setLotNumber, updateTournament, type ParticipantView, type TournamentRow } from '../../db/repositories/tournaments';
import { deleteGames, findGame, insertGames, insertWithdrawal, listGames, setGameResult, setGamesRound, type GameRow, type NewGame } from '../../db/repositories/games';
import { latestUndoableResultChange } from '../../db/repositories/audit';
import { writeWithAudit, type ServiceContext } from './context';
import { detail, isDrawn, loadTournament, removedPlayers, scheduledPlayers, requirePlayer, requireTournament, settingsOf, sortedParticipants } from './tournament-state';

/** The games of the Berger table for participants numbered by the draw. */
export function scheduleGames(tournament: TournamentRow, byLot: Map<number, number>): NewGame[] {
  const settings = settingsOf(tournament);
  const table = bergerTable(byLot.size, { double: settings.double, swapLastTwoRounds: settings.swapLastTwoRounds });
  return table.rounds.flatMap((round) =>
    round.games.map((game) => ({
      tableRound: round.round,
      // With the round order drawn before each round (Märkus), a round gets its number when it is drawn.
      round: settings.drawRoundOrder ? null : round.round,
      board: game.board,
      whiteId: byLot.get(game.white)!,
      blackId: byLot.get(game.black)!,
      result: null,
    })),
  );
}

function scheduleOf(db: Db, tournamentId: number): Schedule {
  const loaded = loadTournament(db, tournamentId);
  const person = scheduledPlayers(db, tournamentId);
  const removed = removedPlayers(loaded);
  const n = loaded.data.players.length;
  const tableRounds = [...new Set(loaded.games.map((g) => g.tableRound))].sort((a, b) => a - b);
  const rounds = tableRounds.map((tableRound) => {
    const games = loaded.games.filter((g) => g.tableRound === tableRound);
    const playing = new Set(games.flatMap((g) => [g.whiteId, g.blackId]));
    const byeId = n % 2 === 1 ? loaded.participants.find((p) => p.lotNo !== null && !playing.has(p.id))?.id : undefined;
    const scheduled = games.map((g) => toScheduledGame(g, person));
    const annulled = (g: ScheduledGame) => removed.has(g.white.no) || removed.has(g.black.no);
    return {
      round: games[0]?.round ?? null,
      tableRound,
      bye: byeId === undefined ? null : (person.get(byeId) ?? null),
      games: scheduled,
      complete: scheduled.every((g) => isFinal(g.result) || annulled(g)),
    };
  });
  rounds.sort((a, b) => (a.round ?? Infinity) - (b.round ?? Infinity) || a.tableRound - b.tableRound);
  return { tournamentId, drawn: isDrawn(loaded.row), rounds };
}

/** §35: all games of earlier rounds must be finished before the last round of a tournament. Unfinished games of a
 * player removed under §38 do not hold the round up. */
function refuseLastRoundWhileEarlierUnfinished(db: Db, tournamentId: number, game: GameRow): void {
  const all = listGames(db, tournamentId);
  const lastRound = Math.max(...all.map((g) => g.tableRound));
  if (game.round !== lastRound) return;
  const loaded = loadTournament(db, tournamentId);
  const removed = removedPlayers(loaded);
  const person = scheduledPlayers(db, tournamentId);
  const unfinished = all.filter(
    (g) => g.round !== null && g.round < lastRound && !isFinal(g.result) && !removed.has(loaded.lotOf.get(g.whiteId)!) && !removed.has(loaded.lotOf.get(g.blackId)!),
  );
  if (unfinished.length > 0) {
    const games = unfinished.map((g) => `round ${g.round} board ${g.board} (${person.get(g.whiteId)!.name} – ${person.get(g.blackId)!.name}${g.result === 'adjourned' ? ', adjourned' : ''})`).join('; ');
    throw conflict('gameId', 'lastRoundBlocked', { games });
  }
}

function toScheduledGame(game: GameRow, person: Map<number, ScheduledPlayer>): ScheduledGame {
  return { id: game.id, board: game.board, white: person.get(game.whiteId)!, black: person.get(game.blackId)!, result: game.result };
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
function assignNumbers(participants: ParticipantView[], input: ParsedInput<'drawLots'>, seed: string | null): Map<number, number> {
  if (input.method === 'random') {
    return new Map(drawLots(participants, seed!).map(({ participant, no }) => [no, participant.id]));
  }
  const given = new Map((input.numbers ?? []).map((entry) => [entry.playerId, entry.no]));
  const missing = participants.find((p) => !given.has(p.playerId));
  if (missing) throw invalidField('numbers', 'manualNumbersIncomplete', { missing: missing.name });
  try {
    checkManualNumbers(participants.map((p) => given.get(p.playerId)!));
  } catch (error) {
    if (error instanceof DrawError) throw invalidField('numbers', 'manualNumbersInvalid', { detail: error.message });
    throw error;
  }
  return new Map(participants.map((p) => [given.get(p.playerId)!, p.id]));
}

export const scheduleHandlers = (ctx: ServiceContext) => ({
  getSchedule: (input: ParsedInput<'getSchedule'>): Schedule => {
    requireTournament(ctx.db, input.tournamentId);
    return scheduleOf(ctx.db, input.tournamentId);
  },

  drawLots: (input: ParsedInput<'drawLots'>): Schedule =>
    writeWithAudit(ctx, (db, now) => {
      const tournament = requireTournament(db, input.tournamentId);
      const participants = participantsForDraw(db, tournament);
      const seed = input.method === 'random' ? (input.seed ?? newSeed()) : null;
      const byLot = assignNumbers(participants, input, seed);
      for (const [no, participantId] of byLot) setLotNumber(db, participantId, no);
      const drawn = updateTournament(db, tournament.id, { drawMethod: input.method, drawSeed: seed, drawnAt: now }, now);
      insertGames(db, tournament.id, scheduleGames(drawn, byLot), now);
      const numbers = sortedParticipants(db, tournament.id).map((p) => ({ no: p.lotNo, name: p.name, playerId: p.playerId }));
      return {
        result: scheduleOf(db, tournament.id),
        audit: { action: 'tournament.draw', entity: 'tournament', entityId: tournament.id, before: null, after: { method: input.method, seed, numbers } },
      };
    }),

  drawNextRound: (input: ParsedInput<'drawNextRound'>): Schedule =>
    writeWithAudit(ctx, (db, now) => {
      const tournament = requireTournament(db, input.tournamentId);
      if (!isDrawn(tournament)) throw conflict('', 'notDrawn');
      if (!tournament.drawRoundOrder) throw conflict('', 'roundOrderNotDrawn');
      const games = listGames(db, tournament.id);
      const remaining = [...new Set(games.filter((g) => g.round === null).map((g) => g.tableRound))].sort((a, b) => a - b);
      if (remaining.length === 0) throw conflict('', 'allRoundsDrawn');
      const round = Math.max(0, ...games.map((g) => g.round ?? 0)) + 1;
      const tableRound = drawNextTableRound(remaining, tournament.drawSeed ?? String(tournament.id), round);
      setGamesRound(db, tournament.id, tableRound, round, now);
      return {
        result: scheduleOf(db, tournament.id),
        audit: { action: 'round.draw', entity: 'tournament', entityId: tournament.id, before: null, after: { round, tableRound } },
      };
    }),

  recordResult: (input: ParsedInput<'recordResult'>): ScheduledGame =>
    writeWithAudit(ctx, (db, now) => {
      const tournament = requireTournament(db, input.tournamentId);
      const game = findGame(db, tournament.id, input.gameId);
      if (!game) throw notFound('gameNotFound', { id: input.gameId });
      if (game.round === null) throw conflict('gameId', 'roundNotDrawn');
      refuseLastRoundWhileEarlierUnfinished(db, tournament.id, game);
      // A final result is not overwritten by a slip of the keyboard: replacing it is confirmed and logged.
      if (isFinal(game.result) && game.result !== input.result && !input.confirm) {
        throw conflict('result', 'resultOverwriteNeedsConfirm', { result: game.result });
      }
      const updated = setGameResult(db, game.id, input.result, now);
      return {
        result: toScheduledGame(updated, scheduledPlayers(db, tournament.id)),
        audit: {
          action: isFinal(game.result) ? 'result.replace' : 'result.record',
          entity: 'game',
          entityId: game.id,
          before: { result: game.result },
          after: { result: input.result, round: game.round, board: game.board, tournamentId: tournament.id },
        },
      };
    }),

  undoLastResult: (input: ParsedInput<'undoLastResult'>): ScheduledGame =>
    writeWithAudit(ctx, (db, now) => {
      const tournament = requireTournament(db, input.tournamentId);
      // The audit log powers undo: the latest result change of this tournament not undone yet is reversed.
      const change = latestUndoableResultChange(db, tournament.id);
      if (!change) throw conflict('', 'nothingToUndo');
      const previous = (JSON.parse(change.before ?? '{}') as { result: GameResult }).result ?? null;
      const game = findGame(db, tournament.id, change.entityId!);
      if (!game) throw notFound('gameNotFound', { id: change.entityId! });
      const updated = setGameResult(db, game.id, previous, now);
      return {
        result: toScheduledGame(updated, scheduledPlayers(db, tournament.id)),
        audit: {
          action: 'result.undo',
          entity: 'game',
          entityId: game.id,
          before: { result: game.result },
          after: { result: previous, undoes: change.id, round: game.round, board: game.board, tournamentId: tournament.id },
        },
      };
    }),

  withdrawPlayer: (input: ParsedInput<'withdrawPlayer'>): WithdrawalOutcomeView =>
    writeWithAudit<WithdrawalOutcomeView>(ctx, (db, now) => {
      const tournament = requireTournament(db, input.tournamentId);
      const player = requirePlayer(db, input.playerId);
      if (!isDrawn(tournament)) throw conflict('', 'notDrawn');
      const loaded = loadTournament(db, tournament.id);
      const participant = loaded.participants.find((p) => p.playerId === player.id);
      if (!participant) throw conflict('playerId', 'notParticipant', { name: player.name });
      if (loaded.withdrawals.some((w) => w.participantId === participant.id)) throw conflict('playerId', 'alreadyWithdrawn', { name: player.name });
      const rounds = Math.max(0, ...loaded.games.map((g) => g.tableRound));
      if (input.afterRound > rounds) throw invalidField('afterRound', 'afterRoundInvalid', { max: rounds });
      const n = loaded.participants.length;
      const started = loaded.games.some((g) => g.result !== null);

      // §38: leaving after the draw but before the start: a new draw only if the number of players is odd, because
      // only then does a new draw shorten the tournament.
      if (!started && n % 2 === 1) {
        deleteGames(db, tournament.id);
        for (const p of loaded.participants) setLotNumber(db, p.id, null);
        deleteParticipant(db, tournament.id, player.id);
        const reset = updateTournament(db, tournament.id, { drawMethod: null, drawSeed: null, drawnAt: null }, now);
        return {
          result: { rule: 'redraw' as const, tournament: detail(db, reset) },
          audit: { action: 'withdrawal.redraw', entity: 'tournament', entityId: tournament.id, before: { playerId: player.id, lotNo: participant.lotNo }, after: null },
        };
      }

      insertWithdrawal(db, tournament.id, participant.id, input.afterRound, now);
      const gamesPerPlayer = (n - 1) * (settingsOf(tournament).double ? 2 : 1);
      const his = loaded.games.filter((g) => g.whiteId === participant.id || g.blackId === participant.id);
      const completed = his.filter((g) => g.result !== null).length;
      const rule = completedAtLeastHalf(completed, gamesPerPlayer) ? ('forfeits' as const) : ('annulled' as const);
      if (rule === 'forfeits') {
        // §38: his unplayed games are won (+) by his opponents; entered now so that every round can be completed.
        for (const game of his.filter((g) => g.result === null)) setGameResult(db, game.id, game.whiteId === participant.id ? '-/+' : '+/-', now);
      }
      return {
        result: { rule, tournament: detail(db, tournament) },
        audit: {
          action: 'withdrawal.record',
          entity: 'tournament',
          entityId: tournament.id,
          before: null,
          after: { playerId: player.id, lotNo: participant.lotNo, afterRound: input.afterRound, completed, of: gamesPerPlayer, rule },
        },
      };
    }),
});
