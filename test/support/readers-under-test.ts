// Each reader of files made elsewhere as a door hands it the file — bytes from disk or from a request — for the
// hostile-file tests, which run them apart (apart.ts) on random bytes and on mutations of real files.
import { csvTable, decodeTextBytes } from '#formats/csv-reading';
import { parseMatrixCsv } from '#formats/matrix-csv';
import { readOpeningTable } from '#formats/opening-table';
import { readPdn } from '#formats/pdn';
import { readRatingList } from '#formats/rating-list';
import { readTable } from '#formats/table-reading';
import { parseTournamentFile } from '#formats/tournament-file';

/** `pdn FILE`, `games import`: the bytes decoded as the CLI decodes them, then read. */
export const pdnBytes = (bytes: Uint8Array) => readPdn(decodeTextBytes(bytes).text);
/** A CSV player list. */
export const csvBytes = (bytes: Uint8Array) => csvTable(decodeTextBytes(bytes).text);
/** A player list of either kind (a workbook goes through the bounds and read-excel-file). */
export const tableBytes = (bytes: Uint8Array) => readTable(bytes);
/** `matrix FILE`: a crosstable typed from paper. */
export const matrixBytes = (bytes: Uint8Array) => parseMatrixCsv(decodeTextBytes(bytes).text);
/** A tournament file, as `import` and `crosstable FILE` read it. */
export const tournamentFileBytes = (bytes: Uint8Array) =>
  parseTournamentFile(JSON.parse(new TextDecoder().decode(bytes)) as unknown);
/** `openings --table FILE`: an opening table of draw, every ballot played by the rules engine. */
export const openingTableBytes = (bytes: Uint8Array) => readOpeningTable(decodeTextBytes(bytes).text);
/** `ratings import FILE`: a rating list (FMJD's CSV or a national table), read as a table, then its rows. */
export const ratingListBytes = async (bytes: Uint8Array) => readRatingList((await readTable(bytes)).rows);
