// The crosstable as plain text for a terminal: one line per player in place order.
import type { Crosstable } from '../domain/crosstable';
import { formatCoefficient } from '../domain/norms';
import { formatHalfPoints } from '../domain/results';
import { formatPlace } from '../domain/standings';
import { formatQuarters } from './numbers';
import type { Translate } from '../i18n/catalogue';
import { withdrawalDecisionText } from './withdrawal-text';

/** `t` is a language's catalogue (formats/phrases.ts): §38's decisions read as they do on the screens. */
export function crosstableText(crosstable: Crosstable, t: Translate): string {
  const numbers = [...crosstable.rows].map((r) => r.no).sort((a, b) => a - b);
  const nameWidth = Math.max(4, ...crosstable.rows.map((r) => r.name.length));
  const cellWidth = Math.max(2, ...crosstable.rows.flatMap((r) => r.cells.map((c) => c.length)));
  const header = [
    'Place'.padEnd(6),
    'No'.padStart(3),
    'Name'.padEnd(nameWidth),
    'Rank'.padEnd(4),
    ...numbers.map((n) => String(n).padStart(cellWidth)),
    'Points'.padStart(7),
    'SB'.padStart(7),
    'Norm'.padEnd(4),
  ].join(' ');
  const lines = crosstable.rows.map((row) =>
    [
      formatPlace(row.place).padEnd(6),
      String(row.no).padStart(3),
      row.name.padEnd(nameWidth),
      (row.rank ?? '–').padEnd(4),
      ...row.cells.map((c) => c.padStart(cellWidth)),
      formatHalfPoints(row.points).padStart(7),
      formatQuarters(row.sb / 4).padStart(7),
      row.norm.achieved ? `${row.norm.achieved} (${row.norm.status})` : '',
    ].join(' '),
  );
  const footer = [
    crosstable.coefficient === null
      ? ''
      : `Coefficient ${formatCoefficient(crosstable.coefficient)}: ${crosstable.normTable.norms.map((n) => `${n.rank} ${n.percent}%`).join(', ') || 'no table norm'}`,
    `Ranks counted as I–V = 1–5, M=${crosstable.rankCounting.M}, CM=${crosstable.rankCounting.CM}, unranked=${crosstable.rankCounting.unranked} (interpretation 3).`,
    ...crosstable.normTable.notes.map((n) => n.text),
    ...crosstable.decisions.map((d) => withdrawalDecisionText({ ...d, name: `Player ${d.player}` }, t)),
  ].filter(Boolean);
  return [header, ...lines, '', ...footer].join('\n') + '\n';
}
