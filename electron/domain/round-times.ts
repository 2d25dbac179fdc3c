// When the rounds start, proposed from the tournament's dates: the rounds spread over its days as evenly as they go,
// the first round of a day at the time the arbiter gives, each further round of that day one session later (§32: a
// session lasts 4 to 6 hours, after which unfinished games are adjourned). A proposal only: the regulations set no
// timetable, the arbiter changes any start he likes.

/** A day as `YYYY-MM-DD` and the days after it, counted in UTC (a calendar day, no time zone). */
function daysFrom(first: string, count: number): string[] {
  const start = Date.parse(`${first}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(start + i * 86_400_000).toISOString().slice(0, 10));
}

/** The number of calendar days from `first` to `last`, both counted. */
function dayCount(first: string, last: string): number {
  return Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / 86_400_000) + 1;
}

/** `rounds` starts (`YYYY-MM-DDTHH:MM`, the hall's clock), from `startDate` to `endDate` (or one day a round from
 * `startDate` when no end is given), spread evenly over the days — 9 rounds in 7 days are two on two of them, one on
 * the others — the first of each day at `time` (`HH:MM`), later ones `sessionHours` apart. Null when a day cannot hold
 * its rounds before midnight (5 rounds a day of 6-hour sessions): the arbiter gives more days, or types the starts. */
export function proposeRoundTimes(
  rounds: number,
  startDate: string,
  endDate: string | null,
  time: string,
  sessionHours: number,
): string[] | null {
  const days = daysFrom(startDate, endDate ? Math.max(1, dayCount(startDate, endDate)) : rounds);
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const starts: string[] = [];
  let day = -1;
  let clock = 0;
  for (let index = 0; index < rounds; index++) {
    const today = Math.floor((index * Math.min(days.length, rounds)) / rounds);
    clock = today === day ? clock + sessionHours * 60 : hours * 60 + minutes;
    day = today;
    if (clock >= 24 * 60) return null;
    const at = `${String(Math.floor(clock / 60)).padStart(2, '0')}:${String(clock % 60).padStart(2, '0')}`;
    starts.push(`${days[today]!}T${at}`);
  }
  return starts;
}
