// A game's record (score sheet): typed or pasted as PDN movetext, read (formats/pdn.ts), kept with its game as written
// — an illegal move included, where the sheet has one — and shown as the rules engine plays it: each move with the
// position after it, the first that cannot be played said with its number, side and why, and an end that disagrees
// with the entered result pointed out (docs/game-records.md).
import type { ParsedInput } from '#api/contract';
import { conflict, invalidField } from '#api/errors';
import { phrasePart, placedProblem } from '#api/messages';
import type { GameRecordView, RoundOpeningView } from '#api/views';
import type { Db } from '#db/db';
import { deleteGameRecord, getGameRecord, setGameRecord } from '#db/repositories/game-records';
import type { GameRow } from '#db/repositories/games';
import type { TournamentRow } from '#db/repositories/tournaments';
import { ballotMoves } from '#domain/draughts/ballot';
import { drawClaims, type DrawClaim } from '#domain/draughts/claims';
import { whyNotKept, type StoredGameRecord } from '#domain/draughts/game-record';
import { formatFen, formatMove, NotationError, parseFen } from '#domain/draughts/notation';
import { startPosition } from '#domain/draughts/position';
import { playRecord } from '#domain/draughts/record-check';
import { readPdn, sameResult } from '#formats/pdn';
import { asWritten, storedRecord } from '#formats/pdn-check';
import { writeWithAudit, type ServiceContext } from './context';
import { requireGame } from './game-guards';
import { roundOpeningViews } from './round-opening-views';
import { requireOpenTournament, requireTournament } from './tournament-state';

/** The record as the rules engine plays it. */
export function recordView(
  tournament: TournamentRow,
  game: GameRow,
  record: StoredGameRecord | null,
  opening: RoundOpeningView | null = null,
): GameRecordView {
  const variant = tournament.variant;
  if (record === null)
    return {
      opening,
      followsOpening: null,
      gameId: game.id,
      recorded: false,
      start: formatFen(startPosition(variant)),
      moves: [],
      unplayed: [],
      firstIllegal: null,
      result: null,
      resultDisagrees: false,
    };
  const { start, play } = playStored(variant, record);
  const ended = play.firstIllegal === null && record.result !== null && record.result !== '*';
  return {
    opening,
    followsOpening:
      opening === null
        ? null
        : beginsWith(
            opening,
            formatFen(start),
            play.played.map((p) => formatMove(variant, p.move)),
            variant,
          ),
    gameId: game.id,
    recorded: true,
    start: formatFen(start),
    moves: play.played.map((p, index) => ({
      number: p.number,
      side: p.side,
      written: record.moves[index]!.text,
      move: formatMove(variant, p.move),
      after: formatFen(p.after),
      comment: record.moves[index]?.comment ?? null,
    })),
    unplayed: record.moves
      .slice(play.played.length)
      .map((m) => ({ text: m.text, comment: m.comment ?? null, number: m.number ?? null })),
    firstIllegal: play.firstIllegal
      ? {
          number: play.firstIllegal.number,
          side: play.firstIllegal.side,
          move: record.moves[play.firstIllegal.index]!.text,
          reason: play.firstIllegal.reason,
        }
      : null,
    result: record.result,
    resultDisagrees:
      ended &&
      game.result !== null &&
      game.result !== 'adjourned' &&
      !sameResult(pdnResult(game.result), record.result!),
  };
}

/** A stored sheet played out: its moves read as written (a Russian sheet's square numbers included, as the import
 * reads them) and numbered as written where the sheet numbers them. */
function playStored(variant: TournamentRow['variant'], record: StoredGameRecord) {
  const start = record.start === null ? startPosition(variant) : parseFen(variant, record.start);
  const play = playRecord(
    start,
    record.moves.map((m) => ({ number: m.number ?? null, text: asWritten(variant, m.text) })),
  );
  return { start, play };
}

/** The entered result as PDN writes it. */
function pdnResult(result: NonNullable<GameRow['result']>): string {
  return result === '+/-' ? '1-0' : result === '-/+' ? '0-1' : result;
}

/** Whether a record begins with its game's drawn opening: it starts from the opening's position, or — for an opening
 * of moves — from the initial position with the opening's moves first. */
function beginsWith(
  opening: RoundOpeningView,
  start: string,
  played: string[],
  variant: TournamentRow['variant'],
): boolean {
  if (start === opening.fen) return true;
  if (opening.moves === null || start !== formatFen(startPosition(variant))) return false;
  const moves = ballotMoves(opening.moves);
  return moves.every((move, index) => played[index] === move);
}

/** The opening drawn for a game of a micro-match (its board's, or its round's), or null. */
function openingOf(db: Db, tournament: TournamentRow, game: GameRow): RoundOpeningView | null {
  if (!tournament.microMatch) return null;
  const openings = roundOpeningViews(db, tournament).get(game.tableRound) ?? [];
  return openings.find((o) => o.board === null || o.board === game.board) ?? null;
}

export const gameRecordHandlers = (ctx: ServiceContext) => ({
  getGameRecord: (input: ParsedInput<'getGameRecord'>): GameRecordView => {
    const tournament = requireTournament(ctx.db, input.tournamentId);
    const game = requireGame(ctx.db, tournament.id, input.gameId);
    return recordView(tournament, game, getGameRecord(ctx.db, game.id), openingOf(ctx.db, tournament, game));
  },

  getDrawClaims: (input: ParsedInput<'getDrawClaims'>): { moves: number; claims: DrawClaim[] } => {
    const tournament = requireTournament(ctx.db, input.tournamentId);
    // §16 and §31 are the 1953 rules' paragraphs: another rule set's tournament is not judged by them.
    if (tournament.ruleSet !== 'ussr1953') throw conflict('gameId', 'claimsUnder1953');
    const game = requireGame(ctx.db, tournament.id, input.gameId);
    const record = getGameRecord(ctx.db, game.id);
    if (!record) throw conflict('gameId', 'recordNone');
    const { start, play } = playStored(tournament.variant, record);
    return { moves: play.played.length, claims: drawClaims(tournament.variant, { start, moves: play.played }) };
  },

  saveGameRecord: (input: ParsedInput<'saveGameRecord'>): GameRecordView =>
    writeWithAudit(ctx, (db, now) => {
      const tournament = requireOpenTournament(db, input.tournamentId);
      const game = requireGame(db, tournament.id, input.gameId);
      const reading = readPdn(input.moves);
      const broken = reading.errors[0];
      if (broken) throw invalidField('moves', 'recordUnreadable', placedProblem(broken, broken.said));
      if (reading.games.length > 1) throw invalidField('moves', 'recordOneGame', { count: reading.games.length });
      const written = reading.games[0];
      if (!written || written.moves.length === 0) throw invalidField('moves', 'recordEmpty');
      const start = input.start ?? written.tags.FEN ?? null;
      if (start !== null)
        try {
          parseFen(tournament.variant, start);
        } catch (error) {
          if (error instanceof NotationError)
            throw invalidField('start', 'positionInvalid', { detail: phrasePart(error.said) });
          throw error;
        }
      const record = storedRecord(written, start);
      const tooLarge = whyNotKept(record);
      if (tooLarge) throw invalidField('moves', 'recordTooLarge', { problem: phrasePart(tooLarge) });
      const before = getGameRecord(db, game.id);
      // A record is the sheet the arbiter collected: another one replaces it only when he says so.
      if (before && !input.confirm)
        throw conflict('gameId', 'recordReplaceNeedsConfirm', { count: before.moves.length });
      setGameRecord(db, game.id, record, now);
      const view = recordView(tournament, game, record, openingOf(db, tournament, game));
      return {
        result: view,
        audit: {
          action: before ? 'record.replace' : 'record.save',
          entity: 'game',
          entityId: game.id,
          tournamentId: tournament.id,
          before: before ? { moves: before.moves.length } : null,
          after: { moves: record.moves.length, played: view.moves.length, result: record.result },
        },
      };
    }),

  deleteGameRecord: (input: ParsedInput<'deleteGameRecord'>): GameRecordView =>
    writeWithAudit(ctx, (db) => {
      const tournament = requireOpenTournament(db, input.tournamentId);
      const game = requireGame(db, tournament.id, input.gameId);
      const before = getGameRecord(db, game.id);
      if (!before) throw conflict('gameId', 'recordNone');
      if (!input.confirm) throw conflict('confirm', 'recordDeleteNeedsConfirm', { count: before.moves.length });
      deleteGameRecord(db, game.id);
      return {
        result: recordView(tournament, game, null, openingOf(db, tournament, game)),
        audit: {
          action: 'record.delete',
          entity: 'game',
          entityId: game.id,
          tournamentId: tournament.id,
          before: { moves: before.moves.length, record: before },
          after: null,
        },
      };
    }),
});
