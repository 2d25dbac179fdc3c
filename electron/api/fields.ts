// The contract's fields: how each kind of value is typed in a form or sent by a program — text that prints, a rank,
// a birth year, a date, a date and time, a clock, an id, a whole number, half-points, a result — checked, and carried
// on in one form. The operations (contract.ts) and the tournament file (formats/tournament-file.ts) are made of them.
import { z } from 'zod';
import { parseClock } from '#domain/adjournment';
import { GAME_RESULTS, type GameResult } from '#domain/results';
import { RANKS } from '#domain/vocabulary';
import { readDate, readDateTime } from '#formats/dates';
import { readRankText } from '#formats/player-list';
import type { MessageKey } from './messages';
import { EARLIEST_BIRTH_YEAR } from './operations';

export { EARLIEST_BIRTH_YEAR };

/** Text that prints as it reads: no control characters (NUL, tab, line breaks), no bidi controls that would show
 * a name reversed (U+202A–U+202E, U+2066–U+2069), and no broken characters (a lone half of a surrogate pair). */
export function isPrintableText(text: string): boolean {
  // Control characters are exactly what this looks for.
  // eslint-disable-next-line no-control-regex
  return !/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(
    text,
  );
}

/** Optional free text: trimmed, and empty becomes null so that "no club" is stored one way only. */
export const optionalText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z
      .string({ error: 'invalidInput' })
      .trim()
      .max(max, { error: 'tooLong' })
      .refine(isPrintableText, { error: 'textNotPrintable' })
      .nullable()
      .default(null),
  );

export const requiredText = (max: number) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(max, { error: 'tooLong' })
    .refine(isPrintableText, { error: 'textNotPrintable' });

/** A rank: its code (M, CM, I–V, Y1–Y3), or as any of the languages writes it — КМС, MK, «1 разряд», "II järk",
 * «2 юн.» — in a form, a tournament file or a command's option alike. */
export const rank = z.preprocess(
  (value) => (value === undefined ? null : typeof value === 'string' ? readRankText(value) : value),
  z.enum(RANKS, { error: 'rankInvalid' }).nullable(),
);

/** A year typed in a form arrives as text; an empty field means "not known". */
export const birthYear = z.preprocess(
  (value) => {
    if (value === '' || value === undefined || value === null) return null;
    if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) return Number(value);
    return value;
  },
  z
    .number({ error: 'birthYearRange' })
    .int({ error: 'birthYearRange' })
    .min(EARLIEST_BIRTH_YEAR, { error: 'birthYearRange' })
    .max(new Date().getFullYear(), { error: 'birthYearRange' })
    .nullable(),
);

/** A date as typed (25.11.2026, 25/11/2026 or 2026-11-25), carried on as ISO; one message, the true one: written
 * wrongly, or written right but not on the calendar (30.02.2026). */
export const isoDate = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  z
    .string({ error: 'dateInvalid' })
    .transform((text, ctx) => {
      const read = readDate(text);
      if (read.iso) return read.iso;
      ctx.addIssue({
        code: 'custom',
        message: read.problem === 'noSuchDay' ? 'dateNoSuchDay' : 'dateInvalid',
        params: { date: text.trim() },
      });
      return z.NEVER;
    })
    .nullable(),
);

/** A date and time of day as typed (25.11.2026 18:00, 2026-11-25T18:00), carried on as local ISO YYYY-MM-DDTHH:MM. */
export const localDateTime = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z
    .string({ error: 'dateTimeInvalid' })
    .transform((text, ctx) => {
      const read = readDateTime(text);
      if (read.iso) return read.iso;
      const message = { malformed: 'dateTimeInvalid', noSuchDay: 'dateNoSuchDay', noSuchTime: 'timeNoSuchTime' }[
        read.problem!
      ];
      ctx.addIssue({ code: 'custom', message, params: { date: text.trim() } });
      return z.NEVER;
    })
    .nullable()
    .default(null),
);

/** A time of day as typed (10:00, 9.30, 14:5 is not one): carried on as `HH:MM`. */
export const timeOfDay = z.string({ error: 'timeOfDayInvalid' }).transform((text, ctx) => {
  const found = /^\s*([01]?\d|2[0-3])[:.]([0-5]\d)\s*$/.exec(text);
  if (found) return `${found[1]!.padStart(2, '0')}:${found[2]}`;
  ctx.addIssue({ code: 'custom', message: 'timeOfDayInvalid', params: { text: text.trim() } });
  return z.NEVER;
});

/** A whole number typed into a form (digits, spaces around them allowed) or sent as a number, within its limits;
 * anything else — `true`, `[3]`, `"0x10"`, `"1e3"` — is refused with the field's own message. */
export const wholeNumber = (error: MessageKey, min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*-?[0-9]{1,9}\s*$/.test(value) ? Number(value) : value),
    z.number({ error }).int({ error }).min(min, { error }).max(max, { error }),
  );

/** An id is a positive whole number, or its digits as text (from a URL or a form): never `true`, `[1]`, `"0x10"`,
 * `" 7 "` or `"1e3"`, which a loose conversion would turn into a number. */
export const id = z.preprocess(
  (value) => (typeof value === 'string' && /^[1-9][0-9]{0,15}$/.test(value) ? Number(value) : value),
  z
    .number({ error: 'idInvalid' })
    .int({ error: 'idInvalid' })
    .positive({ error: 'idInvalid' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'idInvalid' }),
);

/** The clock as the arbiter reads it, h:mm; the domain decides what is a time (1:99 is not). */
export const clock = z
  .string({ error: 'clockInvalid' })
  .refine((text) => parseClock(text) !== null, { error: 'clockInvalid' });

/** A score in points as typed (8, 8.5, "8,5"), whole or half, from 0 to `max`; carried on as half-points. */
export const halfPoints = (max: number) =>
  z.preprocess(
    (value) =>
      typeof value === 'string' && /^\s*\d{1,3}([.,]5|[.,]0)?\s*$/.test(value)
        ? Number(value.replace(',', '.'))
        : value,
    z
      .number({ error: 'scoreInvalid' })
      .min(0, { error: 'scoreInvalid' })
      .max(max, { error: 'scoreInvalid' })
      .refine((points) => Number.isInteger(points * 2), { error: 'scoreInvalid' })
      .transform((points) => Math.round(points * 2)),
  );

export const requiredDate = isoDate.refine((date) => date !== null, { error: 'required' }).transform((date) => date!);

export const resultValue = z
  .enum(GAME_RESULTS as [Exclude<GameResult, null>, ...Exclude<GameResult, null>[]])
  .nullable();
