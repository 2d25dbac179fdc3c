// The rows a rating list's import may take all at once: those naming one registered player whom no other row proposes
// — the screen's "choose every player found by his name alone" and the CLI's --accept-names alike.
import { describe, expect, it } from 'vitest';
import type { RatingsImportRow } from '#api/views';
import { singlyNamed } from '#formats/rating-choices';

const row = (line: number, listed: string, playerIds: number[], match: RatingsImportRow['match'] = 'name') =>
  ({
    line,
    listed,
    fmjdId: null,
    federation: null,
    sex: null,
    title: null,
    title64: false,
    rating: 2000 + line,
    match,
    candidates: playerIds.map((playerId) => ({ playerId, name: `#${playerId}`, birthYear: null })),
    playerId: match === 'fmjdId' ? playerIds[0]! : null,
    was: null,
  }) satisfies RatingsImportRow;

describe('the rows taken by their names alone', () => {
  it('are those that name one player no other row proposes', () => {
    const rows = [
      row(2, 'TAMM Jaan', [1]),
      // One player written two ways on two rows: chosen row by row.
      row(3, 'RUUTEL Mart', [2]),
      row(4, 'RÜÜTEL Märt', [2]),
      // Two namesakes: chosen by the arbiter.
      row(5, 'KASK Mari', [3, 4]),
      // Found by ID: taken already.
      row(6, 'SEPP Ants', [5], 'fmjdId'),
    ];
    expect(singlyNamed(rows)).toEqual([{ line: 2, playerId: 1 }]);
  });
});
