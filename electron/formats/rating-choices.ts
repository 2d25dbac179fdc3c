// The rows of a rating list found by name that the arbiter may take all at once (the screen's "choose every player
// found by his name alone", the command line's --accept-names): one rule for both doors.
import type { RatingsImportRow } from '#api/views';

/** The rows that name one registered player whom no other row of the list proposes, not taken yet: a player found by
 * two rows (RUUTEL Mart and RÜÜTEL Märt) is left to be chosen row by row — one row a player. */
export function singlyNamed(rows: readonly RatingsImportRow[]): { line: number; playerId: number }[] {
  const proposals = new Map<number, number>();
  for (const row of rows)
    for (const candidate of row.candidates)
      proposals.set(candidate.playerId, (proposals.get(candidate.playerId) ?? 0) + 1);
  return rows
    .filter(
      (row) =>
        row.match === 'name' &&
        row.playerId === null &&
        row.candidates.length === 1 &&
        proposals.get(row.candidates[0]!.playerId) === 1,
    )
    .map((row) => ({ line: row.line, playerId: row.candidates[0]!.playerId }));
}
