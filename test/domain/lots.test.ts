import { describe, expect, it } from 'vitest';
import { checkManualNumbers, DrawError, drawLots, drawNextTableRound, newSeed, seededShuffle } from '#domain/lots';
import { sayPhrase } from '#formats/phrases';

describe('drawing lots', () => {
  const names = ['Tamm', 'Kask', 'Mänd', 'Saar', 'Paju', 'Lepp'];

  it('gives every participant one number 1..n', () => {
    const drawn = drawLots(names, 'K7P2QX9A');
    expect(drawn.map((d) => d.no)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(drawn.map((d) => d.participant).sort()).toEqual([...names].sort());
  });

  it('the same seed gives the same draw (so it can be shown and reproduced); another seed another one', () => {
    expect(drawLots(names, 'K7P2QX9A')).toEqual(drawLots(names, 'K7P2QX9A'));
    const orders = new Set(
      ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((seed) =>
        drawLots(names, seed)
          .map((d) => d.participant)
          .join(),
      ),
    );
    expect(orders.size).toBeGreaterThan(4);
  });

  it('is not biased: each player takes number 1 about equally often over many seeds', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 6000; i++) {
      const first = seededShuffle(names, `seed-${i}`)[0]!;
      counts.set(first, (counts.get(first) ?? 0) + 1);
    }
    for (const name of names) expect(counts.get(name)).toBeGreaterThan(850);
  });

  it('makes readable seeds', () => {
    expect(newSeed()).toMatch(/^[A-Z2-9]{8}$/);
  });

  it('checks numbers entered by hand: each of 1..n once', () => {
    expect(() => checkManualNumbers([3, 1, 2, 4])).not.toThrow();
    const refusal = (numbers: number[]) => {
      try {
        checkManualNumbers(numbers);
      } catch (error) {
        if (error instanceof DrawError) return error.said;
        throw error;
      }
      return null;
    };
    expect(refusal([1, 2, 2, 4])).toEqual({ key: 'lots.numberTwice', params: { no: 2 } });
    expect(refusal([1, 2, 5, 4])).toEqual({ key: 'lots.numberOutside', params: { max: 4, no: 5 } });
    expect(sayPhrase(refusal([1, 2, 5, 4])!)).toBe('Numbers run from 1 to 4; 5 is outside');
    expect(() => drawLots(['a', 'b'], 'x')).toThrow(DrawError);
  });

  it('draws which remaining table round is played next (Märkus), reproducibly', () => {
    const next = drawNextTableRound([2, 3, 4, 5], 'SEED', 2);
    expect([2, 3, 4, 5]).toContain(next);
    expect(drawNextTableRound([2, 3, 4, 5], 'SEED', 2)).toBe(next);
    expect(() => drawNextTableRound([], 'SEED', 6)).toThrow(
      expect.objectContaining({ said: { key: 'lots.allPlayed', params: {} } }),
    );
  });
});
