// The lines under a table of micro-matches, alike on the screen, on paper, in the hall and in the terminal: what the
// Riga coefficient multiplies — the reading the app applies of EKL 3.2.2 (a) "the opponent's points", which decides
// places — and how a match nobody played counts (§32; electron/domain/micro-match.ts, `lostByBoth`).
import { LOST_BY_BOTH_CELL } from '#domain/match-table';
import type { MatchOrder, Tiebreak } from '#domain/standings';

type Say = (key: string) => string;

/** The notes, in the catalogue's words (`printout.microMatchNotes`): what the Riga coefficient multiplies under every
 * table that has it, and how a match lost by both counts under a table that has one; none for single games. */
export function microMatchNotes(
  table: {
    microMatch: { order: MatchOrder } | null | undefined;
    tiebreaks: readonly Tiebreak[];
    players: readonly { matchCells: readonly string[] | null }[];
  },
  say: Say,
): string[] {
  if (!table.microMatch) return [];
  const lostByBoth = table.players.some((player) =>
    player.matchCells?.some((cell) => cell.includes(LOST_BY_BOTH_CELL)),
  );
  return [
    ...(table.tiebreaks.includes('riga') ? [say(`printout.microMatchNotes.riga.${table.microMatch.order}`)] : []),
    ...(lostByBoth ? [say('printout.microMatchNotes.lostByBoth')] : []),
  ];
}
