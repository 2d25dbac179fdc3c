import { describe, expect, it } from 'vitest';
import { ApiError } from '../../electron/api/errors';
import { parseInput } from '../../electron/api/parse';

function issuesOf(action: () => unknown) {
  try {
    action();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return (error as ApiError).issues;
  }
  throw new Error('the input was accepted');
}

describe('the contract', () => {
  it('reads a player typed into a form: text trimmed, blanks to null, the year from text', () => {
    expect(
      parseInput('createPlayer', { name: ' Ülle Õun ', rank: '', club: '', city: ' Pärnu ', birthYear: ' 1999 ' }),
    ).toEqual({
      name: 'Ülle Õun',
      rank: null,
      club: null,
      city: 'Pärnu',
      birthYear: 1999,
      confirm: false,
    });
  });

  it('names each wrong field with a key the UI translates and an English message', () => {
    const issues = issuesOf(() =>
      parseInput('createPlayer', { name: 'x'.repeat(101), rank: 'GM', birthYear: 'nineteen' }),
    );
    expect(issues).toEqual([
      { path: 'name', key: 'tooLong', params: { max: 100 }, message: 'At most 100 characters.' },
      { path: 'rank', key: 'rankInvalid', message: 'Choose a rank: M, CM, I, II, III, IV, V, or Unranked.' },
      {
        path: 'birthYear',
        key: 'birthYearRange',
        params: { min: 1900, max: new Date().getFullYear() },
        message: expect.stringMatching(/^Enter a year between 1900 and \d{4}\.$/),
      },
    ]);
  });

  it('refuses a birth year in the future and a fractional one', () => {
    expect(
      issuesOf(() => parseInput('createPlayer', { name: 'A', birthYear: new Date().getFullYear() + 1 }))[0]?.key,
    ).toBe('birthYearRange');
    expect(issuesOf(() => parseInput('createPlayer', { name: 'A', birthYear: 1990.5 }))[0]?.key).toBe('birthYearRange');
  });

  it('accepts every rank of the 1953 classification and unranked', () => {
    for (const rank of ['M', 'CM', 'I', 'II', 'III', 'IV', 'V', null]) {
      expect(parseInput('createPlayer', { name: 'A', rank }).rank).toBe(rank);
    }
  });

  it('checks that dates exist, not only their shape', () => {
    const base = { name: 'Cup', variant: 'international', ruleSet: 'fmjd' };
    expect(parseInput('createTournament', { ...base, startDate: '2028-02-29' }).startDate).toBe('2028-02-29');
    expect(issuesOf(() => parseInput('createTournament', { ...base, startDate: '2027-02-29' }))[0]).toMatchObject({
      path: 'startDate',
      key: 'dateInvalid',
    });
    expect(issuesOf(() => parseInput('createTournament', { ...base, endDate: '14.03.2026' }))[0]).toMatchObject({
      path: 'endDate',
      key: 'dateInvalid',
    });
  });

  it('refuses fields it does not know, naming them', () => {
    expect(issuesOf(() => parseInput('getTournament', { id: 1, secret: true }))).toEqual([
      { path: 'secret', key: 'unknownField', message: 'Unknown field.' },
    ]);
  });
});
