// Use cases of players who leave (§38): the service records the fact — who left, after which round — and shows
// what electron/domain/withdrawal.ts decides from it. A withdrawal recorded by mistake can be cancelled.
import type { ParsedInput } from '#api/contract';
import { conflict, invalidField } from '#api/errors';
import type { TournamentDetail, WithdrawalOutcomeView } from '#api/views';
import { listGameRecords } from '#db/repositories/game-records';
import { deleteGames, deleteWithdrawal, insertWithdrawal } from '#db/repositories/games';
import { deleteParticipant, setLotNumber, updateTournament } from '#db/repositories/tournaments';
import { problemMadeBy, redrawBeforeStart, withdrawalProblem } from '#domain/withdrawal';
import { withdrawalRuleOfRow } from '#formats/citations';
import { tournamentChange, writeWithAudit, type ServiceContext } from './context';
import {
  detail,
  isDrawn,
  loadTournament,
  requireOpenTournament,
  requirePlayer,
  withdrawalDecisions,
  type LoadedTournament,
} from './tournament-state';

/** The participant entry of a player in a loaded tournament, or the refusal that he is not one. */
function participantOf(loaded: LoadedTournament, player: { id: number; name: string }) {
  const participant = loaded.participants.find((p) => p.playerId === player.id);
  if (!participant) throw conflict('playerId', 'notParticipant', { name: player.name });
  return participant;
}

/** The domain's objection to a withdrawal, as the arbiter reads it. */
function refuseProblem(loaded: LoadedTournament, lotNo: number, afterRound: number): void {
  const rounds = Math.max(0, ...loaded.games.map((g) => g.tableRound));
  // On the games as the earlier withdrawals left them: a game already decided by one is not missing.
  const problem = withdrawalProblem(loaded.outcome.games, { player: lotNo, afterRound }, rounds);
  if (!problem) return;
  if (problem.kind === 'afterRoundBeyondSchedule')
    throw invalidField('afterRound', 'afterRoundInvalid', { max: problem.rounds });
  const nameOf = (no: number) => loaded.participants.find((p) => p.lotNo === no)!.name;
  const params = {
    name: nameOf(lotNo),
    round: problem.round,
    opponent: nameOf(problem.opponent),
    afterRound,
    rule: withdrawalRuleOfRow(loaded.row),
  };
  throw conflict('afterRound', problem.kind, params);
}

/** Cancelling an earlier withdrawal can take away a result a later one was decided on: his game against the player
 * who left first, annulled then, would have no result. The later withdrawal is cancelled first (§38's basis stays
 * whole, as the tournament file requires). */
function refuseBrokenBasis(loaded: LoadedTournament, lotNo: number, name: string): void {
  const { games, withdrawals } = loaded.data;
  const remaining = withdrawals.filter((w) => w.player !== lotNo);
  const broken = problemMadeBy(
    { games, withdrawals },
    { games, withdrawals: remaining },
    loaded.lastRound,
    loaded.row.withdrawalThreshold,
  );
  if (!broken || broken.problem.kind === 'afterRoundBeyondSchedule') return;
  const nameOf = (no: number) => loaded.participants.find((p) => p.lotNo === no)!.name;
  throw conflict('playerId', 'cancelBreaksWithdrawal', {
    name,
    rule: withdrawalRuleOfRow(loaded.row),
    other: nameOf(broken.withdrawal.player),
    afterRound: broken.withdrawal.afterRound,
    round: broken.problem.round,
    opponent: nameOf(broken.problem.opponent),
  });
}

export const withdrawalHandlers = (ctx: ServiceContext) => ({
  withdrawPlayer: (input: ParsedInput<'withdrawPlayer'>): WithdrawalOutcomeView =>
    writeWithAudit<WithdrawalOutcomeView>(ctx, (db, now) => {
      const tournament = requireOpenTournament(db, input.tournamentId);
      const player = requirePlayer(db, input.playerId);
      if (!isDrawn(tournament)) throw conflict('', 'notDrawn');
      // A team's player who leaves is left out of its line-ups: his board is the team's to fill or forfeit.
      if (tournament.teamBoards !== null) throw conflict('playerId', 'withdrawInTeam', { name: player.name });
      const loaded = loadTournament(db, tournament.id);
      const participant = participantOf(loaded, player);
      if (loaded.withdrawals.some((w) => w.participantId === participant.id))
        throw conflict('playerId', 'alreadyWithdrawn', { name: player.name });

      const started = loaded.games.some((g) => g.result !== null);
      if (redrawBeforeStart(loaded.participants.length, started)) {
        // The draw made again takes its games away, and with them any score sheet kept before a result was entered.
        const sheets = listGameRecords(db, tournament.id).size;
        if (sheets > 0) throw conflict('playerId', 'redrawLosesRecords', { name: player.name, count: sheets });
        deleteGames(db, tournament.id);
        for (const p of loaded.participants) setLotNumber(db, p.id, null);
        deleteParticipant(db, tournament.id, player.id);
        const reset = updateTournament(db, tournament.id, { drawMethod: null, drawSeed: null, drawnAt: null }, now);
        const removed = { playerId: player.id, lotNo: participant.lotNo };
        return {
          result: { rule: 'redraw' as const, decision: null, tournament: detail(db, reset) },
          audit: tournamentChange('withdrawal.redraw', tournament.id, removed, null),
        };
      }

      refuseProblem(loaded, participant.lotNo!, input.afterRound);
      const row = insertWithdrawal(db, tournament.id, participant.id, input.afterRound, now);
      const decision = withdrawalDecisions(loadTournament(db, tournament.id)).find((d) => d.playerId === player.id)!;
      return {
        result: { rule: decision.rule, decision, tournament: detail(db, tournament) },
        audit: tournamentChange('withdrawal.record', tournament.id, null, {
          withdrawalId: row.id,
          playerId: player.id,
          lotNo: participant.lotNo,
          afterRound: input.afterRound,
          rule: decision.rule,
          played: decision.played,
          total: decision.total,
        }),
      };
    }),

  cancelWithdrawal: (input: ParsedInput<'cancelWithdrawal'>): TournamentDetail =>
    writeWithAudit(ctx, (db) => {
      const tournament = requireOpenTournament(db, input.tournamentId);
      const player = requirePlayer(db, input.playerId);
      const loaded = loadTournament(db, tournament.id);
      const participant = participantOf(loaded, player);
      const withdrawal = loaded.withdrawals.find((w) => w.participantId === participant.id);
      if (!withdrawal) throw conflict('playerId', 'notWithdrawn', { name: player.name });
      refuseBrokenBasis(loaded, participant.lotNo!, player.name);
      deleteWithdrawal(db, withdrawal.id);
      const cancelled = { playerId: player.id, lotNo: participant.lotNo, afterRound: withdrawal.afterRound };
      return {
        result: detail(db, tournament),
        audit: tournamentChange('withdrawal.cancel', tournament.id, cancelled, null),
      };
    }),
});
