// Rank norms in a team round robin by the reading of electron/domain/team-norms.ts: each player's coefficient from the
// opponents he met over the board (the appendix's average of rank numbers, its rounding), his norm on his games played
// there; a forfeit neither counts as a game nor moves the coefficient.
import { describe, expect, it } from 'vitest';
import { DEFAULT_RANK_COUNTING, normsForCoefficient, pointsNeeded } from '#domain/norms';
import { teamNorms } from '#domain/team-norms';
import type { TeamGame } from '#domain/team-standings';

const game = (round: number, white: number, black: number, result: TeamGame['result']): TeamGame => ({
  round,
  board: 1,
  white,
  black,
  result,
  match: `${round}:1`,
});

describe('rank norms by the opponents met', () => {
  // Player 1 (III) on board 1 meets a II, a III and a IV — and wins a fourth board by forfeit against player 5 (I).
  const players = [
    { no: 1, rank: 'III' as const },
    { no: 2, rank: 'II' as const },
    { no: 3, rank: 'III' as const },
    { no: 4, rank: 'IV' as const },
    { no: 5, rank: 'I' as const },
  ];
  const games = [game(1, 1, 2, '1-0'), game(2, 3, 1, '1/2-1/2'), game(3, 1, 4, '1-0'), game(4, 1, 5, '+/-')];
  const [first] = teamNorms(players, games, DEFAULT_RANK_COUNTING);

  it('takes the coefficient from the three he played: (2 + 3 + 4) / 3 = 3.00, the forfeit left out', () => {
    expect(first).toMatchObject({ player: 1, games: 3, points: 5, coefficient: 300 });
  });

  it('reads his norm from the classification table at 3.00, on his three games', () => {
    const table = normsForCoefficient(300);
    expect(first!.table).toEqual(table);
    for (const norm of table.norms) expect(first!.norm!.needed[norm.rank]).toBe(pointsNeeded(3, norm.percent));
    // 2½ of 3 (83 %) meets the best norm the table offers at 3.00.
    expect(first!.norm!.achieved).toBe(table.norms[0]!.rank);
  });

  it('gives no coefficient to a player without a game played over the board', () => {
    expect(teamNorms(players, games, DEFAULT_RANK_COUNTING).find((row) => row.player === 5)).toMatchObject({
      games: 0,
      coefficient: null,
      norm: null,
    });
  });
});
