// The crosstable as plain text for a terminal: one line per player in place order.
import type { Language } from '#api/languages';
import type { Crosstable } from '#domain/crosstable';
import { ZERO_ZERO_MARK } from '#domain/results';
import type { Tiebreak } from '#domain/standings';
import type { RuleSet } from '#domain/vocabulary';
import { catalogue } from '#i18n/catalogue';
import { crosstableJson } from './crosstable-json';
import { crosstableLayout, scoreText, tiebreakText } from './crosstable-layout';
import { microMatchNotes } from './micro-match-notes';
import { coefficientIn } from './numbers';
import { sayNormNote } from './phrases';
import { rankCountingText, rankShort } from './rank-text';
import { withdrawalDecisionText } from './withdrawal-text';

/** In `language`, from its catalogue (electron/i18n): the headings are the printout's, §38's decisions and the norms'
 * notes read as they do on the screens. `players`: every participant, those §38 removed from the table too, so that
 * a decision names the player it is about. `tiebreaks`: the tournament's, in its order, a column each after the
 * points, as on the printed table. `ruleSet`: the rules whose article a withdrawal's decision cites. */
export function crosstableText(
  crosstable: Crosstable,
  language: Language,
  players: readonly { no: number; name: string }[],
  chosenTiebreaks: readonly Tiebreak[],
  ruleSet: RuleSet,
  /** The heading above the names: the one of the tournament's name style ("Фамилия, имя"). */
  nameColumn: string,
): string {
  const t = catalogue(language);
  // The values as the printout writes them, from the same view (points and tiebreaks in the tournament's scale), and
  // the same columns: the score (match points where they order a table of micro-matches), the tiebreaks, a tie-break
  // match's column after them.
  const view = crosstableJson(crosstable).players;
  const { score, tiebreaks } = crosstableLayout(
    { players: view, tiebreaks: [...chosenTiebreaks], microMatch: crosstable.microMatch },
    'place',
  );
  const numbers = [...crosstable.rows].map((r) => r.no).sort((a, b) => a - b);
  // A round robin of micro-matches shows each match's score ("3:1"), as the printout does.
  const shownCells = (row: (typeof crosstable.rows)[number]) => row.matchCells ?? row.cells;
  const cellWidth = Math.max(2, ...crosstable.rows.flatMap((r) => shownCells(r).map((c) => c.length)));
  const heading: Record<string, string> = {
    place: t('printout.place'),
    no: t('printout.no'),
    name: nameColumn,
    rank: t('printout.rank'),
    points: score === 'points' ? t('printout.points') : t('printout.tiebreaks.matchPoints'),
    ...Object.fromEntries(tiebreaks.map((tb) => [tb, t(`printout.tiebreaks.${tb}`)])),
  };
  const rows = crosstable.rows.map((row, index): Record<string, string> => ({
    place: view[index]!.place,
    no: String(row.no),
    name: row.name,
    rank: rankShort(row.rank, language),
    points: scoreText(view[index]!, score),
    ...Object.fromEntries(tiebreaks.map((tb) => [tb, tiebreakText(view[index]!, tb)])),
  }));
  // Each column as wide as its heading or its widest entry, in any language (Russian headings are the longest).
  const width = (column: string) => Math.max(heading[column]!.length, ...rows.map((row) => row[column]!.length));
  const line = (of: Record<string, string>, cells: string[], norm: string) =>
    [
      of.place!.padEnd(width('place')),
      of.no!.padStart(width('no')),
      of.name!.padEnd(width('name')),
      of.rank!.padEnd(width('rank')),
      ...cells.map((c) => c.padStart(cellWidth)),
      of.points!.padStart(width('points')),
      ...tiebreaks.map((tb) => of[tb]!.padStart(width(tb))),
      norm,
    ]
      .join(' ')
      .trimEnd();
  const header = line(
    heading,
    numbers.map((n) => String(n)),
    t('printout.norm'),
  );
  const lines = crosstable.rows.map((row, index) =>
    line(
      rows[index]!,
      shownCells(row),
      row.norm.achieved ? `${row.norm.achieved} (${t(`norms.status.${row.norm.status}`)})` : '',
    ),
  );
  const nameOf = new Map(players.map((player) => [player.no, player.name] as const));
  const norms = crosstable.normTable.norms.map((n) => `${rankShort(n.rank, language)} ${n.percent}%`).join(', ');
  const footer = [
    crosstable.coefficient === null
      ? ''
      : `${t('printout.coefficient')} ${coefficientIn(crosstable.coefficient, language)}${norms ? `: ${norms}` : ''}`,
    rankCountingText(
      t,
      crosstable.rankCounting,
      crosstable.rows.map((row) => row.rank),
    ),
    ...microMatchNotes({ microMatch: crosstable.microMatch, tiebreaks: chosenTiebreaks, players: crosstable.rows }, t),
    crosstable.rows.some((row) => row.cells.some((cell) => cell.includes(ZERO_ZERO_MARK)))
      ? t('printout.zeroZero')
      : '',
    ...crosstable.normTable.notes.map((note) => sayNormNote(note, language)),
    ...crosstable.decisions.map((d) =>
      withdrawalDecisionText({ ...d, name: nameOf.get(d.player) ?? String(d.player) }, t, ruleSet),
    ),
  ].filter(Boolean);
  return [header, ...lines, '', ...footer].join('\n') + '\n';
}
