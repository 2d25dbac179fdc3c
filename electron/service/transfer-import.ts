// A tournament file read into the store (transfer.ts, `importTournament`): its schedule completed from the Berger
// table, its drawn openings, its envelopes, incidents and trail on the games just stored, and its players found in the
// registry or registered — each step a part of the one transaction the import is.
import { conflict, invalidField } from '#api/errors';
import type { Db } from '#db/db';
import { insertAdjournment, insertIncident } from '#db/repositories/adjournments';
import { insertTrailRow } from '#db/repositories/audit';
import { setGameRecord } from '#db/repositories/game-records';
import { listGames, type NewGame } from '#db/repositories/games';
import { insertPlayer, type PlayerRow, type PlayerValues } from '#db/repositories/players';
import { playersForMatching, setPlayerIdentity } from '#db/repositories/ratings';
import { setRoundOpenings } from '#db/repositories/round-openings';
import { findTournamentLike } from '#db/repositories/tournaments';
import { bergerTable } from '#domain/berger';
import { KNOWN_FIELDS, isMicroMatch, type FileGame, type TournamentFile } from '#formats/tournament-file';
import { openingTable } from './openings';
import { recordRankEvent } from './rank-history';

/** The fields of `value` that the app does not know, as JSON to keep; null when there are none. */
export function unknownFields(value: Record<string, unknown>, known: string[]): string | null {
  const rest = Object.fromEntries(Object.entries(value).filter(([key]) => !known.includes(key)));
  return Object.keys(rest).length > 0 ? JSON.stringify(rest) : null;
}

const placeKey = (tableRound: number, board: number, leg = 1) => `${tableRound}:${board}:${leg}`;

/** The file's games as the schedule, completed with the encounters of the Berger table it does not list. An @2 file
 * gives every game's table round and board; an @1 file only the round, which then stands for both. */
export function gamesForImport(file: TournamentFile, participantOf: Map<number, number>): NewGame[] {
  const micro = isMicroMatch(file);
  const cycles = file.double ? 2 : 1;
  const boardsUsed = new Map<number, number>();
  for (const game of file.games)
    if (game.board !== undefined)
      boardsUsed.set(
        game.tableRound ?? game.round!,
        Math.max(boardsUsed.get(game.tableRound ?? game.round!) ?? 0, game.board),
      );
  const nextBoard = (round: number) => {
    const board = (boardsUsed.get(round) ?? 0) + 1;
    boardsUsed.set(round, board);
    return board;
  };
  const pairKey = (a: number, b: number) => `${Math.min(a, b)}-${Math.max(a, b)}`;
  const listed = new Map<string, number>();
  const fromFile = [...file.games]
    .sort((a, b) => (a.tableRound ?? a.round!) - (b.tableRound ?? b.round!))
    .map((game: FileGame): NewGame => {
      listed.set(pairKey(game.white, game.black), (listed.get(pairKey(game.white, game.black)) ?? 0) + 1);
      const tableRound = game.tableRound ?? game.round!;
      return {
        tableRound,
        round: game.round,
        board: game.board ?? nextBoard(tableRound),
        leg: game.leg ?? 1,
        whiteId: participantOf.get(game.white)!,
        blackId: participantOf.get(game.black)!,
        result: game.result,
        extra: unknownFields(game, KNOWN_FIELDS.game),
      };
    });
  const table = bergerTable(file.players.length, {
    double: file.double,
    swapLastTwoRounds: file.settings.swapLastTwoRounds,
  });
  const missing = table.rounds.flatMap((round) =>
    round.games.flatMap((game): NewGame[] => {
      // Encounter `cycle` of a pair is missing when the file lists fewer encounters of that pair; a micro-match's
      // two games on one board, the second with colours swapped.
      const cycle = round.round <= table.rounds.length / cycles ? 1 : 2;
      const listedOfPair = listed.get(pairKey(game.white, game.black)) ?? 0;
      const tableRound = round.round;
      const encounter = (leg: number, white: number, black: number, board: number): NewGame => ({
        tableRound,
        round: file.settings.drawRoundOrder ? null : tableRound,
        board,
        leg,
        whiteId: participantOf.get(white)!,
        blackId: participantOf.get(black)!,
        result: null,
      });
      if (micro) {
        // The games of the pair's earlier cycles come first: this cycle's match has what is listed beyond them.
        const ofThisMatch = listedOfPair - (cycle - 1) * 2;
        if (ofThisMatch >= 2) return [];
        const board = ofThisMatch <= 0 ? nextBoard(tableRound) : game.board;
        return [
          ...(ofThisMatch <= 0 ? [encounter(1, game.white, game.black, board)] : []),
          encounter(2, game.black, game.white, board),
        ];
      }
      if (listedOfPair >= cycle) return [];
      return [encounter(1, game.white, game.black, nextBoard(tableRound))];
    }),
  );
  return [...fromFile, ...missing];
}

/** The rounds' drawn openings of a file of micro-matches: its opening table must be here (shipped, or loaded before
 * the file), and each ballot one of the table's. */
export function importOpenings(db: Db, file: TournamentFile, tournamentId: number, now: string): void {
  const tableId = file.settings.microMatch?.openings;
  if (!tableId) return;
  const { table } = openingTable(db, tableId);
  const known = new Set(table.ballots.map((b) => b.id));
  const byRound = new Map<number, { board: number; ballot: string; seed: string; drawnAt: string }[]>();
  (file.openings ?? []).forEach((o, index) => {
    if (!known.has(o.ballot))
      throw invalidField(`openings.${index}.ballot`, 'fileNoSuchBallot', { ballot: o.ballot, table: tableId });
    byRound.set(o.tableRound, [
      ...(byRound.get(o.tableRound) ?? []),
      { board: o.board ?? 0, ballot: o.ballot, seed: o.seed, drawnAt: now },
    ]);
  });
  for (const [tableRound, drawn] of byRound) setRoundOpenings(db, tournamentId, tableRound, drawn);
}

/** The envelopes, incidents and audit trail of the file, attached to the games just stored. */
export function importHistory(db: Db, file: TournamentFile, tournamentId: number, now: string): void {
  const gameAt = new Map(
    listGames(db, tournamentId).map((g) => [placeKey(g.tableRound, g.board, g.leg), g.id] as const),
  );
  const gameOf = (ref: { tableRound: number; board: number; leg?: number | undefined }) =>
    gameAt.get(placeKey(ref.tableRound, ref.board, ref.leg))!;
  // Records come only in @4 files, whose games all give their table round and board.
  for (const g of file.games)
    if (g.record && g.board !== undefined)
      setGameRecord(db, gameOf({ tableRound: g.tableRound ?? g.round!, board: g.board, leg: g.leg }), g.record, now);
  for (const a of file.adjournments) {
    const { game, sealed: _sealed, sealedCheck, ...envelope } = a;
    insertAdjournment(db, {
      ...envelope,
      gameId: gameOf(game),
      sealedCheck,
    });
  }
  for (const i of file.incidents) {
    const { game, penalty, ...incident } = i;
    insertIncident(db, {
      ...incident,
      gameId: gameOf(game),
      penalty,
    });
  }
  // The trail keeps its own times; an undo row points at the row it reversed, by position.
  const ids: number[] = [];
  for (const entry of file.trail) {
    const row = insertTrailRow(db, {
      at: entry.at,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.game ? gameOf(entry.game) : entry.entity === 'tournament' ? tournamentId : null,
      tournamentId,
      before: entry.before === undefined || entry.before === null ? null : JSON.stringify(entry.before),
      after: entry.after === undefined || entry.after === null ? null : JSON.stringify(entry.after),
      undoes: entry.undoes === null ? null : ids[entry.undoes]!,
    });
    ids.push(row.id);
  }
}

/** @6: who a player is on the rating lists, from the file, where the registry does not know it yet (what the arbiter
 * typed stays; an FMJD ID another registered player has is not given to a second one). */
export function keepIdentityFromFile(
  db: Db,
  player: PlayerRow,
  entry: TournamentFile['players'][number],
  now: string,
): void {
  const fmjdId =
    player.fmjdId ??
    (entry.fmjdId != null && !playersForMatching(db).some((p) => p.fmjdId === entry.fmjdId) ? entry.fmjdId : null);
  const identity = {
    federation: player.federation ?? entry.federation ?? null,
    fmjdId,
    latinName: player.latinName ?? entry.latinName ?? null,
    sex: player.sex ?? entry.sex ?? null,
  };
  if (
    identity.federation !== player.federation ||
    identity.fmjdId !== player.fmjdId ||
    identity.latinName !== player.latinName ||
    identity.sex !== player.sex
  )
    setPlayerIdentity(db, player.id, identity, now);
}

/** A player the registry does not know yet: registered with the rank the file gives him, which begins his rank
 * history on the tournament's first day (or today, for a file without dates). */
export function registerFromFile(db: Db, values: PlayerValues, file: TournamentFile, now: string) {
  const player = insertPlayer(db, values, now);
  if (values.rank !== null) {
    recordRankEvent(
      db,
      {
        playerId: player.id,
        kind: 'set',
        rank: values.rank,
        // The file says he held the rank, not since when: its date is unknown until the arbiter gives it.
        date: null,
        basis: 'hand',
        evidence: { from: 'file', tournamentName: file.name },
        note: null,
      },
      now,
    );
  }
  return player;
}

/** The same file read in twice (two windows, a second click, yesterday's import forgotten) would make a second
 * tournament no list could tell from the first: refused unless confirmed. */
export function refuseTwin(db: Db, file: TournamentFile): void {
  const twin = findTournamentLike(db, file);
  if (twin) throw conflict('file', 'importSameTournament', { name: twin.name, id: twin.id });
}
