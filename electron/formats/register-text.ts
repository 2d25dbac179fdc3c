// The rank register's events in words — what happened and what it rests on — in the register's catalogue
// (printouts/register-labels.ts), shared by the screens, the printouts, the CSV and the terminal.
import type { RankEventView } from '#api/views';
import { inScale, scorePercentTenths } from '#domain/results';
import type { Rank } from '#domain/vocabulary';
import { formatDate } from './dates';
import { decimalIn, formatPoints } from './numbers';
import type { RegisterLabels } from './printouts/register-labels';
import { rankShort } from './rank-text';

export function registerRankText(rank: Rank | null, labels: RegisterLabels): string {
  return rankShort(rank, labels.lang, labels.noRank);
}

/** A decimal as the language writes it: 2,81 in Estonian and Russian, 2.81 in English. */
export function decimal(value: number, digits: number, labels: RegisterLabels): string {
  return decimalIn(value.toFixed(digits), labels.lang);
}

export function day(iso: string | null, labels: RegisterLabels): string {
  return iso ? formatDate(iso, labels.lang) : '';
}

/** The day of a rank event or of a held rank: "date unknown" where nobody gave it (a rank typed into the registry
 * without its date) — never an empty cell a reader could take for a missing line. */
export function rankDay(iso: string | null, labels: RegisterLabels): string {
  return iso ? formatDate(iso, labels.lang) : labels.dateUnknown;
}

/** The rank's dates as a list or card shows them: since, last kept and valid until; a rank of unknown date says so
 * where its three years would begin. */
export function standingDays(
  standing: { rank: string | null; since: string | null; lastKept: string | null; validUntil: string | null },
  labels: RegisterLabels,
): { since: string; lastKept: string; validUntil: string } {
  if (standing.rank === null) return { since: '', lastKept: '', validUntil: '' };
  return {
    since: rankDay(standing.since, labels),
    lastKept: rankDay(standing.lastKept, labels),
    validUntil: standing.validUntil ? formatDate(standing.validUntil, labels.lang) : '—',
  };
}

/** What the evidence line says by itself: the basis is not named twice. */
const SELF_EXPLAINED: RankEventView['basis'][] = ['hand', 'lapse', 'match'];

/** "achieved II — rank norm"; "set II" (the evidence says by whom). */
export function eventText(event: Pick<RankEventView, 'kind' | 'rank' | 'basis'>, labels: RegisterLabels): string {
  const what = `${labels.kinds[event.kind]} ${registerRankText(event.rank, labels)}`;
  return SELF_EXPLAINED.includes(event.basis) ? what : `${what} — ${labels.bases[event.basis]}`;
}

/** What an event rests on, in one line. */
export function evidenceText(event: RankEventView, labels: RegisterLabels): string {
  const evidence = event.evidence;
  switch (evidence.from) {
    case 'tournament': {
      const percent = evidence.games > 0 ? scorePercentTenths(evidence.points, evidence.games) / 10 : 0;
      // In the tournament's own scale: 5½ of 9, or 11 of 18 under 2–1–0; the percentage is the same in both.
      const scoring = evidence.scoring ?? '1-½-0';
      const line = labels.fromTournament(
        evidence.tournamentName,
        formatPoints(inScale(evidence.points, scoring)),
        inScale(2 * evidence.games, scoring),
        decimal(percent, 1, labels),
        evidence.coefficient === null ? null : decimal(evidence.coefficient / 100, 2, labels),
      );
      return evidence.count ? `${line}; ${labels.countOf(evidence.count.have, evidence.count.need)}` : line;
    }
    case 'match':
      return labels.fromMatch(evidence.opponentName, formatPoints(evidence.points / 2), evidence.games);
    case 'registry':
      return labels.fromRegistry;
    case 'hand':
      return event.note ? `${labels.fromHand}: ${event.note}` : labels.fromHand;
    case 'file':
      return labels.fromFile(evidence.tournamentName);
    case 'lapse':
      return labels.fromLapse(registerRankText(evidence.lapsedRank, labels), day(evidence.validUntil, labels));
  }
}
