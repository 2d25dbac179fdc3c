import { describe, expect, it } from 'vitest';
import { ApiError } from '#api/errors';
import { sayMessage } from '#api/messages';
import { parseInput } from '#api/parse';
import { catalogue } from '#i18n/catalogue';

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
      parseInput('createPlayer', {
        surname: ' Õun ',
        givenNames: ' Ülle ',
        rank: '',
        club: '',
        city: ' Pärnu ',
        birthYear: ' 1999 ',
      }),
    ).toEqual({
      surname: 'Õun',
      givenNames: 'Ülle',
      name: null,
      rank: null,
      club: null,
      city: 'Pärnu',
      birthYear: 1999,
      confirm: false,
    });
  });

  it('reads a rank as any of the languages writes it, in every door', () => {
    const rankOf = (rank: string) => parseInput('createPlayer', { surname: 'Иванов', rank }).rank;
    expect(['КМС', 'MK', 'CM', '1 разряд', 'II järk', '2 юн.', 'без разряда', ''].map(rankOf)).toEqual([
      'CM',
      'CM',
      'CM',
      'I',
      'II',
      'Y2',
      null,
      null,
    ]);
  });

  it('names each wrong field with a key the UI translates and an English message', () => {
    const issues = issuesOf(() =>
      parseInput('createPlayer', { name: 'x'.repeat(101), rank: 'VI', birthYear: 'nineteen' }),
    );
    expect(issues).toEqual([
      { path: 'name', key: 'tooLong', params: { max: 100 }, message: 'At most 100 characters.' },
      {
        path: 'rank',
        key: 'rankInvalid',
        message: 'Choose a rank: M, CM, I, II, III, IV, V, a youth rank (I–III), or Unranked.',
      },
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

  it('checks that dates exist, not only their shape, and says which of the two is wrong', () => {
    const base = { name: 'Cup', variant: 'international', ruleSet: 'fmjd' };
    expect(parseInput('createTournament', { ...base, startDate: '2028-02-29' }).startDate).toBe('2028-02-29');
    expect(issuesOf(() => parseInput('createTournament', { ...base, startDate: '2027-02-29' }))).toEqual([
      {
        path: 'startDate',
        key: 'dateNoSuchDay',
        params: { date: '2027-02-29' },
        message: 'There is no such day in the calendar: 2027-02-29.',
      },
    ]);
    expect(issuesOf(() => parseInput('createTournament', { ...base, endDate: '31.04.2026' }))[0]).toMatchObject({
      path: 'endDate',
      key: 'dateNoSuchDay',
    });
    expect(issuesOf(() => parseInput('createTournament', { ...base, endDate: 'March 14' }))[0]).toMatchObject({
      path: 'endDate',
      key: 'dateInvalid',
      message: 'Enter the date as 25/11/2026 (day, month, year) or 2026-11-25.',
    });
  });

  it('takes a date as the languages write it, day first, and carries it on as ISO', () => {
    const base = { name: 'Cup', variant: 'international', ruleSet: 'fmjd' };
    const parsed = parseInput('createTournament', { ...base, startDate: '14.03.2026', endDate: '22/3/2026' });
    expect([parsed.startDate, parsed.endDate]).toEqual(['2026-03-14', '2026-03-22']);
  });

  it('says one thing of a malformed start date: not also that the end comes before it', () => {
    const base = { name: 'Cup', variant: 'international', ruleSet: 'fmjd' };
    expect(
      issuesOf(() => parseInput('createTournament', { ...base, startDate: '2026-3-x', endDate: '2026-03-01' })),
    ).toEqual([expect.objectContaining({ path: 'startDate', key: 'dateInvalid' })]);
    expect(
      issuesOf(() => parseInput('createTournament', { ...base, startDate: '2026-02-30', endDate: '2026-02-01' })),
    ).toEqual([expect.objectContaining({ path: 'startDate', key: 'dateNoSuchDay' })]);
  });

  it('keeps a resumption as a date and time, and says what is wrong with one that is not', () => {
    const envelope = {
      tournamentId: 1,
      gameId: 2,
      position: 'W:W31:B20',
      sealedMoveNumber: 41,
      whiteUsed: '2:05',
      blackUsed: '2:10',
    };
    expect(parseInput('adjournGame', { ...envelope, resumeAt: '25.11.2026 kell 18:00' }).resumeAt).toBe(
      '2026-11-25T18:00',
    );
    expect(parseInput('adjournGame', { ...envelope, resumeAt: '2026-11-25T18:00' }).resumeAt).toBe('2026-11-25T18:00');
    expect(parseInput('adjournGame', { ...envelope, resumeAt: '' }).resumeAt).toBeNull();
    const keyOf = (resumeAt: string) => issuesOf(() => parseInput('adjournGame', { ...envelope, resumeAt }))[0]?.key;
    expect(keyOf('tomorrow evening')).toBe('dateTimeInvalid');
    expect(keyOf('25.11.2026')).toBe('dateTimeInvalid');
    expect(keyOf('31.11.2026 18:00')).toBe('dateNoSuchDay');
    expect(keyOf('25.11.2026 24:30')).toBe('timeNoSuchTime');
  });

  it('says what a value should have been in the reader’s words, never the validation library’s English', () => {
    const result = issuesOf(() => parseInput('recordResult', { tournamentId: 1, gameId: 1, result: 'win' }))[0]!;
    expect(result).toMatchObject({
      path: 'result',
      key: 'choiceInvalid',
      params: { allowed: '1-0, 0-1, 1/2-1/2, +/-, -/+, -/-, 0-0, adjourned' },
    });
    const said = sayMessage(catalogue('ru'), result.key, result.params);
    expect(said).toBe('Выберите одно из: 1-0, 0-1, 1/2-1/2, +/-, -/+, -/-, 0-0, adjourned.');
    expect(said).not.toMatch(/Invalid|expected/);
    const incident = { tournamentId: 1, gameId: 1, kind: 'murder', side: 'white' };
    expect(issuesOf(() => parseInput('recordIncident', incident))[0]).toMatchObject({
      path: 'kind',
      key: 'choiceInvalid',
    });
    expect(issuesOf(() => parseInput('closeTournament', { id: 1, confirm: 'yes' }))[0]).toMatchObject({
      path: 'confirm',
      key: 'booleanInvalid',
      message: 'Give true or false.',
    });
  });

  it('refuses fields it does not know, naming them', () => {
    expect(issuesOf(() => parseInput('getTournament', { id: 1, secret: true }))).toEqual([
      { path: 'secret', key: 'unknownField', message: 'Unknown field.' },
    ]);
  });
});
