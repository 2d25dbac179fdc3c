// Tie-break matches: the arbiter records the order a match put players in who are still tied after every tiebreak
// (the FMJD's round robin: Lehmann–Georgiev games for places 1–3, shared places from 4), and it decides their places
// on every table (electron/domain/standings.ts). Cancelled, confirmed and logged, they share the place again.
import type { ParsedInput } from '#api/contract';
import { conflict, invalidField } from '#api/errors';
import type { CrosstableView } from '#api/views';
import { deletePlayoff, findPlayoff, insertPlayoff } from '#db/repositories/playoffs';
import { buildCrosstable } from '#domain/crosstable';
import { isFinal } from '#domain/results';
import { tournamentChange, writeWithAudit, type ServiceContext } from './context';
import { crosstableView } from './standings';
import { isDrawn, loadTournament, requireOpenTournament, type LoadedTournament } from './tournament-state';

/** The FMJD's regulations play a match for places 1–3 only; from 4 the places are shared. */
const FMJD_LAST_PLACE_BY_MATCH = 3;

/** Why these players' order cannot be recorded as a match's: they must be exactly the players sharing one place. */
function refuseUntied(loaded: LoadedTournament, lotNos: number[]): void {
  const table = buildCrosstable(loaded.data);
  const rows = lotNos.map((no) => table.rows.find((row) => row.no === no));
  const names = lotNos.map((no) => loaded.participants.find((p) => p.lotNo === no)!.name).join(', ');
  if (rows.some((row) => row === undefined)) throw invalidField('numbers', 'playoffNotInTable', { names });
  const [first, last] = rows[0]!.place;
  const together = rows.every((row) => row!.place[0] === first && row!.place[1] === last);
  if (!together || last - first + 1 !== lotNos.length) throw invalidField('numbers', 'playoffNotTied', { names });
  if (loaded.row.ruleSet === 'fmjd' && first > FMJD_LAST_PLACE_BY_MATCH)
    throw conflict('numbers', 'playoffFromFourthShared', { place: `${first}–${last}` });
}

export const playoffHandlers = (ctx: ServiceContext) => ({
  recordPlayoff: (input: ParsedInput<'recordPlayoff'>): CrosstableView =>
    writeWithAudit(ctx, (db, now) => {
      const tournament = requireOpenTournament(db, input.tournamentId);
      if (!isDrawn(tournament)) throw conflict('', 'notDrawn');
      const loaded = loadTournament(db, tournament.id);
      // A match is played after the tournament: the places it decides are the final ones.
      const unfinished = loaded.outcome.games.filter((g) => g.effect !== 'annulled' && !isFinal(g.result)).length;
      if (unfinished > 0) throw conflict('', 'playoffBeforeEnd', { count: unfinished });
      if (new Set(input.numbers).size !== input.numbers.length) throw invalidField('numbers', 'playoffPlayerTwice');
      const participants = input.numbers.map((no) => loaded.participants.find((p) => p.lotNo === no));
      if (participants.some((p) => p === undefined)) throw invalidField('numbers', 'playoffNotParticipant');
      refuseUntied(
        loaded,
        participants.map((p) => p!.lotNo!),
      );
      const row = insertPlayoff(
        db,
        tournament.id,
        participants.map((p) => p!.id),
        input.note ?? null,
        now,
      );
      const recorded = { playoffId: row.id, numbers: input.numbers, note: row.note };
      return {
        result: crosstableView(loadTournament(db, tournament.id)),
        audit: tournamentChange('playoff.record', tournament.id, null, recorded),
      };
    }),

  cancelPlayoff: (input: ParsedInput<'cancelPlayoff'>): CrosstableView =>
    writeWithAudit(ctx, (db) => {
      const tournament = requireOpenTournament(db, input.tournamentId);
      const row = findPlayoff(db, tournament.id, input.playoffId);
      if (!row) throw conflict('playoffId', 'playoffNotFound');
      deletePlayoff(db, row.id);
      return {
        result: crosstableView(loadTournament(db, tournament.id)),
        audit: tournamentChange(
          'playoff.cancel',
          tournament.id,
          { playoffId: row.id, participantIds: row.participantIds, note: row.note },
          null,
        ),
      };
    }),
});
