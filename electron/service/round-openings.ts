// The openings of a round of micro-matches (docs/micro-matches.md): drawn from the tournament's opening table by a
// recorded seed — one for the whole round or one per micro-match, as the tournament's setting says —, never a position
// the tournament has drawn before, and drawn again until a game is played from it: a forfeit, typed or decided by a
// withdrawal (§38), was never started from it (`openingLock`). Each draw is one transaction with its audit row (the
// openings before and after).
import type { ParsedInput } from '#api/contract';
import { conflict } from '#api/errors';
import { phrasePart } from '#api/messages';
import type { Schedule } from '#api/views';
import { listGames } from '#db/repositories/games';
import { listRoundOpenings, setRoundOpenings, type RoundOpeningRow } from '#db/repositories/round-openings';
import { newSeed } from '#domain/lots';
import { drawOpenings, OpeningDrawError, openingLock } from '#domain/opening-draw';
import { tournamentChange, writeWithAudit, type ServiceContext } from './context';
import { openingTable } from './openings';
import { scheduleOf } from './schedule';
import { requireOpenTournament } from './tournament-state';

const openingsOf = (rows: RoundOpeningRow[]) => rows.map(({ board, ballot, seed }) => ({ board, ballot, seed }));

export const roundOpeningHandlers = (ctx: ServiceContext) => ({
  drawOpening: (input: ParsedInput<'drawOpening'>): Schedule =>
    writeWithAudit(ctx, (db, now) => {
      const tournament = requireOpenTournament(db, input.tournamentId);
      if (!tournament.microMatch || tournament.openingTable === null)
        throw conflict('tableRound', 'openingTableNotChosen');
      const games = listGames(db, tournament.id).filter((g) => g.tableRound === input.tableRound);
      if (games.length === 0) throw conflict('tableRound', 'noSuchRound', { round: input.tableRound });
      // The games start from it: once one was played from it, the round's openings stand.
      if (openingLock({ hasTable: true, closed: false, results: games.map((g) => g.result) }) === 'played')
        throw conflict(
          'tableRound',
          listRoundOpenings(db, tournament.id).some((row) => row.tableRound === input.tableRound)
            ? 'openingAfterResults'
            : 'openingPlayedWithout',
        );
      const { table } = openingTable(db, tournament.openingTable);
      const all = listRoundOpenings(db, tournament.id);
      const before = all.filter((row) => row.tableRound === input.tableRound);
      const used = new Set(all.filter((row) => row.tableRound !== input.tableRound).map((row) => row.ballot));
      const boards = [...new Set(games.map((g) => g.board))].sort((a, b) => a - b);
      const seed = input.seed ?? newSeed();
      let drawn: string[];
      try {
        drawn = drawOpenings({
          ballots: table.ballots.map((b) => ({ id: b.id, position: b.fen })),
          used,
          draw: tournament.openingDraw,
          matches: boards.length,
          seed,
        });
      } catch (error) {
        if (error instanceof OpeningDrawError)
          throw conflict('tableRound', 'openingTableUsedUp', { detail: phrasePart(error.said) });
        throw error;
      }
      const placed = drawn.map((ballot, index) => ({
        board: tournament.openingDraw === 'perRound' ? 0 : boards[index]!,
        ballot,
        seed,
        drawnAt: now,
      }));
      setRoundOpenings(db, tournament.id, input.tableRound, placed);
      return {
        result: scheduleOf(db, tournament.id),
        audit: tournamentChange(
          'round.openings',
          tournament.id,
          { tableRound: input.tableRound, openings: openingsOf(before) },
          {
            tableRound: input.tableRound,
            openings: placed.map(({ board, ballot, seed: s }) => ({ board, ballot, seed: s })),
          },
        ),
      };
    }),
});
