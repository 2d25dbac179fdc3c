// A tournament's life after it is played: closed (finished, results locked), reopened (confirmed and logged), or
// deleted — only with its tournament file saved beside the database in the same step. And a player who has never
// played can leave the registry.
import type { ParsedInput } from '#api/contract';
import { conflict } from '#api/errors';
import type { TournamentDetail } from '#api/views';
import { deletePlayer, tournamentsOfPlayer } from '#db/repositories/players';
import { hasMatches } from '#db/repositories/ranks';
import { deleteTournament, setClosedAt } from '#db/repositories/tournaments';
import type { TournamentFile } from '#formats/tournament-file';
import { saveDeletedTournament } from './backups';
import { tournamentChange, writeWithAudit, type ServiceContext } from './context';
import { dropFinalLines, keepFinalLines } from './final-lines';
import { teamProgress } from './team-progress';
import { detail, isDrawn, loadTournament, progressOf, requirePlayer, requireTournament } from './tournament-state';

interface Exporter {
  exportTournament(input: { id: number }): TournamentFile;
}

export const lifecycleHandlers = (ctx: ServiceContext, exporter: Exporter) => ({
  closeTournament: (input: ParsedInput<'closeTournament'>): TournamentDetail =>
    writeWithAudit(ctx, (db, now) => {
      const tournament = requireTournament(db, input.id);
      if (tournament.closedAt !== null)
        throw conflict('id', 'alreadyClosed', { name: tournament.name, at: tournament.closedAt });
      if (!isDrawn(tournament)) throw conflict('id', 'closeNotDrawn');
      const loaded = loadTournament(db, tournament.id);
      // A team round robin's matches still wanting a line-up count too (team-progress.ts).
      const unfinished =
        tournament.teamBoards !== null
          ? (teamProgress(db, tournament)?.unfinished ?? 0)
          : loaded.outcome.games.filter((g) => g.effect === null && (g.result === null || g.result === 'adjourned'))
              .length;
      if (unfinished > 0 && !input.confirm) throw conflict('confirm', 'closeWithUnfinished', { count: unfinished });
      const closed = setClosedAt(db, tournament.id, now, now);
      keepFinalLines(db, loaded);
      return {
        result: detail(db, closed),
        audit: tournamentChange('tournament.close', tournament.id, null, {
          closedAt: now,
          unfinished,
          round: progressOf(loaded).lastDrawn,
        }),
      };
    }),

  reopenTournament: (input: ParsedInput<'reopenTournament'>): TournamentDetail =>
    writeWithAudit(ctx, (db, now) => {
      const tournament = requireTournament(db, input.id);
      if (tournament.closedAt === null) throw conflict('id', 'notClosed', { name: tournament.name });
      const reopened = setClosedAt(db, tournament.id, null, now);
      dropFinalLines(db, tournament.id);
      return {
        result: detail(db, reopened),
        audit: tournamentChange('tournament.reopen', tournament.id, { closedAt: tournament.closedAt }, null),
      };
    }),

  deleteTournament: (input: ParsedInput<'deleteTournament'>): { id: number; name: string; savedTo: string } => {
    const tournament = requireTournament(ctx.db, input.id);
    // The file first: when it cannot be saved, nothing is deleted.
    let savedTo: string;
    try {
      savedTo = saveDeletedTournament(
        ctx.storeFile,
        tournament,
        exporter.exportTournament({ id: tournament.id }),
        ctx.now(),
      );
    } catch (error) {
      throw conflict('', 'deleteNotSaved', { file: ctx.storeFile, detail: (error as Error).message });
    }
    return writeWithAudit(ctx, (db) => {
      deleteTournament(db, tournament.id);
      return {
        result: { id: tournament.id, name: tournament.name, savedTo },
        audit: tournamentChange('tournament.delete', tournament.id, { name: tournament.name }, { file: savedTo }),
      };
    });
  },

  deletePlayer: (input: ParsedInput<'deletePlayer'>): { id: number; name: string } =>
    writeWithAudit(ctx, (db) => {
      const player = requirePlayer(db, input.id);
      const tournaments = tournamentsOfPlayer(db, player.id);
      if (tournaments.length > 0)
        throw conflict('id', 'playerHasTournaments', { name: player.name, tournaments: tournaments.join(', ') });
      if (hasMatches(db, player.id)) throw conflict('id', 'playerHasMatches', { name: player.name });
      deletePlayer(db, player.id);
      return {
        result: { id: player.id, name: player.name },
        audit: {
          action: 'player.delete',
          entity: 'player',
          entityId: player.id,
          before: {
            name: player.name,
            rank: player.rank,
            club: player.club,
            city: player.city,
            birthYear: player.birthYear,
          },
          after: null,
        },
      };
    }),
});
