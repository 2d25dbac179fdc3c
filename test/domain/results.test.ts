// A score as a percentage: rounded, not cut off, on integers, the same in either scale.
import { describe, expect, it } from 'vitest';
import { scorePercentTenths } from '#domain/results';

describe('a score as a percentage', () => {
  it('is rounded half up in tenths: 7 of 18 is 38,9 %, 6½ of 12 is 54,2 %', () => {
    expect(scorePercentTenths(14, 18)).toBe(389); // 38.888…
    expect(scorePercentTenths(13, 12)).toBe(542); // 54.166…
    expect(scorePercentTenths(15, 22)).toBe(341); // 7½ of 22: 34.09…
    expect(scorePercentTenths(1, 16)).toBe(31); // ½ of 16: 3.125
    expect(scorePercentTenths(3, 16)).toBe(94); // 1½ of 16: 9.375 → 9.4
    expect(scorePercentTenths(36, 18)).toBe(1000);
    expect(scorePercentTenths(18, 18)).toBe(500);
    expect(scorePercentTenths(0, 9)).toBe(0);
  });
});
