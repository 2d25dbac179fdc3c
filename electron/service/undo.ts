// Undo: the last change of a tournament's play is reversed as a whole — a result, an incident with the result it
// wrote, an adjournment with its envelope, a withdrawal — or refused with the reason. It never leaves the game, the
// incident log and the envelope disagreeing. The audit log says what the last change was.
import type { ParsedInput } from '#api/contract';
import { conflict } from '#api/errors';
import type { UndoView } from '#api/views';
import type { Db } from '#db/db';
import { deleteAdjournment, deleteIncident, latestAdjournment, listIncidents } from '#db/repositories/adjournments';
import { latestChangeAmong, type AuditRow } from '#db/repositories/audit';
import { deleteWithdrawal, setGameResult, type GameRow } from '#db/repositories/games';
import type { GameResult } from '#domain/results';
import { boardText, gamesInPairing } from '#formats/numbers';
import { writeWithAudit, type ServiceContext } from './context';
import { requireGame, toScheduledGame } from './game-guards';
import {
  loadTournament,
  playersOf,
  requireOpenTournament,
  requireTournament,
  scheduledPlayers,
} from './tournament-state';

const INCIDENTS = [
  'incident.illegalMove',
  'incident.noShow',
  'incident.bothAbsent',
  'incident.timeLoss',
  'incident.discipline',
  'incident.adjudication',
];
/** Changes undo reverses. */
const REVERSIBLE = ['result.record', 'result.replace', 'game.adjourn', 'withdrawal.record', ...INCIDENTS];
/** Changes undo stops at, with the reason: acts that cannot be taken back, and the start of the schedule. */
const STOPS = [
  'envelope.open',
  'withdrawal.cancel',
  'withdrawal.redraw',
  'tournament.draw',
  'tournament.import',
  // A round's opening is drawn again, not taken back: undo must not pass over it to a result recorded before it.
  'round.openings',
  // A team round robin's line-ups are changed on their match, and a team's leaving taken back on the teams card.
  'team.lineup',
  'team.withdraw',
  'team.withdrawal.cancel',
];

interface Recorded {
  result?: GameResult;
  incidentId?: number;
  adjournmentId?: number;
  withdrawalId?: number;
  playerId?: number;
  lotNo?: number;
}

function json(text: string | null): Recorded {
  return text ? (JSON.parse(text) as Recorded) : {};
}

function refuseStop(db: Db, tournamentId: number, change: AuditRow): never {
  if (change.action === 'envelope.open') {
    const game = requireGame(db, tournamentId, change.entityId!);
    const severalGames = gamesInPairing(requireTournament(db, tournamentId));
    throw conflict('', 'undoEnvelopeOpened', {
      round: game.round ?? game.tableRound,
      board: boardText(game, severalGames),
    });
  }
  if (change.action === 'withdrawal.cancel') {
    const before = json(change.before);
    const name =
      loadTournament(db, tournamentId).participants.find((p) => p.playerId === before.playerId)?.name ??
      `#${before.playerId}`;
    throw conflict('', 'undoCancelledWithdrawal', { name });
  }
  if (change.action === 'withdrawal.redraw') throw conflict('', 'undoRedraw');
  if (change.action === 'round.openings') {
    const { tableRound } = JSON.parse(change.after ?? '{}') as { tableRound?: number };
    throw conflict('', 'undoOpeningDrawn', { round: tableRound ?? '' });
  }
  if (change.action === 'team.lineup') {
    const { round, team } = JSON.parse(change.after ?? '{}') as { round?: number; team?: string };
    throw conflict('', 'undoLineup', { round: round ?? '', team: team ?? '' });
  }
  if (change.action === 'team.withdraw' || change.action === 'team.withdrawal.cancel')
    throw conflict('', 'undoTeamWithdrawal');
  throw conflict('', 'undoBeforeStart');
}

/** The game must still hold what the change wrote; anything else means the record moved on another way. */
function requireUnchanged(game: GameRow, expected: GameResult, severalGames: boolean): void {
  if (game.result !== expected)
    throw conflict('', 'undoStateChanged', {
      round: game.round ?? game.tableRound,
      board: boardText(game, severalGames),
      expected: expected ?? 'no result',
    });
}

export const undoHandlers = (ctx: ServiceContext) => ({
  undoLastChange: (input: ParsedInput<'undoLastChange'>): UndoView =>
    writeWithAudit<UndoView>(ctx, (db, now) => {
      const tournament = requireOpenTournament(db, input.tournamentId);
      const change = latestChangeAmong(db, tournament.id, [...REVERSIBLE, ...STOPS]);
      if (!change) throw conflict('', 'nothingToUndo');
      if (STOPS.includes(change.action)) refuseStop(db, tournament.id, change);
      const before = json(change.before);
      const after = json(change.after);
      const audit = {
        action: 'change.undo',
        entity: change.entity,
        entityId: change.entityId,
        tournamentId: tournament.id,
        undoes: change.id,
      };

      if (change.action === 'withdrawal.record') {
        const loaded = loadTournament(db, tournament.id);
        const withdrawal =
          loaded.withdrawals.find((w) => w.id === after.withdrawalId) ??
          loaded.withdrawals.find((w) => w.playerId === after.playerId);
        if (!withdrawal) throw conflict('', 'nothingToUndo');
        deleteWithdrawal(db, withdrawal.id);
        const player = scheduledPlayers(db, tournament.id).get(withdrawal.participantId)!;
        return {
          result: { undone: 'withdrawal' as const, game: null, player },
          audit: {
            ...audit,
            before: { withdrawal: { playerId: withdrawal.playerId, afterRound: withdrawal.afterRound } },
            after: null,
          },
        };
      }

      const game = requireGame(db, tournament.id, change.entityId!);
      let undone: UndoView['undone'] = 'result';
      if (change.action === 'game.adjourn') {
        undone = 'adjournment';
        requireUnchanged(game, 'adjourned', gamesInPairing(tournament));
        const envelope = latestAdjournment(db, game.id);
        if (envelope && (after.adjournmentId === undefined || envelope.id === after.adjournmentId))
          deleteAdjournment(db, envelope.id);
      } else if (INCIDENTS.includes(change.action)) {
        undone = 'incident';
        const incidents = listIncidents(db, tournament.id, game.id);
        const incident = incidents.find((i) => i.id === after.incidentId) ?? incidents[incidents.length - 1];
        if (after.result !== null && after.result !== undefined)
          requireUnchanged(game, after.result, gamesInPairing(tournament));
        if (incident) deleteIncident(db, incident.id);
      } else {
        requireUnchanged(game, after.result ?? null, gamesInPairing(tournament));
      }
      const restored = before.result ?? null;
      const updated = after.result === null && undone === 'incident' ? game : setGameResult(db, game, restored, now);
      const loaded = loadTournament(db, tournament.id);
      return {
        result: { undone, game: toScheduledGame(updated, loaded, playersOf(loaded.participants)), player: null },
        audit: {
          ...audit,
          before: { result: game.result },
          after: { result: updated.result, round: game.round, board: game.board },
        },
      };
    }),
});
