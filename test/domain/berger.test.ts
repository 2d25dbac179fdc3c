import { describe, expect, it } from 'vitest';
import { bergerTable, PlayerCountError } from '#domain/berger';
import { PRINTED_TABLES } from '../fixtures/berger-1953';

/** Prints a round of an even table the way the 1953 tables do: "a—b", the top number in parentheses. */
function printed(size: number, round: number): string[] {
  const table = bergerTable(size);
  const games = table.rounds[round - 1]!.games;
  return [
    String(round),
    ...games.map(
      ({ white, black }) => `${white === size ? `(${size})` : white}—${black === size ? `(${size})` : black}`,
    ),
  ];
}

describe('Berger tables (appendix: tables of the order of play)', () => {
  for (const [size, rows] of Object.entries(PRINTED_TABLES)) {
    it(`reproduces the printed ${Number(size) - 1}/${size} table game for game and board for board`, () => {
      expect(rows).toHaveLength(Number(size) - 1);
      rows.forEach((row, index) => expect(printed(Number(size), index + 1)).toEqual(row));
    });
  }

  it('makes the correct 18-player table (the printed one is garbled): every pair meets once, colours balance', () => {
    const table = bergerTable(18);
    expect(table.rounds).toHaveLength(17);
    const met = new Set<string>();
    const whites = new Map<number, number>();
    for (const round of table.rounds) {
      expect(round.games).toHaveLength(9);
      const seen = new Set<number>();
      for (const game of round.games) {
        for (const p of [game.white, game.black]) {
          expect(seen.has(p)).toBe(false);
          seen.add(p);
        }
        const key = [game.white, game.black].sort((a, b) => a - b).join('-');
        expect(met.has(key)).toBe(false);
        met.add(key);
        whites.set(game.white, (whites.get(game.white) ?? 0) + 1);
      }
    }
    expect(met.size).toBe((18 * 17) / 2);
    for (let p = 1; p <= 18; p++) expect([8, 9]).toContain(whites.get(p));
    // The first rows that the scan did print legibly agree with the rule.
    expect(printed(18, 1)).toEqual(['1', '1—(18)', '2—17', '3—16', '4—15', '5—14', '6—13', '7—12', '8—11', '9—10']);
    expect(printed(18, 2)).toEqual(['2', '(18)—10', '11—9', '12—8', '13—7', '14—6', '15—5', '16—4', '17—3', '1—2']);
    expect(printed(18, 17)[1]).toBe('9—(18)');
  });

  it('with an odd number of players the top number is the bye, and the bye is not a board', () => {
    const table = bergerTable(5);
    expect(table.rounds[0]).toEqual({
      round: 1,
      bye: 1,
      games: [
        { board: 1, white: 2, black: 5 },
        { board: 2, white: 3, black: 4 },
      ],
    });
    expect(table.rounds.map((r) => r.bye)).toEqual([1, 4, 2, 5, 3]);
  });

  it('a double round robin repeats the first cycle with colours reversed', () => {
    const table = bergerTable(4, { double: true });
    expect(table.rounds).toHaveLength(6);
    expect(table.rounds[3]!.games).toEqual([
      { board: 1, white: 4, black: 1 },
      { board: 2, white: 3, black: 2 },
    ]);
  });

  it('offers FIDE’s swap of the last two rounds of the first cycle (off by default)', () => {
    const plain = bergerTable(6, { double: true });
    const swapped = bergerTable(6, { double: true, swapLastTwoRounds: true });
    expect(swapped.rounds[3]!.games).toEqual(plain.rounds[4]!.games);
    expect(swapped.rounds[4]!.games).toEqual(plain.rounds[3]!.games);
    expect(swapped.rounds[5]!.games).toEqual(plain.rounds[5]!.games);
    // With the swap nobody has three equal colours in a row across the cycles; without it somebody does.
    const colours = (rounds: typeof plain.rounds, player: number) =>
      rounds
        .map((r) =>
          r.games.some((g) => g.white === player) ? 'W' : r.games.some((g) => g.black === player) ? 'B' : '-',
        )
        .join('');
    for (let p = 1; p <= 6; p++) expect(colours(swapped.rounds, p)).not.toMatch(/WWW|BBB/);
    expect([1, 2, 3, 4, 5, 6].some((p) => /WWW|BBB/.test(colours(plain.rounds, p)))).toBe(true);
  });

  it('refuses fewer than 3 or more than 20 players', () => {
    for (const n of [0, 2, 21, 3.5]) expect(() => bergerTable(n)).toThrow(PlayerCountError);
    expect(() => bergerTable(2)).toThrow('A round robin needs 3 to 20 players; 2 given');
  });
});
