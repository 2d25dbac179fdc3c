// The report a national championship's chief arbiter sends to the federation's qualification commission and to
// FMJD's rating officer (docs/ratings.md): the crosstable in 2–1–0 whatever the tournament counts in, each player with
// his FMJD ID, federation, birth year, title and rating (as frozen when he was entered), his name in Latin letters and
// — where it is written otherwise — as written, the average rating and the title norms met. The same rows make the
// printed page and the workbook; the games go beside them as PDN (exports.ts).
import type { CrosstableView, TournamentDetail } from '#api/views';
import { catalogue } from '#i18n/catalogue';
import { crosstableLayout, gameSymbols } from '../crosstable-layout';
import { formatDates } from '../dates';
import { formatPoints } from '../numbers';
import type { Sheet } from '../spreadsheet';
import { titleNormSummary } from '../title-norm-text';
import type { PrintLabels } from './labels';
import { Heads, tournamentFacts } from './page';
import { num, type Content, type PrintoutData } from './printout-data';
import { sheetFor, tableWidthMm, textColumn } from './sheet-fit';

/** A 1–½–0 game's symbol in 2–1–0: a win 2, a draw 1 (the forfeits' + and − and the 0–0's mark stay). */
function inTwoOneZero(symbol: string): string {
  return symbol === '1' ? '2' : symbol === '½' ? '1' : symbol;
}

export interface ReportRow {
  place: string;
  no: number;
  /** His name in Latin letters (as typed in the registry where it is Latin already), and as written where not. */
  latin: string;
  written: string | null;
  fmjdId: number | null;
  federation: string | null;
  birthYear: number | null;
  title: string | null;
  rating: number | null;
  /** Against each player in place order, each game in 2–1–0 ("21" for a micro-match of a win and a draw). */
  cells: string[];
  /** 2–1–0 points. */
  points: number;
  games: number;
  performance: number | null;
  titleNorm: string | null;
}

/** The report's rows, in place order. */
export function reportRows(tournament: TournamentDetail, table: CrosstableView): ReportRow[] {
  const layout = crosstableLayout(table, 'place');
  const participant = new Map(tournament.participants.map((p) => [p.lotNo, p] as const));
  // The table's points are in the tournament's scale: 2–1–0 keeps them, 1–½–0 doubles them.
  const twoOneZero = (points: number) => (tournament.settings.scoring === '2-1-0' ? points : points * 2);
  return layout.rows.map(({ player, cells }) => {
    const p = participant.get(player.no);
    const written = player.name;
    const latin = p?.latinName ?? written;
    return {
      place: player.place,
      no: player.no,
      latin,
      written: latin === written ? null : written,
      fmjdId: p?.fmjdId ?? null,
      federation: p?.federation ?? null,
      birthYear: p?.birthYear ?? null,
      title: player.title,
      rating: player.rating,
      // A 2–1–0 tournament's cells are in 2–1–0 already (a draw is 1 there, not ½).
      cells: cells.map((cell) =>
        cell === 'x' || tournament.settings.scoring === '2-1-0' ? cell : gameSymbols(cell).map(inTwoOneZero).join(''),
      ),
      points: twoOneZero(player.points),
      games: player.games,
      performance: player.performance,
      titleNorm: player.titleNorm,
    };
  });
}

/** The report's words, from the catalogue of its language. */
function words(labels: PrintLabels) {
  const t = catalogue(labels.lang);
  return {
    t,
    title: t('ratingReport.title'),
    latin: t('ratingReport.latin'),
    written: t('ratingReport.written'),
    fmjdId: t('ratings.fmjdId'),
    federation: t('ratingReport.federation'),
    born: t('ratingReport.born'),
    titleColumn: t('titleNorms.title'),
    rating: t('titleNorms.rating'),
    performance: t('ratingReport.performance'),
    norm: t('titleNorms.norm'),
  };
}

export function ratingReport({ crosstable: table, tournament, labels }: PrintoutData): Content {
  const w = words(labels);
  const rows = reportRows(tournament, table);
  const anyWritten = rows.some((row) => row.written !== null);
  const { ratingList } = tournament.settings;
  const dates = [...new Set(tournament.participants.map((p) => p.ratingListDate).filter(Boolean))].sort();
  const body = (
    <>
      <p>
        {titleNormSummary(w.t, table, ratingList)}
        {dates.length > 0
          ? ` ${w.t('ratingReport.listDates', { dates: dates.map((day) => formatDates(day!, null, labels.lang)).join(', ') })}`
          : ''}
      </p>
      <table className="crosstable report">
        <Heads
          columns={[
            num(labels.place),
            num(labels.no),
            // The name as written goes under the Latin one, in the same cell: a column of its own left no room for a
            // 20 players' double round robin.
            anyWritten ? `${w.latin} / ${w.written}` : w.latin,
            num(w.fmjdId),
            w.federation,
            num(w.born),
            w.titleColumn,
            num(w.rating),
            ...rows.map((_, index) => ({ label: String(index + 1), align: 'center' as const })),
            num(labels.points),
            num(labels.games),
            num(w.performance),
            w.norm,
          ]}
        />
        <tbody>
          {rows.map((row) => (
            <tr key={row.no}>
              <td className="num">{row.place}</td>
              <td className="num">{row.no}</td>
              <td className="name">
                {row.latin}
                {row.written ? <span className="second-line">{row.written}</span> : null}
              </td>
              <td className="num">{row.fmjdId ?? ''}</td>
              <td>{row.federation ?? ''}</td>
              <td className="num">{row.birthYear ?? ''}</td>
              <td>{row.title ?? ''}</td>
              <td className="num">{row.rating ?? ''}</td>
              {row.cells.map((cell, index) => (
                <td key={index} className={cell === 'x' ? 'cell self' : 'cell'}>
                  {cell === 'x' ? '×' : cell}
                </td>
              ))}
              <td className="num strong">{formatPoints(row.points)}</td>
              <td className="num">{row.games}</td>
              <td className="num">{row.performance ?? ''}</td>
              <td className="strong">{row.titleNorm ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="small report-notes">
        {w.t('ratingReport.note')} {w.t('titleNorms.source')}
      </p>
    </>
  );
  return {
    title: w.title,
    body,
    ...sheetFor(
      tableWidthMm({
        textColumns: [
          textColumn(
            labels.place,
            rows.map((r) => r.place),
          ),
          textColumn(
            labels.no,
            rows.map((r) => String(r.no)),
          ),
          textColumn(
            anyWritten ? `${w.latin} / ${w.written}` : w.latin,
            rows.map((r) => (r.written !== null && r.written.length > r.latin.length ? r.written : r.latin)),
          ),
          textColumn(
            w.fmjdId,
            rows.map((r) => String(r.fmjdId ?? '')),
          ),
          textColumn(
            w.federation,
            rows.map((r) => r.federation ?? ''),
          ),
          textColumn(
            w.born,
            rows.map((r) => String(r.birthYear ?? '')),
          ),
          textColumn(
            w.titleColumn,
            rows.map((r) => r.title ?? ''),
          ),
          textColumn(
            w.rating,
            rows.map((r) => String(r.rating ?? '')),
          ),
          textColumn(
            labels.points,
            rows.map((r) => formatPoints(r.points)),
          ),
          textColumn(
            labels.games,
            rows.map((r) => String(r.games)),
          ),
          textColumn(
            w.performance,
            rows.map((r) => String(r.performance ?? '')),
          ),
          textColumn(
            w.norm,
            rows.map((r) => r.titleNorm ?? ''),
          ),
        ],
        resultColumns: rows.length,
        gamesPerCell: Math.max(1, ...rows.flatMap((r) => r.cells.map((c) => c.length))),
      }),
    ),
  };
}

/** The report as a workbook's sheet: one row a player, each game against each player a cell of its own (text, so
 * that no spreadsheet reads "21" as twenty-one), points and ratings as numbers. */
export function ratingReportSheet(tournament: TournamentDetail, table: CrosstableView, labels: PrintLabels): Sheet {
  const w = words(labels);
  const rows = reportRows(tournament, table);
  const perCell = Math.max(
    1,
    ...rows.flatMap((r) => r.cells.map((cell) => (cell === 'x' ? 1 : gameSymbols(cell).length))),
  );
  const gameColumns = (column: number) =>
    perCell === 1 ? [String(column)] : Array.from({ length: perCell }, (_, game) => `${column} (${game + 1})`);
  const { ratingList } = tournament.settings;
  const dates = [...new Set(tournament.participants.map((p) => p.ratingListDate).filter(Boolean))].sort();
  return {
    name: w.t('ratingReport.sheet'),
    // What the report is, above its table, as the printed report says it: the event, venue, dates and rules; the
    // average rating, its list and Table 1's row; the list's day.
    preamble: [
      `${tournament.name} — ${w.t('ratingReport.sheet')}`,
      ...tournamentFacts(tournament, labels),
      titleNormSummary(w.t, table, ratingList),
      ...(dates.length > 0
        ? [
            w.t('ratingReport.listDates', {
              dates: dates.map((day) => formatDates(day!, null, labels.lang)).join(', '),
            }),
          ]
        : []),
    ],
    header: [
      labels.place,
      labels.no,
      w.latin,
      w.written,
      w.fmjdId,
      w.federation,
      w.born,
      w.titleColumn,
      w.rating,
      ...rows.flatMap((_, index) => gameColumns(index + 1)),
      labels.points,
      labels.games,
      w.performance,
      w.norm,
    ],
    rows: rows.map((row) => [
      /^\d+$/.test(row.place) ? Number(row.place) : row.place,
      row.no,
      row.latin,
      row.written,
      row.fmjdId,
      row.federation,
      row.birthYear,
      row.title,
      row.rating,
      ...row.cells.flatMap((cell) => {
        const games = cell === 'x' ? Array<string>(perCell).fill('x') : gameSymbols(cell);
        return Array.from({ length: perCell }, (_, game) => games[game] ?? null);
      }),
      row.points,
      row.games,
      row.performance,
      row.titleNorm,
    ]),
  };
}
