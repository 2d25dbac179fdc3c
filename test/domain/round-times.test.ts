// The rounds' starts proposed from the tournament's days: spread evenly, a session apart on a day, never past midnight.
import { describe, expect, it } from 'vitest';
import { proposeRoundTimes } from '#domain/round-times';

describe('proposed round starts', () => {
  it('spread the rounds evenly over the days, a session apart within a day', () => {
    const nine = proposeRoundTimes(9, '2026-11-21', '2026-11-27', '10:00', 5)!;
    expect(nine.map((start) => start.slice(0, 10))).toEqual([
      '2026-11-21',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
    expect(nine.slice(0, 2)).toEqual(['2026-11-21T10:00', '2026-11-21T15:00']);
    // Fewer rounds than days: one a day from the first.
    expect(proposeRoundTimes(3, '2026-11-21', '2026-11-30', '09:30', 4)).toEqual([
      '2026-11-21T09:30',
      '2026-11-22T09:30',
      '2026-11-23T09:30',
    ]);
    // No last day: one round a day.
    expect(proposeRoundTimes(2, '2026-12-31', null, '18:00', 4)).toEqual(['2026-12-31T18:00', '2027-01-01T18:00']);
  });

  it('says when a day cannot hold its rounds before midnight', () => {
    expect(proposeRoundTimes(5, '2026-11-21', '2026-11-21', '10:00', 6)).toBeNull();
    expect(proposeRoundTimes(3, '2026-11-21', '2026-11-21', '10:00', 6)).toEqual([
      '2026-11-21T10:00',
      '2026-11-21T16:00',
      '2026-11-21T22:00',
    ]);
  });
});
