// Where team round robins meet the rest of the app — each case a fault a review of the first version found: §35's
// hold on the last round, a line-up saved again over a kept score sheet, a team's leaving and the tournament's end,
// closing with rounds unplayed, team files that hold together badly, and more boards than a roster holds.
import { describe, expect, it } from 'vitest';
import { championshipFile } from '../fixtures/team-championship';
import { sealedEnvelope } from '../support/envelope';
import { apiError, serviceOnNewStore } from '../support/service';
import { fourTeams } from '../support/team-championship';

type Service = ReturnType<typeof serviceOnNewStore>;

/** Both teams of every match of `round` lined up in roster order. */
function lineUpRound(s: Service, id: number, round: number) {
  let view = s.call('getTeams', { tournamentId: id });
  // A match a team's leaving decided has no line-ups.
  for (const match of view.rounds[round - 1]!.matches.filter((m) => m.withdrawal === null))
    for (const team of [match.first, match.second])
      view = s.call('setLineup', {
        tournamentId: id,
        round,
        teamId: team.id,
        playerIds: view.teams.find((t) => t.id === team.id)!.players.map((p) => p.playerId),
      });
  return view;
}

describe('team round robins where they meet the other features', () => {
  it('§35 holds back the table’s last round only, not whichever round was lined up last', () => {
    const { s, id } = fourTeams(0);
    const first = lineUpRound(s, id, 1);
    s.call(
      'adjournGame',
      sealedEnvelope(id, first.rounds[0]!.matches[0]!.boards[0]!.gameId!, { resumeAt: '2026-12-06 10:00' }),
    );
    const second = lineUpRound(s, id, 2);
    const board = second.rounds[1]!.matches[0]!.boards[0]!;
    s.call('recordResult', { tournamentId: id, gameId: board.gameId!, result: '1-0' });
    const third = lineUpRound(s, id, 3);
    // Round 3 is the last: there §35 waits for round 1's adjourned game.
    expect(
      apiError(() =>
        s.call('recordResult', {
          tournamentId: id,
          gameId: third.rounds[2]!.matches[0]!.boards[0]!.gameId!,
          result: '1-0',
        }),
      ).issues[0]!.key,
    ).toMatch(/^lastRoundBlocked/);
  });

  it('a line-up saved again keeps its boards’ games and their score sheets; one that would lose a sheet is refused', () => {
    const { s, id } = fourTeams(0);
    const view = lineUpRound(s, id, 1);
    const match = view.rounds[0]!.matches[0]!;
    const gameId = match.boards[0]!.gameId!;
    s.call('saveGameRecord', { tournamentId: id, gameId, moves: '1. c3-d4 *' });
    const team = view.teams.find((t) => t.id === match.first.id)!;
    const again = s.call('setLineup', {
      tournamentId: id,
      round: 1,
      teamId: team.id,
      playerIds: team.players.map((p) => p.playerId),
    });
    expect(again.rounds[0]!.matches[0]!.boards[0]!.gameId).toBe(gameId);
    expect(s.count('game_records')).toBe(1);
    // Board 1's player left out: board 1 would change, and its score sheet go with it.
    expect(
      apiError(() =>
        s.call('setLineup', { tournamentId: id, round: 1, teamId: team.id, playerIds: [team.players[1]!.playerId] }),
      ).issues[0],
    ).toMatchObject({ key: 'lineupWouldLoseRecord' });
  });

  it('a team that left does not keep the tournament from ending, and closing asks while rounds are unplayed', () => {
    const { s, id, teamIds } = fourTeams(2);
    expect(apiError(() => s.call('closeTournament', { id })).issues[0]).toMatchObject({ key: 'closeWithUnfinished' });
    s.call('withdrawTeam', { tournamentId: id, teamId: teamIds[3]!, afterRound: 2 });
    const view = lineUpRound(s, id, 3);
    for (const board of view.rounds[2]!.matches.flatMap((m) => m.boards))
      if (board.gameId !== null) s.call('recordResult', { tournamentId: id, gameId: board.gameId, result: '0-1' });
    expect(s.call('getTournament', { id }).state).toMatchObject({ phase: 'played', round: 3 });
    expect(s.call('closeTournament', { id }).closedAt).not.toBeNull();
  });

  it('refuses to take a team’s player away alone: his roster would be short of its boards, drawn so and never read back', () => {
    const s = serviceOnNewStore();
    const { id } = s.call('createTournament', { name: 'Kolm võistkonda', variant: 'russian', ruleSet: 'ussr1953' });
    s.call('updateTournamentSettings', {
      id,
      teams: { boards: 2, matchPoints: '2-1-0', order: 'matchPoints', tiebreaks: [] },
    });
    const players = ['A', 'B', 'C'].map((team) => {
      const playerIds = [1, 2].map((k) => s.call('createPlayer', { name: `${team} ${k}` }).id);
      s.call('saveTeam', { tournamentId: id, name: team, playerIds });
      return playerIds;
    });
    expect(
      apiError(() => s.call('removeParticipant', { tournamentId: id, playerId: players[0]![0]! })).issues[0],
    ).toMatchObject({ path: 'playerId', key: 'removeTeamPlayer', params: { team: 'A' } });
    expect(s.call('getTeams', { tournamentId: id }).teams.map((team) => team.players.length)).toEqual([2, 2, 2]);
    // A roster left short by an older version (a player taken away alone) is refused at the draw, the team named.
    const member = s.store.db.$client.prepare(
      'select team_id, position from team_members order by team_id, position desc',
    );
    const last = member.get() as { team_id: number; position: number };
    s.store.db.$client
      .prepare('delete from team_members where team_id = ? and position = ?')
      .run(last.team_id, last.position);
    expect(apiError(() => s.call('drawLots', { tournamentId: id, method: 'random' })).issues[0]).toMatchObject({
      key: 'rosterShortForDraw',
      params: { team: 'A', players: 1, boards: 2 },
    });
    s.store.db.$client
      .prepare(
        'insert into team_members (team_id, position, participant_id) select ?, ?, id from participants where player_id = ?',
      )
      .run(last.team_id, last.position, players[0]![last.position === 0 ? 0 : 1]!);
    s.call('drawLots', { tournamentId: id, method: 'random' });
    const file = s.call('exportTournament', { id });
    expect(serviceOnNewStore().call('importTournament', { file }).id).toBeGreaterThan(0);
  });

  it('names a game by its match and its board in the match (1·2), on the envelope, the score sheet and the schedule', () => {
    const { s, id } = fourTeams(0);
    const match = lineUpRound(s, id, 1).rounds[0]!.matches[0]!;
    const second = match.boards[1]!.gameId!;
    s.call('adjournGame', sealedEnvelope(id, second, { resumeAt: '2026-12-06 10:00' }));
    const print = (kind: 'envelope' | 'scoreSheet' | 'schedule') =>
      s.call('printout', { tournamentId: id, kind, gameId: second, lang: 'en' }).html;
    // Board 2 of match 1, not "board 1" — the match's number, which names all its boards alike.
    expect(print('envelope')).toContain('1, board 1·2');
    expect(print('scoreSheet')).toContain('1, board 1·2');
    expect(print('schedule')).toMatch(/<td class="num">1·2<\/td>/);
  });

  it('refuses more boards than a roster holds', () => {
    const s = serviceOnNewStore();
    const { id } = s.call('createTournament', { name: 'Kaks lauda', variant: 'russian', ruleSet: 'ussr1953' });
    s.call('updateTournamentSettings', {
      id,
      teams: { boards: 2, matchPoints: '2-1-0', order: 'matchPoints', tiebreaks: [] },
    });
    const playerIds = ['A 1', 'A 2'].map((name) => s.call('createPlayer', { name }).id);
    s.call('saveTeam', { tournamentId: id, name: 'A', playerIds });
    expect(
      apiError(() =>
        s.call('updateTournamentSettings', {
          id,
          teams: { boards: 4, matchPoints: '2-1-0', order: 'matchPoints', tiebreaks: [] },
        }),
      ).issues[0],
    ).toMatchObject({ path: 'teams', key: 'boardsAboveRoster' });
  });
});

describe('a team file that does not hold together is refused at its place, nothing stored', () => {
  /** The parts of the championship's file these cases change. */
  type TeamFile = {
    teams: { name: string }[];
    games: unknown[];
    incidents?: unknown[];
    withdrawals?: unknown[];
    playoffs?: unknown[];
  };
  const refused = (change: (file: TeamFile) => void) => {
    const file = structuredClone(championshipFile(9)) as unknown as TeamFile;
    change(file);
    const s = serviceOnNewStore();
    const error = apiError(() => s.call('importTournament', { file }));
    expect(s.count('tournaments')).toBe(0);
    return error.issues.map((found) => [found.path, found.key]);
  };

  it('two teams of one name', () => {
    expect(refused((file) => (file.teams[1]!.name = file.teams[0]!.name))).toContainEqual([
      'teams.1.name',
      'teamNameTaken',
    ]);
  });

  it('a game missing from a board both line-ups fill, or an incident on an empty board', () => {
    expect(refused((file) => file.games.splice(0, 1))).toContainEqual(['games', 'fileGameMissing']);
    expect(
      refused((file) => {
        file.incidents = [
          {
            game: { tableRound: 9, board: 4, pairing: 1 },
            kind: 'noShow',
            side: 'black',
            moveNumber: null,
            move: null,
            position: null,
            ruleSet: 'ussr1953',
            penalty: null,
            minutesToOpponent: 0,
            resultApplied: null,
            note: null,
            createdAt: '2026-12-13T10:00:00Z',
          },
        ];
      }),
    ).toContainEqual(['incidents.0.game', 'fileNoGameAt']);
  });

  it('a player’s withdrawal or a tie-break match of players, which a team round robin has not', () => {
    const paths = refused((file) => {
      file.withdrawals = [{ player: 1, afterRound: 3 }];
      file.playoffs = [{ players: [1, 2], note: null }];
    });
    expect(paths).toContainEqual(['withdrawals.0', 'fileWithdrawalInTeams']);
    expect(paths).toContainEqual(['playoffs.0', 'filePlayoffInTeams']);
  });
});

describe('a team round robin’s norms offered to the rank register', () => {
  it('offers nothing until the arbiter confirms the reading, then each player’s norm by his opponents', () => {
    const { s, id } = fourTeams(3);
    s.call('closeTournament', { id });
    expect(s.call('getRankProposals', { tournamentId: id }).proposals).toEqual([]);
    s.call('reopenTournament', { id, confirm: true });
    s.call('confirmTeamNorms', { tournamentId: id, confirmed: true });
    s.call('closeTournament', { id });
    const offered = s.call('getRankProposals', { tournamentId: id });
    // Unranked all round (coefficient 6.00): three draws, 50 %, meet the beginners' V for every player.
    expect(offered.proposals.filter((p) => p.kind === 'achieved' && p.rank === 'V')).toHaveLength(8);
    expect(offered.coefficient).toBeNull();
  });

  it('keeps with each applied norm the coefficient it was read at: the player’s own, from his opponents', () => {
    const { s, id } = fourTeams(3);
    s.call('confirmTeamNorms', { tournamentId: id, confirmed: true });
    s.call('closeTournament', { id });
    const own = s.call('getTeams', { tournamentId: id }).norms.rows.find((row) => row.no === 1)!.coefficient;
    s.call('applyRankProposals', { tournamentId: id, confirm: true });
    const player = s.call('getTournament', { id }).participants.find((p) => p.lotNo === 1)!;
    const [event] = s.call('getPlayerCard', { id: player.playerId }).history;
    expect(event!.evidence).toMatchObject({ from: 'tournament', games: 3, coefficient: own });
    expect(own).toBe(600);
  });
});

describe('a team player’s card', () => {
  it('has no place among all the players, his games over the board, and his norm once the reading is confirmed', () => {
    const { s, id } = fourTeams(3);
    const player = s.call('getTournament', { id }).participants.find((p) => p.lotNo === 1)!;
    const line = () => s.call('getPlayerCard', { id: player.playerId }).tournaments.find((t) => t.tournamentId === id)!;
    // Three rounds of draws: three games, 3 of 6 in 2–1–0 — no place of his own (his team has one), no norm yet.
    expect(line()).toMatchObject({ games: 3, place: null, players: 0, norm: { achieved: null, status: null } });
    s.call('confirmTeamNorms', { tournamentId: id, confirmed: true });
    const norms = s.call('getTeams', { tournamentId: id }).norms.rows.find((row) => row.no === 1)!;
    expect(line().norm).toEqual({ achieved: norms.achieved, status: norms.status });
    expect(line().norm.achieved).toBe('V');
    // Kept at closing as it was computed.
    const open = line();
    s.call('closeTournament', { id });
    expect(line()).toEqual({ ...open, closed: true });
  });
});
