// Which sheet a wide table needs: the crosstable's width estimated column by column in millimetres — its names, its
// result cells (two games a cell in a double round robin), its points, every tiebreak and the tie-break match's
// column — and the first of portrait, landscape, landscape in a smaller type, landscape in the smallest that holds
// it. Guessing by the number of players alone printed a 10-player table with five tiebreaks on portrait and cut its
// last columns off a signed document.
import type { SheetOptions } from './page';

/** The width inside the margins (page.tsx): A4 portrait 182 mm, landscape 269 mm. */
const PRINTABLE_MM = { portrait: 182, landscape: 269 } as const;
/** How much of the normal type's width the smaller types take (9 pt and 7.5 pt of 10.5 pt, with their padding). */
const SCALE = { normal: 1, compact: 0.84, dense: 0.7 } as const;
/** A letter of the printouts' font at 10.5 pt, taken wide (Cyrillic capitals, digits), and a cell's padding and
 * border on both sides: an estimate that errs towards the larger sheet — the e2e suite lays every kind out at the
 * chosen sheet's width and fails on any text past it. */
const LETTER_MM = 2.35;
const PADDING_MM = 4.8;
/** A header of 9 pt (bold): its letters are narrower. */
const HEADER_LETTER_MM = 2.0;

export interface TableWidth {
  /** The widest text of each column that is sized by its contents (place, number, name, rank, points, tiebreaks),
   * its header among them. */
  textColumns: { header: string; widest: string }[];
  /** Result columns, and how many games each cell holds (four in a double round robin of micro-matches). */
  resultColumns: number;
  gamesPerCell: number;
}

/** The table's width in millimetres at the normal type. */
export function tableWidthMm({ textColumns, resultColumns, gamesPerCell }: TableWidth): number {
  const text = textColumns.reduce(
    (sum, column) =>
      sum + Math.max(column.header.length * HEADER_LETTER_MM, column.widest.length * LETTER_MM) + PADDING_MM,
    0,
  );
  // A result cell is 7 mm wide, or as wide as its games; its header is the column's number.
  const cell = Math.max(7, gamesPerCell * LETTER_MM + 1.5);
  return text + resultColumns * cell;
}

/** The first sheet that holds the table: portrait, then landscape, then landscape in the smaller types — or, for a
 * document read upright (the norms report), portrait in the smaller types. */
export function sheetFor(widthMm: number, { upright = false } = {}): Required<SheetOptions> {
  const choices = upright
    ? ([
        { orientation: 'portrait', density: 'normal' },
        { orientation: 'portrait', density: 'compact' },
      ] as const)
    : ([
        { orientation: 'portrait', density: 'normal' },
        { orientation: 'landscape', density: 'normal' },
        { orientation: 'landscape', density: 'compact' },
      ] as const);
  const fits = choices.find(({ orientation, density }) => widthMm * SCALE[density] <= PRINTABLE_MM[orientation]);
  return fits ?? { orientation: upright ? 'portrait' : 'landscape', density: 'dense' };
}

/** A text column as its header and its widest entry, which decide how wide it is printed. */
export function textColumn(header: string, texts: string[]) {
  return { header, widest: texts.reduce((a, b) => (b.length > a.length ? b : a), '') };
}
