// A team round robin on the one notion of a match (matches.ts): four teams of two boards, three rounds of the Berger
// table, scored 2–1–0 per game (EKL 3.1) — the standings, their ties and the board prizes computed by hand below and
// written here as numbers (docs/teams.md shows the sums).
import { describe, expect, it } from 'vitest';
import type { GameResult } from '#domain/results';
import { boardTable, TEAM_TIEBREAK_PRESETS, teamStandings, type TeamGame } from '#domain/team-standings';

/** Teams 1–4 (A, B, C, D), board 1's player first. */
const TEAMS = [
  { no: 1, name: 'A', players: [1, 2] },
  { no: 2, name: 'B', players: [3, 4] },
  { no: 3, name: 'C', players: [5, 6] },
  { no: 4, name: 'D', players: [7, 8] },
];

/** Each match of the Berger table for four (the first-named team's board results, in its game points): the team
 * named first has White on board 1 and Black on board 2. */
const MATCHES: [round: number, first: number, second: number, board1: 0 | 1 | 2, board2: 0 | 1 | 2][] = [
  [1, 1, 4, 1, 1], // A–D 2:2, two draws
  [1, 2, 3, 1, 2], // B–C 3:1
  [2, 4, 3, 0, 0], // D–C 0:4
  [2, 1, 2, 2, 0], // A–B 2:2, a win each
  [3, 2, 4, 1, 1], // B–D 2:2
  [3, 3, 1, 0, 1], // C–A 1:3
];

const result = (firstScored: 0 | 1 | 2, firstIsWhite: boolean): GameResult => {
  if (firstScored === 1) return '1/2-1/2';
  return (firstScored === 2) === firstIsWhite ? '1-0' : '0-1';
};

const GAMES: TeamGame[] = MATCHES.flatMap(([round, first, second, board1, board2]) => {
  const [a, b] = [TEAMS[first - 1]!.players, TEAMS[second - 1]!.players];
  return [
    { round, board: 1, white: a[0]!, black: b[0]!, result: result(board1, true), match: `${round}:${first}` },
    { round, board: 2, white: b[1]!, black: a[1]!, result: result(board2, false), match: `${round}:${first}` },
  ];
});

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
