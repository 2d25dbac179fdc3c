// A team round robin on the one notion of a match (matches.ts): four teams of two boards, three rounds of the Berger
// table, scored 2–1–0 per game (EKL 3.1) — the standings, their ties and the board prizes computed by hand below and
// written here as numbers (docs/teams.md shows the sums).
import { describe, expect, it } from 'vitest';
import { boardsInTiebreakOrder, boardTable, TEAM_TIEBREAK_PRESETS, teamStandings } from '#domain/team-standings';
import { GAMES, TEAMS } from '../fixtures/team-round-robin';

describe('a team round robin (EKL 3.1; the Tallinn clubs’ order of tiebreaks)', () => {
  it('match points, board points board by board, games won and the team Sonneborn-Berger, as computed by hand', () => {
    const { order, tiebreaks } = TEAM_TIEBREAK_PRESETS.eklClubs;
    const table = teamStandings(TEAMS, GAMES, 2, order, tiebreaks);
    expect(
      table.map((t) => [
        t.name,
        t.place,
        t.matchPoints,
        t.boardPoints,
        t.boardByBoard,
        t.gameWins,
        t.teamSonnebornBerger,
      ]),
    ).toEqual([
      // A and B: 4 match points and 7 board points each — board 1 splits them, 5 to 2.
      ['A', [1, 1], 4, 7, [5, 2], 2, 18],
      ['B', [2, 2], 4, 7, [2, 5], 2, 18],
      // C and D: 2 match points each — board points split them, 6 to 4.
      ['C', [3, 3], 2, 6, [3, 3], 2, 16],
      ['D', [4, 4], 2, 4, [2, 2], 0, 16],
    ]);
    // Each match's score, own points first: A drew with D and B, and beat C 3:1.
    expect(table[0]!.matches).toEqual([
      { round: 1, opponent: 4, score: [2, 2] },
      { round: 2, opponent: 2, score: [2, 2] },
      { round: 3, opponent: 3, score: [3, 1] },
    ]);
  });

  it('a women’s board is compared after the other boards (Tallinn b: board 1, then 2, then the women’s board)', () => {
    expect(boardsInTiebreakOrder(3, [3])).toEqual([1, 2, 3]);
    expect(boardsInTiebreakOrder(4, [2])).toEqual([1, 3, 4, 2]);
    expect(boardsInTiebreakOrder(6, [5, 6])).toEqual([1, 2, 3, 4, 5, 6]);
    expect(boardsInTiebreakOrder(3, [])).toEqual([1, 2, 3]);
    // The table above with board 1 the women's board: board 2 is compared first, and B's 5 there to A's 2 puts B
    // first; C and D are split by board points before any board is compared, as before.
    const { order, tiebreaks } = TEAM_TIEBREAK_PRESETS.eklClubs;
    const table = teamStandings(TEAMS, GAMES, 2, order, tiebreaks, [1]);
    expect(table.map((t) => [t.name, t.place])).toEqual([
      ['B', [1, 1]],
      ['A', [2, 2]],
      ['C', [3, 3]],
      ['D', [4, 4]],
    ]);
  });

  it('the Russian practice: board points first, then the match between the tied, then matches won — A and B share', () => {
    const { order, tiebreaks } = TEAM_TIEBREAK_PRESETS.russian;
    const table = teamStandings(TEAMS, GAMES, 2, order, tiebreaks);
    expect(table.map((t) => [t.name, t.place, t.matchH2h])).toEqual([
      ['A', [1, 2], 1],
      ['B', [1, 2], 1],
      ['C', [3, 3], null],
      ['D', [4, 4], null],
    ]);
  });

  it('a match of two double forfeits is lost by both (§32): no match point for either', () => {
    const forfeited = GAMES.map((g) => (g.match === '1:1' ? { ...g, result: '-/-' as const } : g));
    const table = teamStandings(TEAMS, forfeited, 2, 'matchPoints', []);
    const row = (name: string) => table.find((t) => t.name === name)!;
    // A lost its drawn match with D (a point), D too.
    expect([row('A').matchPoints, row('D').matchPoints]).toEqual([3, 1]);
  });

  it('board prizes: board 1’s players by their percentage, a minimum of games as a setting', () => {
    expect(boardTable(1, GAMES)).toEqual([
      { player: 1, games: 3, points: 5 },
      { player: 5, games: 3, points: 3 },
      { player: 3, games: 3, points: 2 },
      { player: 7, games: 3, points: 2 },
    ]);
    expect(boardTable(1, GAMES, 4)).toEqual([]);
  });
});
