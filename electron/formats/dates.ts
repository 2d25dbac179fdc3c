// Dates as people read them, one way for the screens and the printouts: Intl in the reader's language
// ("14. märts 2026", "14 Mar 2026", "14 мар. 2026 г."), never month names written by hand.
import { isLanguage, LOCALES } from '#api/languages';

/** The locale a language's dates are written in (English for a language the app does not have). */
export function dateLocale(language: string): string {
  return isLanguage(language) ? LOCALES[language] : LOCALES.en;
}

/** Each kind of date the app writes, as Intl's options: a short date, a moment on the hall's clock, the digits a
 * form shows for typing over, and the long forms a sentence uses. */
const KINDS = {
  date: { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
  moment: { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  day: { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' },
  dayTime: {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  },
  longDay: { dateStyle: 'long', timeZone: 'UTC' },
  longDayTime: { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' },
  roundStart: {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/** One formatter per locale and kind, made when first asked for: making an Intl.DateTimeFormat costs about a
 * third of a millisecond, as much as a screen's whole render of a date column. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(kind: keyof typeof KINDS, language: string): Intl.DateTimeFormat {
  const locale = dateLocale(language);
  const key = `${kind} ${locale}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, KINDS[kind]);
    formatters.set(key, made);
  }
  return made;
}

/** An ISO date (YYYY-MM-DD) as written in `language`. */
export function formatDate(iso: string, language: string): string {
  return formatter('date', language).format(new Date(`${iso}T00:00:00Z`));
}

/** A tournament's dates: one date, or a range; an open end shows only the start. */
export function formatDates(start: string | null, end: string | null, language: string): string {
  if (start && end && start !== end) return `${formatDate(start, language)} – ${formatDate(end, language)}`;
  if (start) return formatDate(start, language);
  if (end) return formatDate(end, language);
  return '';
}

/** A moment (an ISO timestamp) in the reader's time zone: "20 Mar 2026, 18:00". */
export function formatDateTime(iso: string, language: string): string {
  const at = new Date(iso);
  // A moment a file brought that is none ("yesterday") is shown as it came, not thrown at the printout.
  return Number.isNaN(at.getTime()) ? iso : formatter('moment', language).format(at);
}

// Dates and times as the arbiter types them. The screens show a date as the language writes it with digits
// (25.11.2026 in Estonian and Russian, 25/11/2026 in British English) and every door accepts that, or ISO 8601
// (2026-11-25), day first in both written forms — never month first, which no language of the app writes.

/** What was wrong with a typed date or time: not written as one, or written so but not on the calendar or clock. */
export type DateProblem = 'malformed' | 'noSuchDay' | 'noSuchTime';

export type DateReading = { iso: string; problem?: undefined } | { iso?: undefined; problem: DateProblem };

const ISO_DAY = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
/** 25.11.2026, 25. 11. 2026 and 25/11/2026: day, month, year. */
const WRITTEN_DAY = /^(\d{1,2})\s*[./]\s*(\d{1,2})\s*[./]\s*(\d{4})\.?$/;
/** Between a date and its time: "T" (ISO), a space or comma, and the words the languages put there. */
const DAY_TIME_JOIN = /^(.*?)(?:T|[\s,]+(?:kell|at|в)?[\s,]*)(\d{1,2})[:.](\d{2})$/i;

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/** A typed date as ISO (YYYY-MM-DD), or what is wrong with it ("30.02.2026" is written as a date but is none). */
export function readDate(text: string): DateReading {
  const trimmed = text.trim();
  const iso = ISO_DAY.exec(trimmed);
  const written = iso ? null : WRITTEN_DAY.exec(trimmed);
  if (!iso && !written) return { problem: 'malformed' };
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : [Number(written![3]), Number(written![2]), Number(written![1])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (month < 1 || month > 12 || day < 1 || date.getUTCDate() !== day || date.getUTCMonth() !== month - 1)
    return { problem: 'noSuchDay' };
  return { iso: `${String(year).padStart(4, '0')}-${twoDigits(month)}-${twoDigits(day)}` };
}

/** A typed date and time of day as local ISO (YYYY-MM-DDTHH:MM, no zone: the hall's clock), or what is wrong. */
export function readDateTime(text: string): DateReading {
  const parts = DAY_TIME_JOIN.exec(text.trim());
  if (!parts) return { problem: 'malformed' };
  const day = readDate(parts[1]!);
  if (day.problem) return day;
  const hours = Number(parts[2]);
  const minutes = Number(parts[3]);
  if (hours > 23 || minutes > 59) return { problem: 'noSuchTime' };
  return { iso: `${day.iso}T${twoDigits(hours)}:${twoDigits(minutes)}` };
}

/** An ISO date as a form shows it for typing over: 25.11.2026 (et, ru), 25/11/2026 (en). */
export function writtenDate(iso: string, language: string): string {
  return formatter('day', language).format(new Date(`${iso}T00:00:00Z`));
}

/** A local ISO date and time as a form shows it for typing over: 25.11.2026 18:00. */
export function writtenDateTime(isoLocal: string, language: string): string {
  return formatter('dayTime', language)
    .format(new Date(`${isoLocal.slice(0, 16)}:00Z`))
    .replace(',', '');
}

/** A moment on the computer's clock (its time zone), to the minute: "2026-11-25 16:02" — when a sheet was printed. */
export function localMinute(iso: string): string {
  const at = new Date(iso);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())} ${two(at.getHours())}:${two(at.getMinutes())}`;
}

/** A local ISO date and time as a sentence reads it: "25. november 2026, kell 18:00", "25 ноября 2026 г. в 18:00".
 * Text that is not one (an envelope sealed before resumptions were dates) is shown as it was typed. */
export function formatLocalDateTime(isoLocal: string, language: string): string {
  const at = localMoment(isoLocal);
  return at === null ? isoLocal : formatter('longDayTime', language).format(at);
}

/** When a round starts, as the hall and the pairings say it: "Saturday 28 November at 14:00", "laupäev, 28. november
 * kell 14:00", "суббота, 28 ноября в 14:00" (a local time, on the hall's clock). */
export function formatRoundStart(isoLocal: string, language: string): string {
  const at = localMoment(isoLocal);
  return at === null ? isoLocal : formatter('roundStart', language).format(at);
}

/** A local ISO date and time as a moment to format, or null for text that has its shape but is no moment of the
 * calendar or clock ("2026-13-01T25:61", from a file): shown as it was written instead. */
function localMoment(isoLocal: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(isoLocal)) return null;
  const at = new Date(`${isoLocal.slice(0, 16)}:00Z`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** What i18next needs of an instance to learn the date formats below. */
interface WithFormatter {
  services: {
    formatter?: { add(name: string, format: (value: unknown, language: string | undefined) => string): void };
  };
}

/** Dates in the catalogue's messages, written as the message's language writes them: `{{start, day}}` for an ISO
 * day (20. november 2026), `{{at, moment}}` for a local date and time (19. november 2026, kell 18:00), `{{at, instant}}`
 * for a moment the store recorded (a UTC timestamp: when a tournament was closed, an envelope sealed), on the reader's
 * clock. Messages carry the ISO values, so that each door words them in its reader's language. */
export function addDateFormats(i18n: WithFormatter): void {
  i18n.services.formatter?.add('day', (value, language) =>
    typeof value === 'string' && readDate(value).iso
      ? formatter('longDay', language ?? 'en').format(new Date(`${value}T00:00:00Z`))
      : String(value),
  );
  i18n.services.formatter?.add('moment', (value, language) =>
    typeof value === 'string' ? formatLocalDateTime(value, language ?? 'en') : String(value),
  );
  i18n.services.formatter?.add('instant', (value, language) =>
    typeof value === 'string' && !Number.isNaN(Date.parse(value))
      ? formatDateTime(value, language ?? 'en')
      : String(value),
  );
}
