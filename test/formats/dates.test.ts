// Dates as the arbiter types them and as each language writes them: day first, ISO always understood.
import { describe, expect, it } from 'vitest';
import { formatLocalDateTime, readDate, readDateTime, writtenDate, writtenDateTime } from '#formats/dates';
import { catalogue } from '#i18n/catalogue';

describe('reading a typed date', () => {
  it('takes ISO and the day-first forms of the three languages', () => {
    for (const typed of ['2026-11-25', '25.11.2026', '25. 11. 2026', '25.11.2026.', '25/11/2026', ' 25.11.2026 '])
      expect(readDate(typed)).toEqual({ iso: '2026-11-25' });
    expect(readDate('1.3.2026')).toEqual({ iso: '2026-03-01' });
  });

  it('tells a day that is not on the calendar from text that is not a date', () => {
    expect(readDate('2026-02-30')).toEqual({ problem: 'noSuchDay' });
    expect(readDate('30.02.2026')).toEqual({ problem: 'noSuchDay' });
    expect(readDate('29.02.2028')).toEqual({ iso: '2028-02-29' });
    expect(readDate('2026-13-01')).toEqual({ problem: 'noSuchDay' });
    expect(readDate('0.1.2026')).toEqual({ problem: 'noSuchDay' });
    for (const typed of ['', 'tomorrow', '25.11.26', '11/25/2026 x', '2026/11/25'])
      expect(readDate(typed)).toEqual({ problem: 'malformed' });
  });

  it('reads a date and a time of day, with the words the languages put between them', () => {
    for (const typed of [
      '25.11.2026 18:00',
      '25.11.2026 kell 18:00',
      '25.11.2026, kell 18.00',
      '25/11/2026 at 18:00',
      '25.11.2026 в 18:00',
      '2026-11-25T18:00',
    ])
      expect(readDateTime(typed)).toEqual({ iso: '2026-11-25T18:00' });
    expect(readDateTime('25.11.2026 9:05')).toEqual({ iso: '2026-11-25T09:05' });
    expect(readDateTime('25.11.2026')).toEqual({ problem: 'malformed' });
    expect(readDateTime('31.11.2026 18:00')).toEqual({ problem: 'noSuchDay' });
    expect(readDateTime('25.11.2026 24:00')).toEqual({ problem: 'noSuchTime' });
    expect(readDateTime('25.11.2026 18:60')).toEqual({ problem: 'noSuchTime' });
  });
});

describe('writing a date as the language does', () => {
  it('in a form, with digits, ready to be typed over', () => {
    expect(writtenDate('2026-11-25', 'et')).toBe('25.11.2026');
    expect(writtenDate('2026-03-01', 'ru')).toBe('01.03.2026');
    expect(writtenDate('2026-11-25', 'en')).toBe('25/11/2026');
    expect(writtenDateTime('2026-11-25T18:00', 'et')).toBe('25.11.2026 18:00');
    expect(writtenDateTime('2026-11-25T09:05', 'en')).toBe('25/11/2026 09:05');
  });

  it('in a sentence, and what it writes reads back as the same moment', () => {
    expect(formatLocalDateTime('2026-11-25T18:00', 'et')).toBe('25. november 2026, kell 18:00');
    expect(formatLocalDateTime('2026-11-25T18:00', 'en')).toBe('25 November 2026 at 18:00');
    expect(formatLocalDateTime('2026-11-25T18:00', 'ru')).toBe('25 ноября 2026 г. в 18:00');
    for (const lang of ['et', 'en', 'ru'])
      expect(readDateTime(writtenDateTime('2026-11-25T18:00', lang))).toEqual({ iso: '2026-11-25T18:00' });
  });

  it('shows a resumption typed before resumptions were dates as it was typed', () => {
    expect(formatLocalDateTime('after round 5', 'et')).toBe('after round 5');
  });
});

describe('dates inside messages', () => {
  it('are carried as ISO and written as the reader’s language writes them', () => {
    const at = { at: '2026-11-19T18:00', start: '2026-11-20' };
    expect(catalogue('ru')('errors.resumeBeforeStart', at)).toBe(
      'Доигрывание (19 ноября 2026 г. в 18:00) назначено раньше начала турнира (20 ноября 2026 г.).',
    );
    expect(catalogue('et')('errors.resumeBeforeStart', at)).toBe(
      'Jätkamise aeg (19. november 2026, kell 18:00) on enne turniiri algust (20. november 2026).',
    );
  });
});
