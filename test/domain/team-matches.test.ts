// A team match's boards: the line-up in roster order (a reserve comes in at the bottom, nobody changes place), the
// colours by board (odd boards White for the team named first, the other way in the second cycle), and an empty board
// lost by forfeit by the side that has nobody there (§32).
import { describe, expect, it } from 'vitest';
import {
  emptyBoardResult,
  firstTeamWhite,
  lineUp,
  matchBoards,
  teamMatchGames,
  teamSlots,
  teamWithdrawal,
} from '#domain/team-matches';
import { emptySeat } from '#domain/team-standings';
import { withTeamWithdrawals } from '#domain/team-withdrawal';

describe('a team match’s boards', () => {
  // A team of four boards and a reserve: players 11–14 on boards 1–4, 15 the reserve.
  const roster = [11, 12, 13, 14, 15];

  it('plays its roster in order; a player out moves the ones below him up and the reserve in at the bottom', () => {
    expect(lineUp(roster, 4, new Set())).toEqual([11, 12, 13, 14]);
    expect(lineUp(roster, 4, new Set([12]))).toEqual([11, 13, 14, 15]);
    // Two out and one reserve: board 4 is empty.
    expect(lineUp(roster, 4, new Set([11, 13]))).toEqual([12, 14, 15, null]);
  });

  it('keeps a board reserved for women a woman’s: the others move up around it, a woman reserve comes in on it', () => {
    // The Tallinn clubs' teams of three "with at least one woman": 21, 22 on boards 1–2, 23 (a woman) on the women's
    // board 3; reserves 24 (a man) and 25 (a woman).
    const tallinn = [21, 22, 23, 24, 25];
    const womens = { boards: [3], women: new Set([23, 25]) };
    expect(lineUp(tallinn, 3, new Set([24, 25]), womens)).toEqual([21, 22, 23]);
    // Board 1 out: 22 moves up, the man reserve takes board 2 — the woman keeps the women's board (moved up in plain
    // roster order she would have played board 2 and the man reserve the women's board).
    expect(lineUp(tallinn, 3, new Set([21, 25]), womens)).toEqual([22, 24, 23]);
    // The woman out: the woman reserve plays the women's board.
    expect(lineUp(tallinn, 3, new Set([23, 24]), womens)).toEqual([21, 22, 25]);
    // No woman plays: the women's board is empty (a forfeit there), not filled by a man.
    expect(lineUp(tallinn, 3, new Set([23, 25]), womens)).toEqual([21, 22, null]);
    // A woman above the women's board keeps her own board; the women's board is the next woman's.
    const twoWomen = { boards: [3], women: new Set([21, 23]) };
    expect(lineUp(tallinn, 3, new Set([24, 25]), twoWomen)).toEqual([21, 22, 23]);
    expect(lineUp(tallinn, 3, new Set([23, 25]), twoWomen)).toEqual([21, 22, null]);
  });

  it('fills two women’s boards (the Rae club’s 5 and 6 of six) with its women, never a man reserve', () => {
    // Boards 1–4 men 31–34, boards 5–6 women 35, 36; reserves 37 (a man) and 38 (a woman).
    const rae = [31, 32, 33, 34, 35, 36, 37, 38];
    const womens = { boards: [5, 6], women: new Set([35, 36, 38]) };
    expect(lineUp(rae, 6, new Set([37, 38]), womens)).toEqual([31, 32, 33, 34, 35, 36]);
    // Board 5's woman out: the woman reserve plays board 5, board 6 keeps its own.
    expect(lineUp(rae, 6, new Set([35, 37]), womens)).toEqual([31, 32, 33, 34, 38, 36]);
    // A man out: the men move up and the man reserve takes board 4; the women keep theirs.
    expect(lineUp(rae, 6, new Set([32, 38]), womens)).toEqual([31, 33, 34, 37, 35, 36]);
    // Both women out, only the man reserve: boards 5 and 6 are empty, he does not play.
    expect(lineUp(rae, 6, new Set([35, 36, 38]), womens)).toEqual([31, 32, 33, 34, null, null]);
    // A woman reserve not needed on a women's board plays a man's board left empty (a woman may replace a man).
    expect(lineUp(rae, 6, new Set([31, 37]), womens)).toEqual([32, 33, 34, 38, 35, 36]);
  });

  it('gives the team named first White on the odd boards, Black on the even; the second cycle the other way', () => {
    expect([1, 2, 3, 4].map((board) => firstTeamWhite(board, 1))).toEqual([true, false, true, false]);
    expect([1, 2, 3, 4].map((board) => firstTeamWhite(board, 2))).toEqual([false, true, false, true]);
  });

  it('scores an empty board as a forfeit against the side that has nobody there', () => {
    const boards = matchBoards([11, 12, null, 14], [21, 22, 23, null], 1);
    expect(boards).toEqual([
      { board: 1, white: 11, black: 21, forfeit: null },
      { board: 2, white: 22, black: 12, forfeit: null },
      // Board 3: the first team (White there) has nobody.
      { board: 3, white: null, black: 23, forfeit: '-/+' },
      // Board 4: the second team (White there) has nobody.
      { board: 4, white: null, black: 14, forfeit: '-/+' },
    ]);
    // A team that does not come at all loses every board.
    expect(matchBoards([null, null], [21, 22], 1).map((b) => b.forfeit)).toEqual(['-/+', '+/-']);
    expect(emptyBoardResult(true, true)).toBe('-/-');
  });
});

describe('a team that leaves (§38 applied to its matches)', () => {
  it('keeps its matches from half of them played (the 1953 threshold), or more than half (the FMJD’s)', () => {
    // Ten teams: nine matches each.
    expect(teamWithdrawal(5, 9, 'atLeastHalf')).toBe('forfeits');
    expect(teamWithdrawal(4, 9, 'atLeastHalf')).toBe('annulled');
    expect(teamWithdrawal(4, 8, 'atLeastHalf')).toBe('forfeits');
    expect(teamWithdrawal(4, 8, 'moreThanHalf')).toBe('annulled');
  });
});

describe('§38 applied to a team that leaves (withTeamWithdrawals)', () => {
  // Four teams of two boards; every match drawn 2:2; the Berger table gives each team three matches.
  const { slots } = teamSlots(4, { double: false });
  const roster = (team: number) => [team * 10 + 1, team * 10 + 2];
  const games = teamMatchGames(
    slots,
    (team) => roster(team),
    () => '1/2-1/2',
  );
  const opponentOn = (team: number, _round: number, board: number) => roster(team)[board - 1]!;

  it('two of three played (at least half): the third match is lost by forfeit on every board', () => {
    const {
      games: after,
      decisions,
      annulled,
    } = withTeamWithdrawals(slots, games, [{ team: 4, afterRound: 2 }], 'atLeastHalf', 2, opponentOn);
    expect(decisions).toEqual([{ team: 4, afterRound: 2, effect: 'forfeits', played: 2, matches: 3 }]);
    expect(annulled.size).toBe(0);
    const last = after.filter((g) => g.round === 3 && (g.white === emptySeat(4) || g.black === emptySeat(4)));
    expect(last).toHaveLength(2);
    expect(last.map((g) => g.result)).toEqual(last.map((g) => (g.white === emptySeat(4) ? '-/+' : '+/-')));
  });

  it('one of three played (fewer than half, and not more than half): every match of it annulled', () => {
    for (const threshold of ['atLeastHalf', 'moreThanHalf'] as const) {
      const { games: after, annulled } = withTeamWithdrawals(
        slots,
        games,
        [{ team: 1, afterRound: 1 }],
        threshold,
        2,
        opponentOn,
      );
      expect(annulled).toEqual(new Set([1]));
      expect(after.some((g) => roster(1).includes(g.white) || roster(1).includes(g.black))).toBe(false);
    }
  });
});
