// The crosstable as plain text for a terminal: one line per player in place order.
import type { Crosstable } from '../domain/crosstable';
import { formatCoefficient } from '../domain/norms';
import { formatHalfPoints } from '../domain/results';
import { formatPlace } from '../domain/standings';
import { formatQuarters } from './numbers';
import type { Translate } from '../i18n/catalogue';
import { withdrawalDecisionText } from './withdrawal-text';

/** `t` is a language's catalogue (electron/i18n): the headings are the printout's, §38's decisions and the norms'
 * notes read as they do on the screens. */
export function crosstableText(crosstable: Crosstable, t: Translate): string {
  const numbers = [...crosstable.rows].map((r) => r.no).sort((a, b) => a - b);
  const nameWidth = Math.max(4, ...crosstable.rows.map((r) => r.name.length));
  const cellWidth = Math.max(2, ...crosstable.rows.flatMap((r) => r.cells.map((c) => c.length)));
  const header = [
    t('printout.place').padEnd(6),
    t('printout.no').padStart(3),
    t('printout.name').padEnd(nameWidth),
    t('printout.rank').padEnd(4),
    ...numbers.map((n) => String(n).padStart(cellWidth)),
    t('printout.points').padStart(7),
    t('printout.tiebreaks.sb').padStart(7),
    t('printout.norm').padEnd(4),
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
      row.norm.achieved ? `${row.norm.achieved} (${t(`norms.status.${row.norm.status}`)})` : '',
    ].join(' '),
  );
  const norms = crosstable.normTable.norms.map((n) => `${n.rank} ${n.percent}%`).join(', ');
  const footer = [
    crosstable.coefficient === null
      ? ''
      : `${t('printout.coefficient')} ${formatCoefficient(crosstable.coefficient)}${norms ? `: ${norms}` : ''}`,
    t('norms.counting', { ...crosstable.rankCounting }),
    ...crosstable.normTable.notes.map((n) => t(`norms.notes.${n.code}`, n.params)),
    ...crosstable.decisions.map((d) => withdrawalDecisionText({ ...d, name: `Player ${d.player}` }, t)),
  ].filter(Boolean);
  return [header, ...lines, '', ...footer].join('\n') + '\n';
}
