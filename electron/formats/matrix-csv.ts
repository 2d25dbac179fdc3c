// A finished crosstable typed from paper (CSV as a spreadsheet saves it: any delimiter, UTF-8 or the locale's code
// page): number, name, rank, then one cell per player in number order. Lets the federation compute norms for a tournament that was run on paper. Every pair of cells must agree.
import { bergerTable } from '#domain/berger';
import type { TournamentData, TournamentGame } from '#domain/crosstable';
import type { FinalResult } from '#domain/results';
import { DEFAULT_TIEBREAKS } from '#domain/standings';
import { RANKS, type Rank } from '#domain/vocabulary';
import { catalogue, type Translate } from '#i18n/catalogue';
import { csvRows } from './csv-reading';
import { readRankText } from './player-list';

/** One result from the player's side: 1, ½, 0, + (forfeit win), − (forfeit loss), 0* (a 0–0, as the app's own
 * crosstables mark it). */
type Mark = '1' | '½' | '0' | '+' | '−' | '0*';

/** One thing wrong with the table, as the catalogue says it (`matrix.…`): where it is (row, column, the row's
 * name as typed) and what was found. */
export interface MatrixProblem {
  key: string;
  params: Record<string, string | number>;
}

/** Every problem of the table, said in the user's language by `sayIn`; the message is the English. */
export class MatrixError extends Error {
  constructor(readonly problems: MatrixProblem[]) {
    super(sayMatrixProblems(catalogue('en'), problems));
    this.name = 'MatrixError';
  }

  sayIn(t: Translate): string {
    return sayMatrixProblems(t, this.problems);
  }
}

function sayMatrixProblems(t: Translate, problems: MatrixProblem[]): string {
  return problems.map((problem) => t(`matrix.${problem.key}`, problem.params)).join('; ');
}

/** A cell that holds no result; its text is in the problem the row's loop reports. */
class NotAResult extends Error {}

// A half as a Windows-1251 file can hold it too: 1/2, = or 0,5 (0.5).
const TOKEN = /^(1\/2|½|=|0[,.]5|1|0\*|0|\+|-|−|–)/;

/** "1½" → ['1', '½']; "" → []; throws on anything else. */
export function parseCell(text: string): Mark[] {
  const marks: Mark[] = [];
  let rest = text.replace(/\s+/g, '');
  while (rest.length > 0) {
    const match = TOKEN.exec(rest);
    if (!match) throw new NotAResult(text);
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
  const problems: MatrixProblem[] = [];
  const problem = (key: string, params: Record<string, string | number>) => problems.push({ key, params });
  if (n < 3 || n > 20) throw new MatrixError([{ key: 'playerCount', params: { min: 3, max: 20, count: n } }]);

  const players = rows.map((cells, index) => {
    const row = index + 1;
    const no = Number(cells[0]);
    if (no !== row) problem('number', { row, text: cells[0] ?? '' });
    const name = cells[1] ?? '';
    if (!name) problem('nameEmpty', { row });
    const rank = parseRank(cells[2] ?? '');
    // A row without a name is named by a dash where the messages name it.
    const named = name || '—';
    if (rank === undefined) problem('rank', { row, name: named, text: cells[2] ?? '' });
    if (cells.length !== n + 3) problem('cellCount', { row, name: named, count: cells.length - 3, expected: n });
    return { no: row, name, rank: rank ?? null };
  });
  if (problems.length > 0) throw new MatrixError(problems);

  const cycles = options.double ? 2 : 1;
  const marks: Mark[][][] = rows.map((cells, i) =>
    cells.slice(3).map((cell, j) => {
      const at = { row: i + 1, name: players[i]!.name || '—', column: j + 1, text: cell };
      if (i === j) {
        if (!/^(x|X|×|)$/.test(cell)) problem('diagonal', at);
        return [];
      }
      try {
        const parsed = parseCell(cell);
        if (parsed.length > cycles) problem(options.double ? 'tooManyDouble' : 'tooManySingle', at);
        return parsed;
      } catch (error) {
        if (!(error instanceof NotAResult)) throw error;
        problem('notAResult', at);
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
      // An empty cell is shown as its own "—": a game not played on one side.
      if (!agree)
        problem('disagree', {
          row: i + 1,
          name: players[i]!.name || '—',
          column: j + 1,
          text: mine.join('') || '—',
          otherRow: j + 1,
          otherName: players[j]!.name || '—',
          otherText: theirs.join('') || '—',
        });
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
