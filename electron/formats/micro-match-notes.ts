// The lines under a table of micro-matches, alike on the screen, on paper, in the hall and in the terminal: what the
// Riga coefficient multiplies — the reading the app applies of EKL 3.2.2 (a) "the opponent's points", which decides
// places — and how a match nobody played counts (§32; electron/domain/micro-match.ts, `lostByBoth`).
import type { MatchOrder, Tiebreak } from '#domain/standings';

type Say = (key: string) => string;

/** The notes, in the catalogue's words (`printout.microMatchNotes`); none for a tournament of single games. */
export function microMatchNotes(
  table: { microMatch: { order: MatchOrder } | null | undefined; tiebreaks: readonly Tiebreak[] },
  say: Say,
): string[] {
  if (!table.microMatch) return [];
  return [
    ...(table.tiebreaks.includes('riga') ? [say(`printout.microMatchNotes.riga.${table.microMatch.order}`)] : []),
    say('printout.microMatchNotes.lostByBoth'),
  ];
}
