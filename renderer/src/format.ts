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

/** A moment (an ISO timestamp) as the arbiter reads it, in his time zone: "20 Mar 2026, 18:00". */
export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'et' ? 'et-EE' : 'en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}
