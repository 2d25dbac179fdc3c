import { describe, expect, it } from 'vitest';
import { bergerTable } from '#domain/berger';
import { cellSymbol, formatHalfPoints, halfPoints } from '#domain/results';
import type { GameResult } from '#domain/results';
import { computeStandings, formatPlace, type StandingsGame } from '#domain/standings';

/** Each line's lot number and place, as "1 1–2": the order and the shared places at a glance. */
const noAndPlace = (table: { no: number; place: [number, number] }[]) =>
  table.map((p) => `${p.no} ${formatPlace(p.place)}`);

const players = (n: number) => Array.from({ length: n }, (_, i) => ({ no: i + 1, name: `P${i + 1}` }));

/** The games of a single round robin with the results given per pair "a-b" (a < b) from a's point of view. */
function tournament(n: number, results: Record<string, GameResult>, double = false): StandingsGame[] {
  return bergerTable(n, { double }).rounds.flatMap((round) =>
    round.games.map((g) => {
      const [low, high] = [Math.min(g.white, g.black), Math.max(g.white, g.black)];
      const cycle = double && round.round > n - (n % 2 === 0 ? 1 : 0) ? 2 : 1;
      const key = results[`${low}-${high}${double ? `/${cycle}` : ''}`] ?? null;
      const flipped = (r: GameResult): GameResult =>
        (({ '1-0': '0-1', '0-1': '1-0', '+/-': '-/+', '-/+': '+/-' }) as Record<string, GameResult>)[r ?? ''] ?? r;
      return { round: round.round, white: g.white, black: g.black, result: g.white === low ? key : flipped(key) };
    }),
  );
}

describe('results (§37)', () => {
  it('scores win 1, draw ½, loss 0; forfeits + as 1 and − as 0; −/− as 0 for both', () => {
    expect(halfPoints('1-0')).toEqual([2, 0]);
    expect(halfPoints('1/2-1/2')).toEqual([1, 1]);
    expect(halfPoints('-/+')).toEqual([0, 2]);
    expect(halfPoints('-/-')).toEqual([0, 0]);
    expect(halfPoints('adjourned')).toBeNull();
    expect(halfPoints(null)).toBeNull();
  });

  it('writes forfeits as + and − in the crosstable', () => {
    expect(cellSymbol('+/-', 'white')).toBe('+');
    expect(cellSymbol('+/-', 'black')).toBe('−');
    expect(cellSymbol('-/-', 'white')).toBe('−');
    expect(cellSymbol('1/2-1/2', 'black')).toBe('½');
    expect(formatHalfPoints(15)).toBe('7½');
    expect(formatHalfPoints(1)).toBe('½');
    expect(formatHalfPoints(14)).toBe('7');
  });
});

describe('standings and tiebreaks', () => {
  // 4 players: 1 beats 2 and 3, loses to 4; 2 beats 3 and 4; 3 beats 4; → 1: 2, 2: 2, 3: 1, 4: 1.
  const results: Record<string, GameResult> = {
    '1-2': '1-0',
    '1-3': '1-0',
    '1-4': '0-1',
    '2-3': '1-0',
    '2-4': '1-0',
    '3-4': '1-0',
  };
  const games = tournament(4, results);

  it('adds points, games and wins, and fills the cells', () => {
    const table = computeStandings(players(4), games, []);
    const p1 = table.find((p) => p.no === 1)!;
    expect(p1).toMatchObject({ points: 4, games: 3, wins: 2, cells: ['x', '1', '1', '0'] });
  });

  it('without tiebreaks equal players share the place ("1–2")', () => {
    const table = computeStandings(players(4), games, []);
    expect(noAndPlace(table)).toEqual(['1 1–2', '2 1–2', '3 3–4', '4 3–4']);
  });

  it('Sonneborn-Berger: points scored against each opponent × his total (quarter points)', () => {
    const table = computeStandings(players(4), games, ['sb']);
    // P1 beat P2 (2 pts) and P3 (1 pt): 2×4 + 2×2 = 12 quarter points = 3. P2 beat P3 and P4: 2×2 + 2×2 = 8.
    expect(table.find((p) => p.no === 1)!.sb).toBe(12);
    expect(table.find((p) => p.no === 2)!.sb).toBe(8);
    // P4 beat the leader (2 × 4 = 8) and P3 beat P4 (2 × 2 = 4): P4 goes before P3.
    expect(table.find((p) => p.no === 4)!.sb).toBe(8);
    expect(table.map((p) => p.no)).toEqual([1, 2, 4, 3]);
    expect(table.map((p) => formatPlace(p.place))).toEqual(['1', '2', '3', '4']);
  });

  it('Shmulyan: scores of opponents beaten minus scores of opponents lost to', () => {
    const table = computeStandings(players(4), games, ['shmulyan']);
    expect(table.find((p) => p.no === 1)!.shmulyan).toBe(4 + 2 - 2); // beat P2 (2), P3 (1); lost to P4 (1)
    expect(table.find((p) => p.no === 4)!.shmulyan).toBe(4 - 4 - 2); // beat P1; lost to P2 and P3
  });

  it('Koya: points against the players who scored at least half', () => {
    // Half of 3 games = 1½: P1 and P2 (2 points each) qualify.
    const table = computeStandings(players(4), games, ['koya']);
    expect(table.find((p) => p.no === 1)!.koya).toBe(2);
    expect(table.find((p) => p.no === 4)!.koya).toBe(2);
    expect(table.find((p) => p.no === 3)!.koya).toBe(0);
  });

  it('head-to-head among the tied decides between them', () => {
    const table = computeStandings(players(4), games, ['h2h']);
    expect(noAndPlace(table)).toEqual(['1 1', '2 2', '3 3', '4 4']);
  });

  it('head-to-head is a number only for the players it was needed for: a 0 means lost to the tied, not untied', () => {
    // P1 and P2 both have 2 points, and P1 beat P2; P4 (1½) and P3 (½), who drew, are tied with nobody.
    const field = tournament(4, { ...results, '3-4': '1/2-1/2' });
    const table = computeStandings(players(4), field, ['h2h']);
    // Lot number, points (half-points), head-to-head and place, line by line.
    const lines = table.map((p) => `${p.no} ${p.points} ${p.h2h} ${formatPlace(p.place)}`);
    expect(lines).toEqual(['1 4 2 1', '2 4 0 2', '4 3 null 3', '3 1 null 4']);
    // Without head-to-head among the tiebreaks nobody has a value, and the two share the place.
    expect(computeStandings(players(4), field, []).map((p) => p.h2h)).toEqual([null, null, null, null]);
  });

  it('forfeits count with their points in every tiebreak and show as + and −', () => {
    const withForfeit = tournament(4, { ...results, '1-2': '+/-', '3-4': '-/-' });
    const table = computeStandings(players(4), withForfeit, ['sb', 'wins']);
    expect(table.find((p) => p.no === 1)).toMatchObject({ points: 4, wins: 2, cells: ['x', '+', '1', '0'] });
    expect(table.find((p) => p.no === 3)).toMatchObject({ points: 0, games: 3, cells: ['0', '0', 'x', '−'] });
    expect(table.find((p) => p.no === 4)).toMatchObject({ points: 2, games: 3, cells: ['1', '0', '−', 'x'] });
  });

  it('a double round robin puts both results in a cell, in round order', () => {
    const double = tournament(
      3,
      { '1-2/1': '1-0', '1-2/2': '1/2-1/2', '1-3/1': '1-0', '1-3/2': '1-0', '2-3/1': '0-1', '2-3/2': '1/2-1/2' },
      true,
    );
    const table = computeStandings(players(3), double, ['sb'], 2);
    expect(table[0]).toMatchObject({ no: 1, points: 7, cells: ['x', '1½', '11'] });
    // Games listed out of round order (a file may) read the same.
    expect(computeStandings(players(3), [...double].reverse(), ['sb'], 2)).toEqual(table);
  });

  it('a table of nobody is empty (a tournament before its players are entered)', () => {
    expect(computeStandings([], [], ['sb', 'h2h'])).toEqual([]);
  });
});
