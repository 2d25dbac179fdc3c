// The line-up form says, before it is saved, what the service will make of the players ticked (docs/teams.md): a
// women's board with no woman ticked stays empty even when as many players as boards are ticked, and the man ticked
// with no board left for him is named — the same line-up the service makes, not a count of the ticks.
import { describe, expect, it } from 'vitest';
import { lineupPreview } from '#renderer/screens/teams/lineup-preview';
import { serviceOnNewStore } from '../support/service';

function tallinnDrawn() {
  const s = serviceOnNewStore('2026-12-05T10:00:00Z');
  const { id } = s.call('createTournament', { name: 'Tallinna klubid', variant: 'russian', ruleSet: 'ussr1953' });
  const teams = { boards: 3, matchPoints: '2-1-0', order: 'matchPoints', tiebreaks: ['boardPoints', 'boardByBoard'] };
  s.call('updateTournamentSettings', { id, teams: { ...teams, womensBoards: [3] } });
  const player = (name: string, sex: 'M' | 'F') => {
    const playerId = s.call('createPlayer', { name }).id;
    s.call('setPlayerIdentity', { playerId, federation: null, fmjdId: null, latinName: null, sex });
    return playerId;
  };
  const teamIds = ['Kalev', 'Maardu', 'Rae', 'Sõle'].map((name) => {
    const playerIds = [
      player(`${name} Üks`, 'M'),
      player(`${name} Kaks`, 'M'),
      player(`${name} Naine`, 'F'),
      player(`${name} Varu`, 'M'),
    ];
    return s.call('saveTeam', { tournamentId: id, name, playerIds }).teams.find((t) => t.name === name)!.id;
  });
  const view = s.call('drawLots', {
    tournamentId: id,
    method: 'manual',
    teamNumbers: teamIds.map((teamId, i) => ({ teamId, no: i + 1 })),
  });
  expect(view.drawn).toBe(true);
  return { s, id, teams: s.call('getTeams', { tournamentId: id }) };
}

describe('the line-up form’s preview', () => {
  it('a women’s board with no woman ticked: empty though three are ticked for three boards, the last man named', () => {
    const { s, id, teams } = tallinnDrawn();
    const match = teams.rounds[0]!.matches[0]!;
    const first = teams.teams.find((t) => t.id === match.first.id)!;
    // Her team's woman is away: the captain ticks the three men.
    const men = first.players.filter((p) => !p.name.endsWith('Naine')).map((p) => p.playerId);
    expect(lineupPreview(first, 3, [3], new Set(men))).toEqual({
      tooMany: false,
      empty: 1,
      womenMissing: [3],
      leftOut: [`${first.name} Varu`],
    });
    // What the service makes of the same ticks.
    const second = teams.teams.find((t) => t.id === match.second.id)!;
    s.call('setLineup', { tournamentId: id, round: 1, teamId: first.id, playerIds: men });
    const after = s.call('setLineup', {
      tournamentId: id,
      round: 1,
      teamId: second.id,
      playerIds: second.players.slice(0, 3).map((p) => p.playerId),
    });
    const onBoards = after.rounds[0]!.matches[0]!.boards.map(
      (b) => [b.white, b.black].find((p) => p && men.includes(p.playerId))?.name ?? null,
    );
    expect(onBoards).toEqual([`${first.name} Üks`, `${first.name} Kaks`, null]);
  });

  it('says what it said before where no board is a women’s', () => {
    const { teams } = tallinnDrawn();
    const team = teams.teams[0]!;
    const ids = team.players.map((p) => p.playerId);
    expect(lineupPreview(team, 3, [], new Set(ids.slice(0, 3)))).toMatchObject({ tooMany: false, empty: 0 });
    expect(lineupPreview(team, 3, [], new Set(ids.slice(0, 2)))).toMatchObject({ empty: 1, leftOut: [] });
    expect(lineupPreview(team, 3, [], new Set(ids))).toMatchObject({ tooMany: true });
  });
});
