// "The results in the order of the classification" (FMJD) — "the better result against the higher-placed player"
// (EKL 3.2.1 c), the third of the Estonian federation's round-robin tiebreaks after wins and head-to-head. A worked
// example, computed by hand (docs/tiebreaks.md), six players, single round robin:
//   T beats A? no: T–A ½-½, T beats B, C, D, E                      T 4½ (4 wins)
//   A beats B, B beats C, C beats A (a cycle: 1 point, 1 win each among them)
//   A: T ½, D 0, E 1    B: T 0, D ½, E 1    C: T 0, D 1, E ½        A, B, C 2½ each, 2 wins each, head-to-head 1 each
//   E beats D                                                        E 1½, D 1½ (1 win each; E won their game)
// Points, wins and head-to-head leave A, B, C tied. In the order of the classification: against T, A drew and B and C
// lost — A first; B and C scored the same against T, so the next placed, E, decides: B beat E, C drew — B, then C.
import { describe, expect, it } from 'vitest';
import { computeStandings, formatPlace, type StandingsGame } from '#domain/standings';

const NO = { T: 1, A: 2, B: 3, C: 4, D: 5, E: 6 } as const;
type Who = keyof typeof NO;
const game = (white: Who, black: Who, result: StandingsGame['result']): StandingsGame => ({
  round: 1,
  white: NO[white],
  black: NO[black],
  result,
});
const GAMES: StandingsGame[] = [
  game('T', 'A', '1/2-1/2'),
  game('T', 'B', '1-0'),
  game('T', 'C', '1-0'),
  game('T', 'D', '1-0'),
  game('T', 'E', '1-0'),
  game('A', 'B', '1-0'),
  game('B', 'C', '1-0'),
  game('C', 'A', '1-0'),
  game('A', 'D', '0-1'),
  game('A', 'E', '1-0'),
  game('B', 'D', '1/2-1/2'),
  game('B', 'E', '1-0'),
  game('C', 'D', '1-0'),
  game('C', 'E', '1/2-1/2'),
  game('E', 'D', '1-0'),
];
const PLAYERS = (Object.keys(NO) as Who[]).map((name) => ({ no: NO[name], name }));

describe('the results in the order of the classification (higherPlaced)', () => {
  it('splits a three-way tie left by wins and head-to-head, the higher-placed opponents first', () => {
    const table = computeStandings(PLAYERS, GAMES, ['wins', 'h2h', 'higherPlaced'], 1, '2-1-0');
    expect(table.map((row) => [row.name, row.points, row.wins, formatPlace(row.place), row.higherPlaced])).toEqual([
      ['T', 9, 4, '1', null],
      ['A', 5, 2, '2', 1],
      ['B', 5, 2, '3', 2],
      ['C', 5, 2, '4', 3],
      ['E', 3, 1, '5', null],
      ['D', 3, 1, '6', null],
    ]);
    // Head-to-head was 1 point (2 half-points) each: it did not split them.
    expect(table.filter((row) => 'ABC'.includes(row.name)).map((row) => row.h2h)).toEqual([2, 2, 2]);
  });

  it('without it the three share the places', () => {
    const shared = computeStandings(PLAYERS, GAMES, ['wins', 'h2h']);
    expect(shared.filter((row) => 'ABC'.includes(row.name)).map((row) => formatPlace(row.place))).toEqual([
      '2–4',
      '2–4',
      '2–4',
    ]);
  });

  it('an opponent both met with the same result moves on to the next: which of the next is placed higher decides', () => {
    // Five players: A and B both drew T; A beat D and drew E, B drew D and beat E; A–B drawn: 2½ each. T beat D, E.
    const five = [
      { no: 1, name: 'T' },
      { no: 2, name: 'A' },
      { no: 3, name: 'B' },
      { no: 4, name: 'D' },
      { no: 5, name: 'E' },
    ];
    const games = (dBeatsE: boolean): StandingsGame[] =>
      (
        [
          [1, 2, '1/2-1/2'],
          [1, 3, '1/2-1/2'],
          [1, 4, '1-0'],
          [1, 5, '1-0'],
          [2, 3, '1/2-1/2'],
          [2, 4, '1-0'],
          [2, 5, '1/2-1/2'],
          [3, 4, '1/2-1/2'],
          [3, 5, '1-0'],
          [4, 5, dBeatsE ? '1-0' : '0-1'],
        ] as const
      ).map(([white, black, result]) => ({ round: 1, white, black, result }));
    // D above E (D 1½, E ½): A scored more against D — A first.
    expect(
      computeStandings(five, games(true), ['higherPlaced'])
        .map((row) => row.name)
        .join(''),
    ).toBe('TABDE');
    // E above D: B scored more against E — B first.
    expect(
      computeStandings(five, games(false), ['higherPlaced'])
        .map((row) => row.name)
        .join(''),
    ).toBe('TBAED');
  });

  it('a forfeit counts as its result', () => {
    // B's win against E was a forfeit: the same order.
    const forfeit = GAMES.map((g) => (g.white === NO.B && g.black === NO.E ? { ...g, result: '+/-' as const } : g));
    const table = computeStandings(PLAYERS, forfeit, ['wins', 'h2h', 'higherPlaced']);
    expect(table.map((row) => row.name).join('')).toBe('TABCED');
  });
});

describe('a tie-break match decides last, only between the players still tied', () => {
  it('after wins and head-to-head A, B, C share 2–4; a match C, A, B puts them so', () => {
    const table = computeStandings(PLAYERS, GAMES, ['wins', 'h2h'], 1, '2-1-0', [[NO.C, NO.A, NO.B]]);
    expect(table.map((row) => [row.name, formatPlace(row.place), row.playoff])).toEqual([
      ['T', '1', null],
      ['C', '2', 1],
      ['A', '3', 2],
      ['B', '4', 3],
      ['E', '5', null],
      ['D', '6', null],
    ]);
  });

  it('a match whose players the tiebreaks have since split decides nothing for them', () => {
    // "The results in the order of the classification" splits the three (A, B, C): nobody is left for the match.
    const table = computeStandings(PLAYERS, GAMES, ['wins', 'h2h', 'higherPlaced'], 1, '2-1-0', [[NO.C, NO.A, NO.B]]);
    expect(table.slice(1, 4).map((row) => [row.name, row.playoff])).toEqual([
      ['A', null],
      ['B', null],
      ['C', null],
    ]);
  });
});
