// The rank register's rules (appendix "Kabe järgunõuded"), with worked cases: a player who earns III, then II, then
// lets II lapse; a candidate master over three tournaments of I-rank players; a master by two national
// championships within three years; the keeping rule's 50%; a classification match.
import { describe, expect, it } from 'vitest';
import { DEFAULT_RANK_COUNTING, normsForCoefficient, playerNorm } from '#domain/norms';
import {
  addYears,
  DEFAULT_REGISTER_SETTINGS,
  hasLapsed,
  KEEPING_YEARS,
  keptBeforeForEndingBefore,
  lapseOf,
  matchWon,
  nextDay,
  proposeRankEvents,
  rankBelow,
  rankStanding,
  type RankEventFacts,
} from '#domain/rank-register';
import type { Rank } from '#domain/vocabulary';

let nextId = 1;
function event(kind: RankEventFacts['kind'], rank: Rank | null, date: string, extra: Partial<RankEventFacts> = {}) {
  return { id: nextId++, kind, rank, date, basis: 'norm', tournamentId: null, ...extra } as RankEventFacts;
}

/** One player's result in a tournament of the given coefficient (hundredths). */
function result(rankAtStart: Rank | null, points: number, games: number, coefficient: number, playerId = 1) {
  return {
    playerId,
    rankAtStart,
    games,
    points,
    norm: playerNorm(rankAtStart, points, games, normsForCoefficient(coefficient)),
    master: null,
  };
}

function tournament(id: number, date: string, coefficient: number | null, nationalChampionship = false) {
  return { id, date, coefficient, rankCounting: DEFAULT_RANK_COUNTING, nationalChampionship };
}

describe('the three years of "Järgu säilitamine"', () => {
  it('adds years to a day; 29 February becomes 28 February in a common year', () => {
    expect(addYears('2021-08-15', 3)).toBe('2024-08-15');
    expect(addYears('2024-02-29', 3)).toBe('2027-02-28');
    expect(addYears('2024-02-29', 4)).toBe('2028-02-29');
    expect(addYears('2026-05-01', -3)).toBe('2023-05-01');
  });

  it('earns III, then II, then lets II lapse: he falls to III, kept three more years from the lapse', () => {
    const history = [
      event('set', 'IV', '2019-05-01', { basis: 'hand' }),
      event('achieved', 'III', '2020-06-20'),
      event('achieved', 'II', '2021-08-15'),
    ];
    const standing = rankStanding(history);
    expect(standing).toMatchObject({
      rank: 'II',
      since: '2021-08-15',
      lastKept: '2021-08-15',
      validUntil: '2024-08-15',
    });
    // "kolme aasta jooksul": the last day of the three years still keeps it.
    expect(hasLapsed(standing, '2024-08-15')).toBe(false);
    expect(hasLapsed(standing, '2024-08-16')).toBe(true);
    const lapse = lapseOf(standing)!;
    expect(lapse).toEqual({ rank: 'III', date: '2024-08-16' });
    const after = rankStanding([...history, event('lapsed', lapse.rank, lapse.date, { basis: 'lapse' })]);
    expect(after).toMatchObject({ rank: 'III', since: '2024-08-16', validUntil: '2027-08-16' });
  });

  it('a confirmation within the three years keeps the rank for three more', () => {
    const standing = rankStanding([event('achieved', 'II', '2021-08-15'), event('confirmed', 'II', '2023-07-01')]);
    expect(standing).toMatchObject({
      rank: 'II',
      since: '2021-08-15',
      lastKept: '2023-07-01',
      validUntil: '2026-07-01',
    });
  });

  it('a confirmation of another rank, a weaker achievement and a counted result change nothing', () => {
    const standing = rankStanding([
      event('achieved', 'II', '2021-08-15'),
      event('confirmed', 'III', '2022-01-10'),
      event('achieved', 'III', '2022-03-10'),
      event('counted', 'CM', '2022-05-10', { basis: 'candidate' }),
    ]);
    expect(standing).toMatchObject({ rank: 'II', lastKept: '2021-08-15' });
  });

  it('the history is read in the order it was recorded; a late result keeps the rank from its own date', () => {
    // Typed into the registry in April, then a March tournament applied: the tournament raises him.
    expect(rankStanding([event('set', 'IV', '2026-04-01'), event('achieved', 'III', '2026-03-20')])).toMatchObject({
      rank: 'III',
      since: '2026-03-20',
    });
    // A rank set by hand is the arbiter's latest word, whatever its date.
    expect(rankStanding([event('achieved', 'II', '2023-08-15'), event('set', 'IV', '2019-05-01')]).rank).toBe('IV');
    // An older confirmation recorded late does not move the three years back.
    const late = rankStanding([event('achieved', 'II', '2023-08-15'), event('confirmed', 'II', '2022-01-10')]);
    expect(late.validUntil).toBe('2026-08-15');
  });

  it('a lapse drops one rank: M → CM → I … V → no rank', () => {
    expect(rankBelow('M')).toBe('CM');
    expect(rankBelow('CM')).toBe('I');
    expect(rankBelow('II')).toBe('III');
    expect(rankBelow('V')).toBeNull();
  });
});

describe('what one tournament supports', () => {
  const settings = DEFAULT_REGISTER_SETTINGS;
  /** What a player's first tournament (of this coefficient, ×100) supports, with nothing in his history before. */
  const firstTournament = (coefficient: number, line: ReturnType<typeof result>) =>
    proposeRankEvents(tournament(1, '2026-03-20', coefficient), line, { events: [] }, settings);

  it('the source example (2.81, 15 games): a III-rank player with 10½ achieves II by the norm', () => {
    const proposals = firstTournament(281, result('III', 21, 15, 281));
    expect(proposals).toEqual([{ playerId: 1, kind: 'achieved', rank: 'II', basis: 'norm', count: null }]);
  });

  it('the table confirms his own rank (its columns read "to achieve or to confirm")', () => {
    // 2.81: III needs 48% — 7 of 15.
    const proposals = firstTournament(281, result('III', 14, 15, 281));
    expect(proposals).toEqual([{ playerId: 1, kind: 'confirmed', rank: 'III', basis: 'norm', count: null }]);
  });

  it('keeping: 50% in a tournament of his own rank or stronger where the table offers nothing', () => {
    // A field of masters and candidates (0.60, below the table): an I-rank player's 50% keeps I.
    const kept = firstTournament(60, result('I', 9, 9, 60));
    expect(kept).toEqual([{ playerId: 1, kind: 'confirmed', rank: 'I', basis: 'keeping', count: null }]);
    const short = firstTournament(60, result('I', 8, 9, 60));
    expect(short).toEqual([]);
  });

  it('a candidate master over three tournaments of I-rank players, 70% in each', () => {
    const events: RankEventFacts[] = [];
    const first = proposeRankEvents(tournament(1, '2024-04-10', 100), result('I', 14, 10, 100), { events }, settings);
    // At 1.00 the table confirms I (50%); the 70% counts toward candidate master: 1 of 3.
    expect(first).toEqual([
      { playerId: 1, kind: 'counted', rank: 'CM', basis: 'candidate', count: { have: 1, need: 3 } },
      { playerId: 1, kind: 'confirmed', rank: 'I', basis: 'norm', count: null },
    ]);
    events.push(event('counted', 'CM', '2024-04-10', { basis: 'candidate', tournamentId: 1 }));
    // 65% does not count.
    const weak = proposeRankEvents(tournament(2, '2024-09-01', 95), result('I', 13, 10, 95), { events }, settings);
    expect(weak.find((p) => p.rank === 'CM')).toBeUndefined();
    events.push(event('counted', 'CM', '2025-02-01', { basis: 'candidate', tournamentId: 3 }));
    const third = proposeRankEvents(tournament(4, '2025-06-30', 98), result('I', 15, 10, 98), { events }, settings);
    expect(third.slice(0, 2)).toEqual([
      { playerId: 1, kind: 'achieved', rank: 'CM', basis: 'candidate', count: { have: 3, need: 3 } },
      { playerId: 1, kind: 'counted', rank: 'CM', basis: 'candidate', count: { have: 3, need: 3 } },
    ]);
    // Applied again, a tournament's own counted result is not counted twice.
    events.push(event('counted', 'CM', '2025-06-30', { basis: 'candidate', tournamentId: 4 }));
    const again = proposeRankEvents(tournament(4, '2025-06-30', 98), result('I', 15, 10, 98), { events }, settings);
    expect(again[0]!.count).toEqual({ have: 3, need: 3 });
  });

  it('"a tournament of I-rank players" is the federation’s setting: a coefficient of at most 1.00 by default', () => {
    const at = (limit: number) =>
      proposeRankEvents(
        tournament(1, '2024-04-10', 110),
        result('I', 14, 10, 110),
        { events: [] },
        {
          candidateMaxCoefficient: limit,
          championship: null,
          nameStyle: null,
        },
      ).some((p) => p.rank === 'CM');
    expect(at(100)).toBe(false);
    expect(at(110)).toBe(true);
  });

  it('a master by two national championships within three years', () => {
    const events: RankEventFacts[] = [];
    const first = proposeRankEvents(
      tournament(1, '2023-11-20', 150, true),
      result('CM', 10, 17, 150),
      { events },
      settings,
    );
    expect(first[0]).toEqual({
      playerId: 1,
      kind: 'counted',
      rank: 'M',
      basis: 'championship',
      count: { have: 1, need: 2 },
    });
    events.push(event('counted', 'M', '2023-11-20', { basis: 'championship', tournamentId: 1 }));
    const second = proposeRankEvents(
      tournament(2, '2025-11-18', 150, true),
      result('CM', 7, 17, 150),
      { events },
      settings,
    );
    expect(second.slice(0, 2)).toEqual([
      { playerId: 1, kind: 'achieved', rank: 'M', basis: 'championship', count: { have: 2, need: 2 } },
      { playerId: 1, kind: 'counted', rank: 'M', basis: 'championship', count: { have: 2, need: 2 } },
    ]);
    // Four years later the first no longer counts.
    const late = proposeRankEvents(
      tournament(3, '2027-12-01', 150, true),
      result('CM', 7, 17, 150),
      {
        events: [events[0]!],
      },
      settings,
    );
    expect(late.find((p) => p.kind === 'achieved')).toBeUndefined();
    // A master is not credited toward the title he holds: the championship keeps it.
    const master = proposeRankEvents(
      tournament(4, '2027-12-01', 150, true),
      result('M', 3, 17, 150),
      { events },
      settings,
    );
    expect(master.filter((p) => p.basis === 'championship')).toEqual([
      { playerId: 1, kind: 'confirmed', rank: 'M', basis: 'championship', count: null },
    ]);
  });

  it('the master norm in a tournament of masters achieves M, and keeps it for a master', () => {
    const master = {
      applicable: true,
      met: true,
      againstMasters: { points: 8, games: 8 },
      againstCandidates: { points: 0, games: 0 },
    };
    const of = (rank: Rank) =>
      proposeRankEvents(
        tournament(1, '2026-01-10', 20),
        { ...result(rank, 9, 9, 20), master },
        { events: [] },
        settings,
      );
    expect(of('CM')[0]).toEqual({ playerId: 1, kind: 'achieved', rank: 'M', basis: 'master', count: null });
    expect(of('M')[0]).toEqual({ playerId: 1, kind: 'confirmed', rank: 'M', basis: 'master', count: null });
  });

  it('a player who played no game gets nothing', () => {
    expect(
      proposeRankEvents(tournament(1, '2026-01-10', 281), result('III', 0, 0, 281), { events: [] }, settings),
    ).toEqual([]);
  });
});

describe('the classification match', () => {
  it('is won with more than half of 14 games’ points', () => {
    expect(matchWon(15)).toBe(true); // 7½ – 6½
    expect(matchWon(14)).toBe(false); // 7 – 7
    expect(matchWon(20, 12)).toBe(false); // not a 14-game match
  });
});

describe('the ranks whose three years end before a day, asked of the store by the day they were last kept', () => {
  it('is exactly the ranks last kept before the day it gives, 29 February included', () => {
    // Every day of two years around 29 February 2024 as the last kept day, against every day of two years around
    // 29 February 2028 as the limit.
    const days: string[] = [];
    for (let day = '2023-06-01'; day < '2025-06-01'; day = nextDay(day)) days.push(day);
    const wrong: string[] = [];
    for (let limit = '2026-06-01'; limit < '2028-06-01'; limit = nextDay(limit)) {
      const threshold = keptBeforeForEndingBefore(limit);
      for (const kept of days)
        if (kept < threshold !== addYears(kept, KEEPING_YEARS) < limit) wrong.push(`${kept} before ${limit}`);
    }
    expect(wrong).toEqual([]);
  });

  it('the source’s three years: kept on 15 March 2026, valid until 15 March 2029', () => {
    expect(keptBeforeForEndingBefore('2029-03-16')).toBe('2026-03-16');
    expect(keptBeforeForEndingBefore('2027-03-01')).toBe('2024-03-01');
    // 2024-02-29 and 2024-02-28 both run to 2027-02-28: before 2027-03-01, both; before 2027-02-28, neither.
    expect(keptBeforeForEndingBefore('2027-02-28')).toBe('2024-02-28');
  });
});
