// The team round robin's decisions of the arbiter after the draw: §38 applied to a team that leaves (docs/teams.md, electron/domain/team-withdrawal.ts decides): the round after which
// it left is recorded, its line-ups and games of the later rounds (none with a result) go, and its matches count from
// then on as the rule says — forfeited, or annulled with every match it played. Taken back only when confirmed.
import type { ParsedInput } from '#api/contract';
import { conflict } from '#api/errors';
import type { TeamTournamentView } from '#api/views';
import { deleteGamesOfMatch } from '#db/repositories/games';
import { setLineup, setTeamLeft } from '#db/repositories/teams';
import { updateTournament } from '#db/repositories/tournaments';
import { isFinal } from '#domain/results';
import { tournamentChange, writeWithAudit, type ServiceContext } from './context';
import { gamesOf, loadTeams, requireTeamSettings, teamEngine } from './team-state';
import { teamTournamentView } from './team-view';
import { isDrawn, requireOpenTournament } from './tournament-state';

export const teamWithdrawalHandlers = (ctx: ServiceContext) => ({
  withdrawTeam: (input: ParsedInput<'withdrawTeam'>): TeamTournamentView =>
    writeWithAudit(ctx, (db) => {
      const tournament = requireOpenTournament(db, input.tournamentId);
      if (!isDrawn(tournament)) throw conflict('', 'notDrawn');
      const loaded = loadTeams(db, tournament);
      const team = loaded.teams.find((t) => t.id === input.teamId);
      if (!team) throw conflict('teamId', 'teamNotFound', { id: input.teamId });
      if (team.leftAfter !== null)
        throw conflict('teamId', 'teamAlreadyLeft', { team: team.name, round: team.leftAfter });
      const rounds = Math.max(0, ...loaded.slots.map((s) => s.round));
      if (input.afterRound > rounds) throw conflict('afterRound', 'roundOutOfTable', { rounds });
      const later = loaded.slots.filter(
        (slot) => slot.round > input.afterRound && (slot.first === team.lotNo || slot.second === team.lotNo),
      );
      // A match of a later round already played: the team did not leave before it.
      const playedLater = later.find((slot) =>
        gamesOf(loaded, slot).some((g) => isFinal(g.result) || g.result === 'adjourned'),
      );
      if (playedLater)
        throw conflict('afterRound', 'teamPlayedAfterLeaving', { team: team.name, round: playedLater.round });
      for (const slot of later) {
        deleteGamesOfMatch(db, tournament.id, slot.round, slot.pairing);
        for (const no of [slot.first, slot.second]) {
          const side = loaded.teams.find((t) => t.lotNo === no)!;
          setLineup(db, tournament.id, slot.round, side.id, []);
        }
      }
      setTeamLeft(db, team.id, input.afterRound);
      const after = loadTeams(db, tournament);
      const decision = teamEngine(after).decisions.find((d) => d.team === team.lotNo)!;
      return {
        result: teamTournamentView(after),
        audit: tournamentChange('team.withdraw', tournament.id, null, {
          team: team.name,
          afterRound: input.afterRound,
          effect: decision.effect,
          played: decision.played,
          matches: decision.matches,
        }),
      };
    }),

  /** The reading of the norms confirmed by the arbiter (electron/domain/team-norms.ts), or taken back. */
  confirmTeamNorms: (input: ParsedInput<'confirmTeamNorms'>): TeamTournamentView =>
    writeWithAudit(ctx, (db, now) => {
      const tournament = requireOpenTournament(db, input.tournamentId);
      requireTeamSettings(tournament);
      const at = input.confirmed ? now : null;
      const updated = updateTournament(db, tournament.id, { teamNormsConfirmedAt: at }, now);
      return {
        result: teamTournamentView(loadTeams(db, updated)),
        audit: tournamentChange(
          'team.norms.confirm',
          tournament.id,
          { confirmedAt: tournament.teamNormsConfirmedAt },
          { confirmedAt: at },
        ),
      };
    }),

  cancelTeamWithdrawal: (input: ParsedInput<'cancelTeamWithdrawal'>): TeamTournamentView =>
    writeWithAudit(ctx, (db) => {
      const tournament = requireOpenTournament(db, input.tournamentId);
      const loaded = loadTeams(db, tournament);
      const team = loaded.teams.find((t) => t.id === input.teamId);
      if (!team) throw conflict('teamId', 'teamNotFound', { id: input.teamId });
      if (team.leftAfter === null) throw conflict('teamId', 'teamNotLeft', { team: team.name });
      setTeamLeft(db, team.id, null);
      return {
        result: teamTournamentView(loadTeams(db, tournament)),
        audit: tournamentChange(
          'team.withdrawal.cancel',
          tournament.id,
          { team: team.name, afterRound: team.leftAfter },
          null,
        ),
      };
    }),
});
