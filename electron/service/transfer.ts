// Importing and exporting the tournament file (kabe-arbiter/tournament@1): a tournament goes into the store with its
// players, numbers, games and withdrawals in one transaction, and comes out as an equivalent file.
import type { ParsedInput } from '../api/contract';
import { bergerTable } from '../domain/berger';
import { parseTournamentFile, TOURNAMENT_FORMAT, type TournamentFile } from '../formats/tournament-file';
import { findSamePerson, insertPlayer } from '../../db/repositories/players';
import { insertParticipant, insertTournament } from '../../db/repositories/tournaments';
import { insertGames, insertWithdrawal, type NewGame } from '../../db/repositories/games';
import { writeWithAudit, type ServiceContext } from './context';
import { loadTournament, settingsOf } from './tournament-state';

const KNOWN_TOP = ['format', 'name', 'variant', 'double', 'ruleSet', 'venue', 'startDate', 'endDate', 'arbiter', 'settings', 'players', 'games', 'withdrawals'];
const KNOWN_PLAYER = ['no', 'name', 'rank', 'club', 'city', 'birthYear'];
const KNOWN_GAME = ['round', 'white', 'black', 'result'];
const KNOWN_SETTINGS = ['tiebreaks', 'rankCounting', 'swapLastTwoRounds', 'movesPerHour', 'sessionHours'];

/** The fields of `value` that the app does not know, as JSON to keep; null when there are none. */
function unknownFields(value: Record<string, unknown>, known: string[]): string | null {
  const rest = Object.fromEntries(Object.entries(value).filter(([key]) => !known.includes(key)));
  return Object.keys(rest).length > 0 ? JSON.stringify(rest) : null;
}

function restore(extra: string | null): Record<string, unknown> {
  return extra ? (JSON.parse(extra) as Record<string, unknown>) : {};
}

/** The file's games as the schedule, completed with the encounters of the Berger table it does not list. */
function gamesForImport(file: TournamentFile, participantOf: Map<number, number>): NewGame[] {
  const cycles = file.double ? 2 : 1;
  const boardsUsed = new Map<number, number>();
  const nextBoard = (round: number) => {
    const board = (boardsUsed.get(round) ?? 0) + 1;
    boardsUsed.set(round, board);
    return board;
  };
  const pairKey = (a: number, b: number) => `${Math.min(a, b)}-${Math.max(a, b)}`;
  const listed = new Map<string, number>();
  const fromFile = [...file.games]
    .sort((a, b) => a.round - b.round)
    .map((game): NewGame => {
      listed.set(pairKey(game.white, game.black), (listed.get(pairKey(game.white, game.black)) ?? 0) + 1);
      return {
        tableRound: game.round,
        round: game.round,
        board: nextBoard(game.round),
        whiteId: participantOf.get(game.white)!,
        blackId: participantOf.get(game.black)!,
        result: game.result,
        extra: unknownFields(game, KNOWN_GAME),
      };
    });
  const table = bergerTable(file.players.length, { double: file.double, swapLastTwoRounds: file.settings.swapLastTwoRounds });
  const missing = table.rounds.flatMap((round) =>
    round.games.flatMap((game): NewGame[] => {
      // Encounter `cycle` of a pair is missing when the file lists fewer encounters of that pair.
      const cycle = round.round <= table.rounds.length / cycles ? 1 : 2;
      if ((listed.get(pairKey(game.white, game.black)) ?? 0) >= cycle) return [];
      return [{ tableRound: round.round, round: round.round, board: nextBoard(round.round), whiteId: participantOf.get(game.white)!, blackId: participantOf.get(game.black)!, result: null }];
    }),
  );
  return [...fromFile, ...missing];
}

export const transferHandlers = (ctx: ServiceContext) => ({
  importTournament: (input: ParsedInput<'importTournament'>): { id: number } =>
    writeWithAudit(ctx, (db, now) => {
      const file = parseTournamentFile(input.file);
      const tournament = insertTournament(
        db,
        {
          name: file.name,
          variant: file.variant,
          ruleSet: file.ruleSet,
          venue: file.venue ?? null,
          startDate: file.startDate ?? null,
          endDate: file.endDate ?? null,
          arbiter: file.arbiter ?? null,
          double: file.double,
          swapLastTwoRounds: file.settings.swapLastTwoRounds,
          tiebreaks: JSON.stringify(file.settings.tiebreaks),
          ...(file.settings.rankCounting ? { rankCounting: JSON.stringify(file.settings.rankCounting) } : {}),
          ...(file.settings.movesPerHour ? { movesPerHour: file.settings.movesPerHour } : {}),
          ...(file.settings.sessionHours ? { sessionHours: file.settings.sessionHours } : {}),
          drawMethod: 'manual',
          drawnAt: now,
          extra: JSON.stringify({ top: JSON.parse(unknownFields(file, KNOWN_TOP) ?? '{}'), settings: JSON.parse(unknownFields(file.settings, KNOWN_SETTINGS) ?? '{}') }),
        },
        now,
      );
      const participantOf = new Map<number, number>();
      for (const entry of file.players) {
        const values = { name: entry.name, rank: entry.rank, club: entry.club ?? null, city: entry.city ?? null, birthYear: entry.birthYear ?? null };
        // The registry keeps one entry per person: a player already registered is reused.
        const player = findSamePerson(db, values) ?? insertPlayer(db, values, now);
        const participant = insertParticipant(db, tournament.id, player.id, entry.rank, now, { lotNo: entry.no, extra: unknownFields(entry, KNOWN_PLAYER) });
        participantOf.set(entry.no, participant.id);
      }
      insertGames(db, tournament.id, gamesForImport(file, participantOf), now);
      for (const withdrawal of file.withdrawals) insertWithdrawal(db, tournament.id, participantOf.get(withdrawal.player)!, withdrawal.afterRound, now);
      return {
        result: { id: tournament.id },
        audit: { action: 'tournament.import', entity: 'tournament', entityId: tournament.id, before: null, after: { name: file.name, players: file.players.length, games: file.games.length } },
      };
    }),

  exportTournament: (input: ParsedInput<'exportTournament'>): TournamentFile => {
    const loaded = loadTournament(ctx.db, input.id);
    const { row } = loaded;
    const settings = settingsOf(row);
    const extra = row.extra ? (JSON.parse(row.extra) as { top?: Record<string, unknown>; settings?: Record<string, unknown> }) : {};
    const noOf = loaded.lotOf;
    return {
      ...extra.top,
      format: TOURNAMENT_FORMAT,
      name: row.name,
      variant: row.variant,
      double: settings.double,
      ruleSet: row.ruleSet,
      venue: row.venue,
      startDate: row.startDate,
      endDate: row.endDate,
      arbiter: row.arbiter,
      settings: {
        ...extra.settings,
        tiebreaks: settings.tiebreaks,
        rankCounting: settings.rankCounting,
        swapLastTwoRounds: settings.swapLastTwoRounds,
        movesPerHour: settings.movesPerHour as 15 | 18 | 20 | 25,
        sessionHours: settings.sessionHours,
      },
      players: loaded.participants
        .filter((p) => p.lotNo !== null)
        .map((p) => ({ ...restore(p.extra), no: p.lotNo!, name: p.name, rank: p.rank, club: p.club, city: p.city, birthYear: p.birthYear })),
      games: [...loaded.games]
        .sort((a, b) => (a.round ?? a.tableRound) - (b.round ?? b.tableRound) || a.board - b.board)
        .map((g) => ({ ...restore(g.extra), round: g.round ?? g.tableRound, white: noOf.get(g.whiteId)!, black: noOf.get(g.blackId)!, result: g.result })),
      withdrawals: loaded.withdrawals.map((w) => ({ player: w.lotNo!, afterRound: w.afterRound })),
    };
  },
});
