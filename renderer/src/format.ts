// Formatting for people: dates in the arbiter's language.

/** "12.–18.03.2026" style ranges are left to Intl; an open end shows only the start. */
export function formatDates(start: string | null, end: string | null, language: string): string {
  const format = (iso: string) =>
    new Intl.DateTimeFormat(language === 'et' ? 'et-EE' : 'en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${iso}T00:00:00Z`),
    );
  if (start && end && start !== end) return `${format(start)} – ${format(end)}`;
  if (start) return format(start);
  if (end) return format(end);
  return '';
}
