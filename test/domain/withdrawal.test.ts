// §38: players who leave — one player, several players in the order they left, forfeits that were not played, and
// the last-round rule of §35 that a removed player's games do not hold up.
import { describe, expect, it } from 'vitest';
import { bergerTable } from '#domain/berger';
import { buildCrosstable } from '#domain/crosstable';
import type { GameResult } from '#domain/results';
import { unfinishedBeforeLastRound } from '#domain/rounds';
import {
  applyWithdrawals,
  countingGames,
  departureOrder,
  playedAtLeastHalf,
  redrawBeforeStart,
  tookPlace,
  withdrawalProblem,
  type Withdrawal,
  type WithdrawalGame,
} from '#domain/withdrawal';
import { LEFT_AFTER_THREE_OF_FIVE } from '../fixtures/withdrawal';

/** A 6-player single round robin (5 rounds); `result(round, white, black)` gives each game's recorded result. */
function sixPlayers(result: (round: number, white: number, black: number) => GameResult): WithdrawalGame[] {
  return bergerTable(6).rounds.flatMap((r) =>
    r.games.map((g) => ({ round: r.round, white: g.white, black: g.black, result: result(r.round, g.white, g.black) })),
  );
}

/** §38 decided under the "at least half" threshold, for the players who left (as entered). */
const decide = (games: WithdrawalGame[], ...left: Withdrawal[]) => applyWithdrawals(games, left, 'atLeastHalf');

const involves = (g: WithdrawalGame, p: number) => g.white === p || g.black === p;
const roundOf = (games: WithdrawalGame[], a: number, b: number) =>
  games.find((g) => involves(g, a) && involves(g, b))!.round!;

describe('§38: at least half', () => {
  it('"at least half": with an odd number of games 6 of 11, 7 of 13, 8 of 15', () => {
    expect(playedAtLeastHalf(6, 11)).toBe(true);
    expect(playedAtLeastHalf(5, 11)).toBe(false);
    expect(playedAtLeastHalf(7, 13)).toBe(true);
    expect(playedAtLeastHalf(8, 15)).toBe(true);
    expect(playedAtLeastHalf(7, 15)).toBe(false);
    expect(playedAtLeastHalf(2, 4)).toBe(true);
  });

  it('a forfeit did not take place (§37); an adjourned game did (§38)', () => {
    expect(['1-0', '0-1', '1/2-1/2', 'adjourned'].map((r) => tookPlace(r as GameResult))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['+/-', '-/+', '-/-', null].map((r) => tookPlace(r as GameResult))).toEqual([false, false, false, false]);
  });
});

describe('§38: one player leaves', () => {
  it('after 3 of 5 games played: his 2 unplayed games are + for his opponents', () => {
    const games = sixPlayers((round) => (round <= 3 ? '1/2-1/2' : null));
    const outcome = decide(games, { player: 6, afterRound: 3 });
    expect(outcome.removed).toEqual([]);
    expect(outcome.decisions).toEqual([{ player: 6, ...LEFT_AFTER_THREE_OF_FIVE }]);
    const his = outcome.games.filter((g) => g.round! > 3 && involves(g, 6));
    expect(his.map((g) => g.result)).toEqual(his.map((g) => (g.white === 6 ? '-/+' : '+/-')));
    expect(his.every((g) => g.effect === 'awarded' && g.decidedBy === 6 && g.recorded === null)).toBe(true);
    // Nobody else's games are touched.
    expect(
      outcome.games.filter((g) => g.round! > 3 && !involves(g, 6)).every((g) => g.result === null && g.effect === null),
    ).toBe(true);
  });

  it('after 2 of 5: all his games are annulled and he leaves the table', () => {
    const games = sixPlayers((round) => (round <= 2 ? '1-0' : null));
    const outcome = decide(games, { player: 6, afterRound: 2 });
    expect(outcome.removed).toEqual([6]);
    expect(outcome.decisions[0]).toMatchObject({ rule: 'annulled', played: 2, total: 5, annulled: 5 });
    expect(countingGames(outcome).some((g) => involves(g, 6))).toBe(false);
    expect(countingGames(outcome)).toHaveLength(15 - 5);
  });

  it('forfeits are not played games: 3 results of which one a forfeit are 2 of 5 → annulled', () => {
    const games = sixPlayers((round, white, black) =>
      round <= 3 ? (round === 2 && involves({ round, white, black, result: null }, 6) ? '+/-' : '1-0') : null,
    );
    const outcome = decide(games, { player: 6, afterRound: 3 });
    expect(outcome.decisions[0]).toMatchObject({ rule: 'annulled', played: 2, total: 5 });
  });

  it('his adjourned game counts as played and stays adjourned: the arbiter decides it', () => {
    const games = sixPlayers((round, white, black) =>
      round < 3 ? '1-0' : round === 3 && (white === 6 || black === 6) ? 'adjourned' : round === 3 ? '0-1' : null,
    );
    const outcome = decide(games, { player: 6, afterRound: 3 });
    expect(outcome.decisions[0]).toMatchObject({ rule: 'forfeits', played: 3, adjourned: 1, awarded: 2 });
    expect(outcome.games.find((g) => g.round === 3 && involves(g, 6))!.result).toBe('adjourned');
  });
});

describe('§38: several players leave (decided in the order they left, never revisited)', () => {
  it('the worked example: A leaves after 1 of 5 → removed; B has played 3, one against A → 2 of 4 → + for his opponents, not for A', () => {
    const [A, B] = [1, 2];
    const base = sixPlayers(() => null);
    const abRound = roundOf(base, A, B);
    // B's three games are rounds 1..3 (one of them against A, whichever round the table puts it in); A played only his round-1 game.
    const games = base.map((g) => {
      if (involves(g, A))
        return { ...g, result: (g.round === 1 || g.round === abRound ? '1/2-1/2' : null) as GameResult };
      if (involves(g, B)) return { ...g, result: (g.round! <= 3 ? '1-0' : null) as GameResult };
      return g;
    });
    const bPlayed = games.filter((g) => involves(g, B) && g.result !== null);
    expect(bPlayed.some((g) => involves(g, A))).toBe(true);
    const aPlayed = games.filter((g) => involves(g, A) && g.result !== null).length;
    const outcome = decide(games, { player: A, afterRound: 1 }, { player: B, afterRound: 3 });
    expect(outcome.removed).toEqual([A]);
    expect(outcome.decisions[0]).toMatchObject({ player: A, rule: 'annulled', played: aPlayed, total: 5 });
    expect(outcome.decisions[1]).toMatchObject({ player: B, rule: 'forfeits', played: bPlayed.length - 1, total: 4 });
    // A's games count for nobody, B's game against A included; B's unplayed games go to his opponents still in the table.
    expect(countingGames(outcome).some((g) => involves(g, A))).toBe(false);
    expect(outcome.games.filter((g) => involves(g, B) && g.effect === 'awarded').every((g) => !involves(g, A))).toBe(
      true,
    );
  });

  it('a game between two leavers after the first left never brings a removed player back into the table', () => {
    // The report: A leaves after 2 of 5 (annulled); B leaves after 3. The A–B game after A left counts for nobody.
    const A = 6;
    const games = sixPlayers((round, white, black) =>
      round <= 2 ? '1/2-1/2' : round === 3 && white !== A && black !== A ? '1-0' : null,
    );
    const B = games.find((g) => g.round === 3 && !involves(g, A))!.white;
    const left = [
      { player: A, afterRound: 2 },
      { player: B, afterRound: 3 },
    ];
    const outcome = decide(games, ...left);
    expect(outcome.removed).toEqual([A]);
    expect(outcome.games.filter((g) => involves(g, A)).every((g) => g.effect === 'annulled')).toBe(true);
    const table = buildCrosstable({
      players: [1, 2, 3, 4, 5, 6].map((no) => ({ no, name: `P${no}`, rank: null })),
      games,
      double: false,
      withdrawals: left,
      tiebreaks: [],
    });
    expect(table.rows.map((r) => r.no)).not.toContain(A);
    expect(table.rows).toHaveLength(5);
  });

  it('order: by round, then in the order recorded — the same outcome however they were entered', () => {
    const games = sixPlayers((round) => (round <= 3 ? '1-0' : null));
    const inOrder = decide(
      games,
      { player: 2, afterRound: 1 },
      { player: 3, afterRound: 3 },
      { player: 4, afterRound: 3 },
    );
    const entered = decide(
      games,
      { player: 3, afterRound: 3 },
      { player: 2, afterRound: 1 },
      { player: 4, afterRound: 3 },
    );
    expect(entered).toEqual(inOrder);
    expect(
      departureOrder([
        { player: 4, afterRound: 3 },
        { player: 3, afterRound: 3 },
        { player: 2, afterRound: 1 },
      ]).map((w) => w.player),
    ).toEqual([2, 4, 3]);
  });

  it('a + won from an earlier leaver is not a played game, and goes with its holder when he is removed', () => {
    // B left after round 3 with 3 of 5 → his games from round 4 are + for his opponents, C among them. C leaves
    // after round 4, having played rounds 1–3 only against others: 3 played of 5 (the + against B is not played).
    const games = sixPlayers((round) => (round <= 3 ? '1-0' : null));
    const B = 1;
    const C = games.find((g) => g.round === 4 && involves(g, B))!;
    const c = C.white === B ? C.black : C.white;
    const decided = decide(games, { player: B, afterRound: 3 }, { player: c, afterRound: 4 });
    expect(decided.decisions[1]).toMatchObject({ player: c, played: 3, total: 5, rule: 'forfeits' });
    expect(decided.games.find((g) => g === decided.games.find((x) => x.round === 4 && involves(x, B)))!.decidedBy).toBe(
      B,
    );
    // With round 3 a forfeit for c instead, he played 2 of 5: removed, his + against B annulled with him.
    const fewer = games.map((g) =>
      g.round === 3 && involves(g, c) ? { ...g, result: (g.white === c ? '+/-' : '-/+') as GameResult } : g,
    );
    const removed = decide(fewer, { player: B, afterRound: 3 }, { player: c, afterRound: 4 });
    expect(removed.removed).toEqual([c]);
    expect(removed.games.filter((g) => involves(g, c)).every((g) => g.effect === 'annulled')).toBe(true);
  });
});

describe('§38: before the start, and what cannot be recorded', () => {
  it('a new draw only when the field is odd before he leaves and nothing was played', () => {
    expect(redrawBeforeStart(7, false)).toBe(true);
    expect(redrawBeforeStart(6, false)).toBe(false);
    expect(redrawBeforeStart(7, true)).toBe(false);
  });

  it('refuses a round beyond the schedule, a game played after leaving, and a missing result before leaving', () => {
    const games = sixPlayers((round) => (round <= 3 ? '1-0' : null));
    expect(withdrawalProblem(games, { player: 6, afterRound: 6 }, 5)).toEqual({
      kind: 'afterRoundBeyondSchedule',
      rounds: 5,
    });
    expect(withdrawalProblem(games, { player: 6, afterRound: 2 }, 5)).toMatchObject({
      kind: 'playedAfterLeaving',
      round: 3,
    });
    expect(withdrawalProblem(games, { player: 6, afterRound: 4 }, 5)).toMatchObject({
      kind: 'resultMissingBeforeLeaving',
      round: 4,
    });
    expect(withdrawalProblem(games, { player: 6, afterRound: 3 }, 5)).toBeNull();
  });
});

describe('§35: the last round waits for the earlier rounds', () => {
  it('names the unfinished games of earlier rounds; annulled games of a removed player block nothing', () => {
    const games = [
      { id: 1, round: 1, result: '1-0' as GameResult, effect: null },
      { id: 2, round: 2, result: null, effect: 'annulled' as const },
      { id: 3, round: 2, result: 'adjourned' as GameResult, effect: null },
      { id: 4, round: 3, result: null, effect: null },
    ];
    expect(unfinishedBeforeLastRound(games, 3, 3).map((g) => g.id)).toEqual([3]);
    expect(unfinishedBeforeLastRound(games, 2, 3)).toEqual([]);
  });
});
