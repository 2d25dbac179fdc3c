// A women's board (docs/teams.md): the Tallinn clubs' teams of three "with at least one woman", board 3 reserved for
// women — the roster's player there must be a woman, a line-up keeps a woman on it (a woman reserve comes in there,
// the men move up around it), the board-by-board tiebreak compares it last, and the file keeps it.
import { describe, expect, it } from 'vitest';
import { apiError, serviceOnNewStore } from '../support/service';

const TALLINN = { boards: 3, matchPoints: '2-1-0', order: 'matchPoints', tiebreaks: ['boardPoints', 'boardByBoard'] };

function tallinnClubs() {
  const s = serviceOnNewStore('2026-12-05T10:00:00Z');
  const { id } = s.call('createTournament', { name: 'Tallinna klubid', variant: 'russian', ruleSet: 'ussr1953' });
  s.call('updateTournamentSettings', { id, teams: { ...TALLINN, womensBoards: [3] } });
  // The registry's sex is set on the player's card, with who he is on the rating lists.
  const player = (name: string, sex: 'M' | 'F' | null) => {
    const playerId = s.call('createPlayer', { name }).id;
    s.call('setPlayerIdentity', { playerId, federation: null, fmjdId: null, latinName: null, sex });
    return playerId;
  };
  return { s, id, player };
}

describe('a women’s board', () => {
  it('takes a roster only with a woman at its place, and says who is not one and where', () => {
    const { s, id, player } = tallinnClubs();
    const men = [player('Aare Mets', 'M'), player('Boris Kask', 'M'), player('Cärt Tamm', null)];
    const refused = apiError(() => s.call('saveTeam', { tournamentId: id, name: 'Kalev', playerIds: men }));
    expect(refused.issues[0]).toMatchObject({ path: 'playerIds', key: 'womensBoardNotWoman' });
    expect(refused.message).toContain('Cärt Tamm');
    expect(s.call('getTeams', { tournamentId: id }).teams).toHaveLength(0);
    const woman = player('Diana Kuusk', 'F');
    s.call('saveTeam', { tournamentId: id, name: 'Kalev', playerIds: [men[0]!, men[1]!, woman] });
    // Moving the women's board onto a man's place is refused with the team named; a board past the boards too.
    const moved = apiError(() => s.call('updateTournamentSettings', { id, teams: { ...TALLINN, womensBoards: [1] } }));
    expect(moved.issues[0]).toMatchObject({ path: 'teams', key: 'womensBoardNotWoman' });
    expect(moved.message).toContain('Kalev');
    const outside = apiError(() =>
      s.call('updateTournamentSettings', { id, teams: { ...TALLINN, womensBoards: [4] } }),
    );
    expect(outside.issues[0]).toMatchObject({ key: 'womensBoardInvalid' });
    expect(s.call('getTournament', { id }).settings.teams).toMatchObject({ womensBoards: [3] });
    // A program's call that names no women's boards (written before them) keeps those the tournament has.
    s.call('updateTournamentSettings', { id, teams: { ...TALLINN, order: 'boardPoints' } });
    expect(s.call('getTournament', { id }).settings.teams).toMatchObject({ order: 'boardPoints', womensBoards: [3] });
  });

  it('keeps a woman on it in every line-up, and goes out in the file and back', () => {
    const { s, id, player } = tallinnClubs();
    const teamIds = ['Kalev', 'Maardu', 'Rae', 'Sõle'].map((name) => {
      const playerIds = [
        player(`${name} Üks`, 'M'),
        player(`${name} Kaks`, 'M'),
        player(`${name} Naine`, 'F'),
        player(`${name} Varu`, 'M'),
        player(`${name} Naisvaru`, 'F'),
      ];
      return s.call('saveTeam', { tournamentId: id, name, playerIds }).teams.find((t) => t.name === name)!.id;
    });
    s.call('drawLots', {
      tournamentId: id,
      method: 'manual',
      teamNumbers: teamIds.map((teamId, i) => ({ teamId, no: i + 1 })),
    });
    let view = s.call('getTeams', { tournamentId: id });
    const roster = (teamId: number) => view.teams.find((t) => t.id === teamId)!.players.map((p) => p.playerId);
    const kalev = roster(teamIds[0]!);
    // Kalev's board 1 is out, and its woman: the men move up and the man reserve takes board 2 — the woman reserve
    // plays the women's board, not board 2 as plain roster order would have her.
    const match = view.rounds[0]!.matches.find((m) => m.first.id === teamIds[0] || m.second.id === teamIds[0])!;
    const other = match.first.id === teamIds[0] ? match.second : match.first;
    view = s.call('setLineup', {
      tournamentId: id,
      round: 1,
      teamId: teamIds[0]!,
      playerIds: [kalev[1]!, kalev[3]!, kalev[4]!],
    });
    view = s.call('setLineup', {
      tournamentId: id,
      round: 1,
      teamId: other.id,
      playerIds: roster(other.id).slice(0, 3),
    });
    const kalevOn = view.rounds[0]!.matches.find(
      (m) => m.first.id === teamIds[0] || m.second.id === teamIds[0],
    )!.boards.map((board) => [board.white, board.black].find((p) => p && kalev.includes(p.playerId))?.name);
    expect(kalevOn).toEqual(['Kalev Kaks', 'Kalev Varu', 'Kalev Naisvaru']);

    // The papers name it: the match sheets under each match's boards, the team table's board column and its order.
    const sheets = s.call('printout', { tournamentId: id, kind: 'matchSheets', round: 1, lang: 'et' }).html;
    expect(sheets).toContain('Naistelauad: 3.');
    const table = s.call('printout', { tournamentId: id, kind: 'crosstable', lang: 'en' }).html;
    expect(table).toContain('Board 3 (women&#x27;s)');
    expect(table).toContain('board 1, then board 2 …, the women&#x27;s boards last');

    const file = s.call('exportTournament', { id });
    expect(file.settings.teams).toMatchObject({ boards: 3, womensBoards: [3] });
    const copy = serviceOnNewStore();
    const { id: again } = copy.call('importTournament', { file });
    expect(copy.call('getTournament', { id: again }).settings.teams).toMatchObject({ womensBoards: [3] });
    expect(copy.call('exportTournament', { id: again })).toEqual(file);
  });
});

describe('a women’s board after the tournament moved', () => {
  it('still has its women after export → import on another computer: the file says who is a woman', () => {
    const { s, id, player } = tallinnClubs();
    const teamIds = ['Kalev', 'Maardu', 'Rae', 'Sõle'].map((name) => {
      const playerIds = [player(`${name} Üks`, 'M'), player(`${name} Kaks`, 'M'), player(`${name} Naine`, 'F')];
      return s.call('saveTeam', { tournamentId: id, name, playerIds }).teams.find((t) => t.name === name)!.id;
    });
    s.call('drawLots', {
      tournamentId: id,
      method: 'manual',
      teamNumbers: teamIds.map((teamId, i) => ({ teamId, no: i + 1 })),
    });
    // A tournament of no rating list: nothing else would write the players' sex into the file.
    const file = s.call('exportTournament', { id });
    expect(file.players.filter((p) => p.sex === 'F')).toHaveLength(4);
    const copy = serviceOnNewStore();
    const { id: again } = copy.call('importTournament', { file });
    expect(copy.call('exportTournament', { id: again })).toEqual(file);
    const view = copy.call('getTeams', { tournamentId: again });
    // Round 1's first match, every player of both teams there: a woman on each side's board 3.
    const match = view.rounds[0]!.matches[0]!;
    let after = view;
    for (const side of [match.first, match.second]) {
      const team = view.teams.find((t) => t.id === side.id)!;
      const playerIds = team.players.map((p) => p.playerId);
      after = copy.call('setLineup', { tournamentId: again, round: 1, teamId: team.id, playerIds });
    }
    const board3 = after.rounds[0]!.matches[0]!.boards[2]!;
    expect([board3.white?.name, board3.black?.name]).toEqual([
      expect.stringMatching(/Naine$/),
      expect.stringMatching(/Naine$/),
    ]);
    // A file whose roster puts a man there is refused at that place, as the teams card refuses it, and writes nothing.
    const rae = file.teams!.findIndex((t) => t.name === 'Rae');
    const man = file.teams![rae]!.players[2]!;
    const edited = { ...file, players: file.players.map((p) => (p.no === man ? { ...p, sex: 'M' as const } : p)) };
    const elsewhere = serviceOnNewStore();
    const refused = apiError(() => elsewhere.call('importTournament', { file: edited }));
    expect(refused.issues[0]).toMatchObject({ path: `teams.${rae}.players.2`, key: 'fileWomensBoardNotWoman' });
    expect(refused.message).toContain('Rae Naine');
    expect(elsewhere.call('listTournaments', {}).total).toBe(0);
  });
});

describe('a women’s board and the registry', () => {
  it('refuses the draw when the registry no longer says the roster’s player there is a woman', () => {
    const { s, id, player } = tallinnClubs();
    const women = new Map<string, number>();
    const teamIds = ['Kalev', 'Maardu', 'Rae', 'Sõle'].map((name) => {
      women.set(name, player(`${name} Naine`, 'F'));
      const playerIds = [player(`${name} Üks`, 'M'), player(`${name} Kaks`, 'M'), women.get(name)!];
      return s.call('saveTeam', { tournamentId: id, name, playerIds }).teams.find((t) => t.name === name)!.id;
    });
    // The card corrected after the roster was saved: the roster's order is fixed by the draw, so it is said now.
    const rae = women.get('Rae')!;
    s.call('setPlayerIdentity', { playerId: rae, federation: null, fmjdId: null, latinName: null, sex: 'M' });
    const draw = () =>
      s.call('drawLots', {
        tournamentId: id,
        method: 'manual',
        teamNumbers: teamIds.map((teamId, i) => ({ teamId, no: i + 1 })),
      });
    const refused = apiError(draw);
    expect(refused.issues[0]).toMatchObject({ key: 'womensBoardNotWoman' });
    expect(refused.message).toContain('Rae Naine');
    expect(s.call('getTournament', { id }).settings.drawnAt).toBeNull();
    s.call('setPlayerIdentity', { playerId: rae, federation: null, fmjdId: null, latinName: null, sex: 'F' });
    expect(draw().drawn).toBe(true);
  });
});
