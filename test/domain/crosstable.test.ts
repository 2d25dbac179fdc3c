import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildCrosstable } from '#domain/crosstable';
import { crosstableJson } from '#formats/crosstable-json';
import { tiebreakNumber, tiebreakText, type CrosstablePlayer } from '#formats/crosstable-layout';
import { playerTiebreaks } from '#formats/team-file';
import { parseTournamentFile } from '#formats/tournament-file';

const tartu = JSON.parse(fs.readFileSync(new URL('../fixtures/tartu-6.json', import.meta.url), 'utf8'));

function table(file: unknown) {
  const parsed = parseTournamentFile(file);
  return crosstableJson(
    buildCrosstable({
      players: parsed.players,
      games: parsed.games,
      double: parsed.double,
      withdrawals: parsed.withdrawals,
      tiebreaks: playerTiebreaks(parsed),
    }),
  );
}

describe('the crosstable of a finished tournament (worked by hand)', () => {
  const result = table(tartu);

  it('coefficient (1+2+2+3+3+4)/6 = 2.50: II 62%, III 40%, IV 30%', () => {
    expect(result.coefficient).toBe(2.5);
    expect(result.norms).toEqual([
      { rank: 'II', percent: 62 },
      { rank: 'III', percent: 40 },
      { rank: 'IV', percent: 30 },
    ]);
  });

  it('orders by points, then Sonneborn-Berger (Paju 4¼ before Mänd 1½ on 2 points)', () => {
    expect(result.players.map((p) => [p.place, p.name, p.points, p.sb])).toEqual([
      // Tamm: ½ (Lepp) + ½ × 4 (Kask) + 2 (Mänd) + 1 (Saar) + 2 (Paju) = 7½
      ['1', 'Jaan Tamm', 4.5, 7.5],
      // Kask: ½ × 2 (Paju) + ½ × 4½ (Tamm) + ½ (Lepp) + 2 (Mänd) + 1 (Saar) = 6¾
      ['2', 'Mari Kask', 4, 6.75],
      // Paju: ½ × 4 (Kask) + 2 (Mänd, forfeit) + ½ × ½ (Lepp) = 4¼; Mänd: 1 (Saar) + ½ (Lepp) = 1½
      ['3', 'Ülo Paju', 2, 4.25],
      ['4', 'Peeter Mänd', 2, 1.5],
      ['5', 'Õnne Saar', 1, 0.5],
      ['6', 'Aadu Lepp', 0.5, 1],
    ]);
  });

  it('leaves head-to-head blank where Sonneborn-Berger already parted the tied (Paju and Mänd on 2 points)', () => {
    expect(result.players.map((p) => p.h2h)).toEqual([null, null, null, null, null, null]);
    const untied = { h2h: null } as CrosstablePlayer;
    const lostToTheTied = { h2h: 0 } as CrosstablePlayer;
    expect([tiebreakText(untied, 'h2h'), tiebreakText(lostToTheTied, 'h2h')]).toEqual(['', '0']);
    expect([tiebreakNumber(untied, 'h2h'), tiebreakNumber(lostToTheTied, 'h2h')]).toEqual([null, 0]);
  });

  it('writes forfeits as + and −, the double forfeit as − for both', () => {
    const paju = result.players.find((p) => p.no === 5)!;
    expect(paju.cells).toEqual(['0', '½', '+', '−', 'x', '½']);
    expect(result.players.find((p) => p.no === 3)!.cells).toEqual(['0', '0', 'x', '1', '−', '1']);
    expect(result.players.find((p) => p.no === 4)!.games).toBe(5);
  });

  it('gives each player his norm: 5 games → II 3, III 2, IV 1½ points', () => {
    const norm = (no: number) => result.players.find((p) => p.no === no)!.norm;
    expect(norm(1)).toEqual({ achieved: 'II', status: 'below', needed: { II: 3, III: 2, IV: 1.5 } });
    expect(norm(2)).toMatchObject({ achieved: 'II', status: 'confirmation' });
    expect(norm(5)).toMatchObject({ achieved: 'III', status: 'confirmation' });
    expect(norm(3)).toMatchObject({ achieved: 'III', status: 'below' });
    expect(norm(4)).toMatchObject({ achieved: null, status: null });
  });

  it('a player who withdrew after 2 of 5 games is removed and the coefficient follows (§38)', () => {
    const early = {
      ...tartu,
      games: tartu.games.filter(
        (g: { round: number; white: number; black: number }) => g.round <= 2 || (g.white !== 6 && g.black !== 6),
      ),
      withdrawals: [{ player: 6, afterRound: 2 }],
    };
    const after = table(early);
    expect(after.removed).toEqual([6]);
    expect(after.players.map((p) => p.no)).not.toContain(6);
    expect(after.players[0]!.cells).toHaveLength(5);
    expect(after.coefficient).toBe(2.2); // (1+2+2+3+3)/5
  });
});

describe('the tournament file', () => {
  it('refuses wrong fields with their path, and inconsistent games', () => {
    expect(() =>
      parseTournamentFile({ ...tartu, players: [{ ...tartu.players[0], rank: 'VI' }, ...tartu.players.slice(1)] }),
    ).toThrow(/players\.0\.rank/);
    // A rank as a language writes it is read: «КМС» is CM.
    const russian = { ...tartu, players: [{ ...tartu.players[0], rank: 'КМС' }, ...tartu.players.slice(1)] };
    expect(parseTournamentFile(russian).players[0]!.rank).toBe('CM');
    expect(() => parseTournamentFile({ ...tartu, games: [{ round: 1, white: 1, black: 9, result: '1-0' }] })).toThrow(
      'games.0.black: There is no player 9 in the file.',
    );
    expect(() =>
      parseTournamentFile({ ...tartu, games: [...tartu.games, { round: 1, white: 1, black: 2, result: null }] }),
    ).toThrow(/Player 1 has two games in round 1/);
    expect(() => parseTournamentFile({ ...tartu, format: 'something-else' })).toThrow(/^format/);
    expect(() => parseTournamentFile({ ...tartu, games: [{ round: 1, white: 1, black: 2, result: '2-0' }] })).toThrow(
      /games\.0\.result/,
    );
  });

  it('keeps fields it does not know', () => {
    const parsed = parseTournamentFile(tartu) as Record<string, unknown> & { players: Record<string, unknown>[] };
    expect(parsed.sponsor).toBe('Tartu linn');
    expect(parsed.players[0]!.fideId).toBe('E-1001');
  });
});
