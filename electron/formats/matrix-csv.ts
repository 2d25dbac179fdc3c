// A finished crosstable typed from paper (CSV as a spreadsheet saves it: any delimiter, UTF-8 or the locale's code
// page): number, name, rank, then one cell per player in number order. Lets the federation compute norms for a tournament that was run on paper. Every pair of cells must agree.
import { bergerTable } from '#domain/berger';
import type { TournamentData, TournamentGame } from '#domain/crosstable';
import type { FinalResult } from '#domain/results';
import { DEFAULT_TIEBREAKS } from '#domain/standings';
import { RANKS, type Rank } from '#domain/vocabulary';
import { csvRows } from './csv-reading';
import { readRankText } from './player-list';

/** One result from the player's side: 1, ½, 0, + (forfeit win), − (forfeit loss), 0* (a 0–0, as the app's own
 * crosstables mark it). */
type Mark = '1' | '½' | '0' | '+' | '−' | '0*';

export class MatrixError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('; '));
    this.name = 'MatrixError';
  }
}

// A half as a Windows-1251 file can hold it too: 1/2, = or 0,5 (0.5).
const TOKEN = /^(1\/2|½|=|0[,.]5|1|0\*|0|\+|-|−|–)/;

/** "1½" → ['1', '½']; "" → []; throws on anything else. */
export function parseCell(text: string): Mark[] {
  const marks: Mark[] = [];
  let rest = text.replace(/\s+/g, '');
  while (rest.length > 0) {
    const match = TOKEN.exec(rest);
    if (!match) throw new Error(`"${text}" is not a result (use 1, 0, ½ or = or 1/2, +, −, 0* for a 0–0)`);
    const token = match[1]!;
    const half = token === '1/2' || token === '=' || token === '0,5' || token === '0.5';
    marks.push(half ? '½' : token === '-' || token === '–' ? '−' : (token as Mark));
    rest = rest.slice(token.length);
  }
  return marks;
}

/** A rank as the paper has it, in any of the languages' labels (КМС, MK, CM; МС, M; I–V, «1 разряд», "II järk"), or
 * none; undefined when it is no rank. */
function parseRank(text: string): Rank | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed === '-' || trimmed === '–') return null;
  const read = readRankText(trimmed);
  return read === null || (RANKS as readonly string[]).includes(read) ? (read as Rank | null) : undefined;
}

/** The opposite mark a consistent table holds in the mirrored cell. */
const MIRROR: Record<Mark, Mark[]> = {
  '1': ['0'],
  '0': ['1'],
  '½': ['½'],
  '+': ['−'],
  '−': ['+', '−'],
  '0*': ['0*'],
};

function resultFor(whiteMark: Mark, blackMark: Mark): FinalResult {
  if (whiteMark === '0*') return '0-0';
  if (whiteMark === '−' && blackMark === '−') return '-/-';
  if (whiteMark === '+') return '+/-';
  if (whiteMark === '−') return '-/+';
  if (whiteMark === '½') return '1/2-1/2';
  return whiteMark === '1' ? '1-0' : '0-1';
}

export interface MatrixOptions {
  double?: boolean;
}

export function parseMatrixCsv(text: string, options: MatrixOptions = {}): TournamentData {
  const rows = csvRows(text);
  // An optional header row: its first cell is not a number.
  if (rows.length > 0 && !/^\d+$/.test(rows[0]![0] ?? '')) rows.shift();
  const n = rows.length;
  const problems: string[] = [];
  if (n < 3 || n > 20) throw new MatrixError([`a round robin needs 3 to 20 players; the table has ${n} rows`]);

  const players = rows.map((cells, index) => {
    const line = index + 1;
    const no = Number(cells[0]);
    if (no !== line) problems.push(`row ${line}: the number is "${cells[0]}", expected ${line} (rows in number order)`);
    const name = cells[1] ?? '';
    if (!name) problems.push(`row ${line}: the name is empty`);
    const rank = parseRank(cells[2] ?? '');
    if (rank === undefined) problems.push(`row ${line} (${name}): "${cells[2]}" is not a rank (M, CM, I–V or empty)`);
    if (cells.length !== n + 3) problems.push(`row ${line} (${name}): ${cells.length - 3} result cells, expected ${n}`);
    return { no: line, name, rank: rank ?? null };
  });
  if (problems.length > 0) throw new MatrixError(problems);

  const cycles = options.double ? 2 : 1;
  const marks: Mark[][][] = rows.map((cells, i) =>
    cells.slice(3).map((cell, j) => {
      if (i === j) {
        if (!/^(x|X|×|)$/.test(cell))
          problems.push(`row ${i + 1} (${players[i]!.name}): the diagonal cell must be x, not "${cell}"`);
        return [];
      }
      try {
        const parsed = parseCell(cell);
        if (parsed.length > cycles)
          problems.push(
            `row ${i + 1} (${players[i]!.name}) column ${j + 1}: "${cell}" holds ${parsed.length} results, ${options.double ? 'a double' : 'a single'} round robin has ${cycles}`,
          );
        return parsed;
      } catch (error) {
        problems.push(`row ${i + 1} (${players[i]!.name}) column ${j + 1}: ${(error as Error).message}`);
        return [];
      }
    }),
  );
  if (problems.length > 0) throw new MatrixError(problems);

  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const mine = marks[i]![j]!;
      const theirs = marks[j]![i]!;
      const agree = mine.length === theirs.length && mine.every((mark, k) => MIRROR[mark].includes(theirs[k]!));
      if (!agree) {
        problems.push(
          `row ${i + 1} (${players[i]!.name}) column ${j + 1} has "${mine.join('') || 'nothing'}" but row ${j + 1} (${players[j]!.name}) column ${i + 1} has "${theirs.join('') || 'nothing'}"`,
        );
      }
    }
  }
  if (problems.length > 0) throw new MatrixError(problems);

  // Colours and rounds are not on paper; the Berger table gives each encounter its place, which the standings and
  // norms do not depend on.
  const games: TournamentGame[] = bergerTable(n, { double: options.double ?? false }).rounds.flatMap((round) =>
    round.games.flatMap((pairing) => {
      const cycle = round.round <= (n % 2 === 0 ? n - 1 : n) ? 0 : 1;
      const whiteMark = marks[pairing.white - 1]![pairing.black - 1]![cycle];
      const blackMark = marks[pairing.black - 1]![pairing.white - 1]![cycle];
      if (!whiteMark || !blackMark) return [];
      return [
        { round: round.round, white: pairing.white, black: pairing.black, result: resultFor(whiteMark, blackMark) },
      ];
    }),
  );
  return { players, games, double: options.double ?? false, withdrawals: [], tiebreaks: DEFAULT_TIEBREAKS };
}
