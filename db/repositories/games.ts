// The schedule's games and the withdrawals of a tournament.
import { and, asc, eq, inArray, isNull, lt, max, or, sql } from 'drizzle-orm';
import type { GameResult } from '#domain/results';
import type { Db } from '../db';
import { games, participants, players, withdrawals } from '../schema';
import { preparedOnce } from './prepared';
import { styledPlayerName } from './tournaments';

export type GameRow = typeof games.$inferSelect;

export interface NewGame {
  tableRound: number;
  round: number | null;
  board: number;
  /** A micro-match's second game is leg 2; every other game leg 1. */
  leg?: number;
  whiteId: number;
  blackId: number;
  result: GameResult;
  extra?: string | null;
}

/** Rows a statement inserts at most: SQLite takes 32,766 values a statement, a game has ten — a team round robin of
 * twenty teams on ten boards, double, has 3,800 games. */
const GAMES_A_STATEMENT = 1000;

export function insertGames(db: Db, tournamentId: number, rows: NewGame[], now: string): void {
  for (let from = 0; from < rows.length; from += GAMES_A_STATEMENT)
    db.insert(games)
      .values(
        rows
          .slice(from, from + GAMES_A_STATEMENT)
          .map((row) => ({ ...row, extra: row.extra ?? null, tournamentId, updatedAt: now })),
      )
      .run();
}

export function deleteGames(db: Db, tournamentId: number): void {
  db.delete(games).where(eq(games.tournamentId, tournamentId)).run();
}

/** A team match's games (its round of the table and its pairing), made again when a line-up changes. */
export function deleteGamesOfMatch(db: Db, tournamentId: number, tableRound: number, pairing: number): void {
  db.delete(games)
    .where(and(eq(games.tournamentId, tournamentId), eq(games.tableRound, tableRound), eq(games.board, pairing)))
    .run();
}

/** One game taken away (a team match's board whose line-up changed before it had a result). */
export function deleteGame(db: Db, gameId: number): void {
  db.delete(games).where(eq(games.id, gameId)).run();
}

export function listGames(db: Db, tournamentId: number): GameRow[] {
  return preparedOnce(db, 'listGames', (d) =>
    d
      .select()
      .from(games)
      .where(eq(games.tournamentId, sql.placeholder('tournamentId')))
      .orderBy(asc(games.tableRound), asc(games.board), asc(games.leg))
      .prepare(),
  ).all({ tournamentId });
}

/** The games in which any of these participants plays, in the schedule's order. */
export function listGamesOfParticipants(db: Db, tournamentId: number, participantIds: number[]): GameRow[] {
  return db
    .select()
    .from(games)
    .where(
      and(
        eq(games.tournamentId, tournamentId),
        or(inArray(games.whiteId, participantIds), inArray(games.blackId, participantIds)),
      ),
    )
    .orderBy(asc(games.tableRound), asc(games.board), asc(games.leg))
    .all();
}

/** The games played before `round` that have no final result (none yet, or adjourned): what §35 asks about before
 * the last round starts. The index on (tournament, round) serves it. */
export function listUnfinishedBefore(db: Db, tournamentId: number, round: number): GameRow[] {
  return preparedOnce(db, 'listUnfinishedBefore', (d) =>
    d
      .select()
      .from(games)
      .where(
        and(
          eq(games.tournamentId, sql.placeholder('tournamentId')),
          lt(games.round, sql.placeholder('round')),
          or(isNull(games.result), eq(games.result, 'adjourned')),
        ),
      )
      .orderBy(asc(games.tableRound), asc(games.board), asc(games.leg))
      .prepare(),
  ).all({ tournamentId, round });
}

/** The last round of the table: an index lookup. */
export function lastTableRound(db: Db, tournamentId: number): number {
  return (
    preparedOnce(db, 'lastTableRound', (d) =>
      d
        .select({ last: max(games.tableRound) })
        .from(games)
        .where(eq(games.tournamentId, sql.placeholder('tournamentId')))
        .prepare(),
    ).get({ tournamentId })?.last ?? 0
  );
}

export function findGame(db: Db, tournamentId: number, gameId: number): GameRow | undefined {
  return preparedOnce(db, 'findGame', (d) =>
    d
      .select()
      .from(games)
      .where(and(eq(games.tournamentId, sql.placeholder('tournamentId')), eq(games.id, sql.placeholder('gameId'))))
      .prepare(),
  ).get({ tournamentId, gameId });
}

/** Writes a game's result and answers the game as it now stands (the row is not read back: only these two columns
 * change). */
export function setGameResult(db: Db, game: GameRow, result: GameResult, now: string): GameRow {
  preparedOnce(db, 'setGameResult', (d) =>
    d
      .update(games)
      .set({ result: sql`${sql.placeholder('result')}`, updatedAt: sql`${sql.placeholder('now')}` })
      .where(eq(games.id, sql.placeholder('gameId')))
      .prepare(),
  ).run({ gameId: game.id, result, now });
  return { ...game, result, updatedAt: now };
}

export function setGamesRound(db: Db, tournamentId: number, tableRound: number, round: number, now: string): void {
  db.update(games)
    .set({ round, updatedAt: now })
    .where(and(eq(games.tournamentId, tournamentId), eq(games.tableRound, tableRound)))
    .run();
}

export type WithdrawalRow = typeof withdrawals.$inferSelect;

export function listWithdrawals(
  db: Db,
  tournamentId: number,
): (WithdrawalRow & { lotNo: number | null; playerId: number; name: string })[] {
  return preparedOnce(db, 'listWithdrawals', (d) =>
    d
      .select({
        id: withdrawals.id,
        tournamentId: withdrawals.tournamentId,
        participantId: withdrawals.participantId,
        afterRound: withdrawals.afterRound,
        createdAt: withdrawals.createdAt,
        lotNo: participants.lotNo,
        playerId: participants.playerId,
        name: styledPlayerName(withdrawals.tournamentId),
      })
      .from(withdrawals)
      .innerJoin(participants, eq(participants.id, withdrawals.participantId))
      .innerJoin(players, eq(players.id, participants.playerId))
      .where(eq(withdrawals.tournamentId, sql.placeholder('tournamentId')))
      .orderBy(asc(withdrawals.id))
      .prepare(),
  ).all({ tournamentId });
}

export function insertWithdrawal(
  db: Db,
  tournamentId: number,
  participantId: number,
  afterRound: number,
  now: string,
): WithdrawalRow {
  return db.insert(withdrawals).values({ tournamentId, participantId, afterRound, createdAt: now }).returning().get();
}

export function deleteWithdrawal(db: Db, withdrawalId: number): void {
  db.delete(withdrawals).where(eq(withdrawals.id, withdrawalId)).run();
}
