// §35: in team competitions an adjourned game may be decided by the arbiter from its position instead of being
// played on (docs/teams.md). The result is written with an incident that says it was adjudicated (the score sheet,
// the incidents' list and the tournament file show it), in one transaction with its audit row; undo takes it back.
import type { ParsedInput } from '#api/contract';
import { conflict } from '#api/errors';
import type { IncidentView } from '#api/views';
import { insertIncident, latestAdjournment } from '#db/repositories/adjournments';
import { setGameResult } from '#db/repositories/games';
import { tournamentChange, writeWithAudit, type ServiceContext } from './context';
import { requireGame } from './game-guards';
import { requireOpenTournament } from './tournament-state';

export const adjudicationHandlers = (ctx: ServiceContext) => ({
  adjudicateGame: (input: ParsedInput<'adjudicateGame'>): IncidentView =>
    writeWithAudit(ctx, (db, now) => {
      const tournament = requireOpenTournament(db, input.tournamentId);
      // §35 gives the arbiter this power in team competitions only.
      if (tournament.teamBoards === null) throw conflict('gameId', 'adjudicationOnlyInTeams');
      const game = requireGame(db, tournament.id, input.gameId);
      if (game.result !== 'adjourned') throw conflict('gameId', 'adjudicationNeedsAdjourned');
      const envelope = latestAdjournment(db, game.id);
      setGameResult(db, game, input.result, now);
      const row = insertIncident(db, {
        gameId: game.id,
        kind: 'adjudication',
        side: 'both',
        moveNumber: envelope?.sealedMoveNumber ?? null,
        move: null,
        position: envelope?.position ?? null,
        ruleSet: tournament.ruleSet,
        penalty: null,
        minutesToOpponent: 0,
        resultApplied: input.result,
        note: input.note,
        createdAt: now,
      });
      const view: IncidentView = {
        id: row.id,
        gameId: game.id,
        kind: 'adjudication',
        side: 'both',
        moveNumber: row.moveNumber,
        move: null,
        ruleSet: tournament.ruleSet,
        count: null,
        penalty: null,
        resultApplied: input.result,
        note: input.note,
        createdAt: now,
      };
      return {
        result: view,
        audit: {
          ...tournamentChange('incident.adjudication', tournament.id, { result: game.result }, null),
          entity: 'game',
          entityId: game.id,
          tournamentId: tournament.id,
          after: { incidentId: row.id, side: 'both', result: input.result },
        },
      };
    }),
});
