// Dates as people read them, one way for the screens and the printouts: Intl in the reader's language
// ("14. märts 2026", "14 Mar 2026", "14 мар. 2026 г."), never month names written by hand.
import { isLanguage, LOCALES } from '../api/languages';

/** The locale a language's dates are written in (English for a language the app does not have). */
export function dateLocale(language: string): string {
  return isLanguage(language) ? LOCALES[language] : LOCALES.en;
}

/** One formatter per locale and kind, made when first asked for: making an Intl.DateTimeFormat costs about a
 * third of a millisecond, as much as a screen's whole render of a date column. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(kind: 'date' | 'moment', language: string): Intl.DateTimeFormat {
  const locale = dateLocale(language);
  const key = `${kind} ${locale}`;
  let made = formatters.get(key);
  if (!made) {
    made =
      kind === 'date'
        ? new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
        : new Intl.DateTimeFormat(locale, {
            day: 'numeric',
            month: 'short',
            year: 'numeric',
            hour: '2-digit',
            minute: '2-digit',
          });
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
  return formatter('moment', language).format(new Date(iso));
}
