// What every path that writes a game's result checks first — a result typed in the round view, an incident, an
// adjournment: the same refusals, so that no path can do what another refuses.
import { conflict, notFound } from '#api/errors';
import type { ScheduledGame, ScheduledPlayer } from '#api/views';
import type { Db } from '#db/db';
import { findGame, listGames, type GameRow } from '#db/repositories/games';
import { listRoundOpenings } from '#db/repositories/round-openings';
import { playedFromOpening } from '#domain/opening-draw';
import { keepsSection35Limits } from '#domain/regulations';
import { isFinal, type GameResult } from '#domain/results';
import { unfinishedBeforeLastRound } from '#domain/rounds';
import { problemMadeBy } from '#domain/withdrawal';
import { withdrawalRuleOfRow } from '#formats/citations';
import { boardText, gamesInPairing } from '#formats/numbers';
import type { EngineGame, LoadedTournament } from './tournament-state';

export function requireGame(db: Db, tournamentId: number, gameId: number): GameRow {
  const game = findGame(db, tournamentId, gameId);
  if (!game) throw notFound('gameNotFound', { id: gameId });
  return game;
}

/** The game as the schedule shows it: the result that counts after §38, and what §38 did to it. */
export function toScheduledGame(
  game: GameRow,
  loaded: LoadedTournament,
  person: Map<number, ScheduledPlayer>,
): ScheduledGame {
  const decided = loaded.decided.get(game.id);
  const byLot = (no: number) => [...person.values()].find((p) => p.no === no)!;
  return {
    id: game.id,
    board: game.board,
    leg: game.leg,
    white: person.get(game.whiteId)!,
    black: person.get(game.blackId)!,
    result: decided?.result ?? game.result,
    withdrawal:
      decided?.effect && decided.decidedBy !== null
        ? { effect: decided.effect, player: byLot(decided.decidedBy) }
        : null,
  };
}

/** A game whose result may be written now: its round is drawn, §38 has not decided it, and — in the last round of a
 * 1953 tournament — every game of the earlier rounds is finished (§35; the other rule sets have no such rule). */
export function requireGameForResult(
  loaded: LoadedTournament,
  game: GameRow,
  person: Map<number, ScheduledPlayer>,
): void {
  if (game.round === null) throw conflict('gameId', 'roundNotDrawn');
  const decided = loaded.decided.get(game.id);
  if (decided?.effect && decided.decidedBy !== null) {
    const leaver = loaded.participants.find((p) => p.lotNo === decided.decidedBy)!;
    const withdrawal = loaded.withdrawals.find((w) => w.lotNo === decided.decidedBy)!;
    throw conflict('gameId', 'decidedByWithdrawal', {
      name: leaver.name,
      round: withdrawal.afterRound,
      rule: withdrawalRuleOfRow(loaded.row),
    });
  }
  const rounds = loaded.lastRound;
  const rowOf = new Map(loaded.games.map((g) => [g.id, g] as const));
  const unfinished = keepsSection35Limits(loaded.row.ruleSet)
    ? unfinishedBeforeLastRound(loaded.outcome.games, game.round, rounds)
    : [];
  // More than a handful is said as how many and in which rounds: seventy games in one sentence would push the
  // round off the screen; the round list shows which boards they are.
  if (unfinished.length > MOST_GAMES_NAMED) {
    const inRounds = [...new Set(unfinished.map((g) => g.round))].sort((a, b) => (a ?? 0) - (b ?? 0)).join(', ');
    throw conflict('gameId', 'lastRoundBlockedMany', { count: unfinished.length, rounds: inRounds });
  }
  if (unfinished.length > 0) {
    const games = unfinished.map((g) => {
      const row = rowOf.get(g.id)!;
      const params = {
        round: g.round ?? '',
        // "3·2" for a micro-match's second game or a team match's second board: the board alone names several.
        board: boardText(row, gamesInPairing(loaded.row)),
        white: person.get(row.whiteId)!.name,
        black: person.get(row.blackId)!.name,
      };
      return { key: g.result === 'adjourned' ? 'errors.adjournedGame' : 'errors.unfinishedGame', params };
    });
    throw conflict('gameId', 'lastRoundBlocked', { games });
  }
}

/** How many unfinished games §35's refusal names one by one. */
const MOST_GAMES_NAMED = 5;

/** A final result is not overwritten by a slip of the keyboard, whichever path writes it: replacing it is confirmed
 * and logged. */
export function requireConfirmedReplacement(current: GameResult, next: GameResult, confirm: boolean): void {
  if (isFinal(current) && current !== next && !confirm)
    throw conflict('result', 'resultOverwriteNeedsConfirm', { result: current });
}

/** §38 was decided for each player who left on the results of the rounds they took part in (domain/withdrawal.ts):
 * a result that one of those decisions rests on is not taken away — the arbiter enters the right result instead, or
 * cancels the withdrawal first. Otherwise the tournament would stand where its own file is refused. Only what this
 * change breaks is refused; `loaded` holds every game of the players who left (loadForGame). */
export function requireWithdrawalBasisKept(loaded: LoadedTournament, game: GameRow, next: GameResult): void {
  if (loaded.withdrawals.length === 0 || next !== null) return;
  const games: EngineGame[] = loaded.data.games;
  const withdrawals = loaded.data.withdrawals;
  const cleared = games.map((g) => (g.id === game.id ? { ...g, result: next } : g));
  const made = problemMadeBy(
    { games, withdrawals },
    { games: cleared, withdrawals },
    loaded.lastRound,
    loaded.row.withdrawalThreshold,
  );
  if (!made) return;
  const name = loaded.participants.find((p) => p.lotNo === made.withdrawal.player)!.name;
  const afterRound = made.withdrawal.afterRound;
  throw conflict('result', 'resultKeptByWithdrawal', { name, afterRound, rule: withdrawalRuleOfRow(loaded.row) });
}

/** In a tournament that draws openings, the first game played in a round starts from the round's opening: a played
 * result typed for a round whose opening is not drawn is questioned — most often a stray key on the next round —
 * unless the arbiter says it was played without one (`withoutOpening`). A forfeit was never started from an opening
 * (`playedFromOpening`), and once a game of the round was played without one, its other games are not asked again. */
export function requireOpeningBeforePlay(db: Db, loaded: LoadedTournament, game: GameRow, next: GameResult): void {
  const tournament = loaded.row;
  if (!tournament.microMatch || tournament.openingTable === null || !playedFromOpening(next)) return;
  if (listRoundOpenings(db, tournament.id).some((row) => row.tableRound === game.tableRound)) return;
  const round = listGames(db, tournament.id).filter((g) => g.tableRound === game.tableRound && g.id !== game.id);
  if (round.some((g) => playedFromOpening(g.result))) return;
  throw conflict('result', 'openingNotDrawn', { round: game.round ?? game.tableRound });
}
