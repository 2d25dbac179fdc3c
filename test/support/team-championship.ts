// The team championship of test/fixtures/team-championship.ts played through the service as an arbiter would: the
// tournament made a team round robin in its settings, the teams entered with their rosters, the lots drawn by hand
// (team n gets lot n), and every round's line-ups and results — the missing board, the reserve, the team that did
// not come and the adjourned game the arbiter adjudicates among them.
import type { Output } from '#api/views';
import { ADJUDICATED, BOARDS, boardResult, CLUBS, comes, playerName } from '../fixtures/team-championship';
import { sealedEnvelope } from './envelope';
import { serviceOnNewStore } from './service';

type Service = ReturnType<typeof serviceOnNewStore>;

export function enterTeamChampionship(s: Service) {
  const { id } = s.call('createTournament', {
    name: 'Eesti võistkondlikud meistrivõistlused vene kabes 2026',
    variant: 'russian',
    ruleSet: 'ussr1953',
    startDate: '2026-12-05',
    endDate: '2026-12-13',
    venue: 'Tallinn',
    arbiter: 'Kohtunik',
  });
  s.call('updateTournamentSettings', {
    id,
    scoring: '2-1-0',
    teams: {
      boards: BOARDS,
      matchPoints: '2-1-0',
      order: 'matchPoints',
      tiebreaks: ['boardPoints', 'boardByBoard', 'matchH2h', 'gameWins'],
    },
  });
  const teamIds = CLUBS.map((club, index) => {
    const playerIds = [1, 2, 3, 4, 5].map((place) => {
      const [given, surname] = playerName(index + 1, place).split(' ');
      return s.call('createPlayer', { givenNames: given, surname, club }).id;
    });
    const view = s.call('saveTeam', { tournamentId: id, name: club, club, captain: `Kapten ${index + 1}`, playerIds });
    return view.teams.find((team) => team.name === club)!.id;
  });
  s.call('drawLots', {
    tournamentId: id,
    method: 'manual',
    teamNumbers: teamIds.map((teamId, index) => ({ teamId, no: index + 1 })),
  });
  return { id, teamIds };
}

/** Every round's line-ups and results; the one adjourned game sealed and then adjudicated. */
export function playTeamChampionship(s: Service, rounds = Infinity): { id: number; view: Output<'getTeams'> } {
  const { id } = enterTeamChampionship(s);
  let view = s.call('getTeams', { tournamentId: id });
  for (const round of view.rounds.filter((r) => r.round <= rounds)) playRound(s, id, round.round);
  view = s.call('getTeams', { tournamentId: id });
  return { id, view };
}

export function playRound(s: Service, id: number, round: number): void {
  let view = s.call('getTeams', { tournamentId: id });
  const roster = (teamId: number) => view.teams.find((t) => t.id === teamId)!.players;
  for (const match of view.rounds[round - 1]!.matches) {
    for (const [team, other] of [
      [match.first, match.second],
      [match.second, match.first],
    ] as const) {
      const players = roster(team.id);
      view = s.call('setLineup', {
        tournamentId: id,
        round,
        teamId: team.id,
        playerIds: comes(team.no, other.no).map((place) => players[place - 1]!.playerId),
      });
    }
  }
  for (const match of view.rounds[round - 1]!.matches) {
    for (const board of match.boards) {
      if (board.gameId === null) continue;
      const adjudicated =
        ADJUDICATED.teams.includes(match.first.no) &&
        ADJUDICATED.teams.includes(match.second.no) &&
        board.board === ADJUDICATED.board;
      if (adjudicated) {
        s.call('adjournGame', { ...sealedEnvelope(id, board.gameId), resumeAt: '2026-12-06 10:00' });
        s.call('adjudicateGame', { tournamentId: id, gameId: board.gameId, result: ADJUDICATED.result });
        continue;
      }
      s.call('recordResult', {
        tournamentId: id,
        gameId: board.gameId,
        result: boardResult(match.first.no, match.second.no, board.board),
      });
    }
  }
}

/** Four teams of two, drawn in order, every round up to `rounds` played with both boards drawn. */
export function fourTeams(rounds: number) {
  const s = serviceOnNewStore('2026-12-05T10:00:00Z');
  const { id } = s.call('createTournament', { name: 'Neli võistkonda', variant: 'russian', ruleSet: 'ussr1953' });
  s.call('updateTournamentSettings', {
    id,
    teams: { boards: 2, matchPoints: '2-1-0', order: 'matchPoints', tiebreaks: ['boardPoints'] },
  });
  const teamIds = ['A', 'B', 'C', 'D'].map((name) => {
    const playerIds = [1, 2].map((k) => s.call('createPlayer', { name: `${name}mängija ${k}` }).id);
    return s.call('saveTeam', { tournamentId: id, name, playerIds }).teams.find((t) => t.name === name)!.id;
  });
  s.call('drawLots', {
    tournamentId: id,
    method: 'manual',
    teamNumbers: teamIds.map((teamId, i) => ({ teamId, no: i + 1 })),
  });
  for (let round = 1; round <= rounds; round++) {
    let view = s.call('getTeams', { tournamentId: id });
    for (const match of view.rounds[round - 1]!.matches)
      for (const team of [match.first, match.second])
        view = s.call('setLineup', {
          tournamentId: id,
          round,
          teamId: team.id,
          playerIds: view.teams.find((t) => t.id === team.id)!.players.map((p) => p.playerId),
        });
    for (const board of view.rounds[round - 1]!.matches.flatMap((m) => m.boards))
      s.call('recordResult', { tournamentId: id, gameId: board.gameId!, result: '1/2-1/2' });
  }
  return { s, id, teamIds };
}
