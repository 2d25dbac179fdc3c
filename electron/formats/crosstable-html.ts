// The crosstable as a standalone HTML page to publish: no scripts, styles inline, readable when printed.
import type { CrosstableView, TournamentDetail } from '../api/contract';

function escape(text: string | number | null | undefined): string {
  return String(text ?? '').replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
}

function points(value: number): string {
  const whole = Math.floor(value);
  const half = value - whole >= 0.5;
  return half ? (whole === 0 ? '½' : `${whole}½`) : String(whole);
}

function quarter(value: number): string {
  const whole = Math.floor(value);
  const fraction = ['', '¼', '½', '¾'][Math.round((value - whole) * 4)] ?? '';
  return whole === 0 && fraction ? fraction : `${whole}${fraction}`;
}

export interface HtmlLabels {
  lang: string;
  crosstable: string;
  place: string;
  no: string;
  name: string;
  rank: string;
  points: string;
  sb: string;
  norm: string;
  coefficient: string;
  venue: string;
  arbiter: string;
  withdrew: string;
  statuses: Record<'promotion' | 'confirmation' | 'below', string>;
}

export const ENGLISH_HTML_LABELS: HtmlLabels = {
  lang: 'en',
  crosstable: 'Crosstable',
  place: 'Place',
  no: 'No',
  name: 'Name',
  rank: 'Rank',
  points: 'Points',
  sb: 'SB',
  norm: 'Norm',
  coefficient: 'Tournament coefficient',
  venue: 'Venue',
  arbiter: 'Chief arbiter',
  withdrew: 'withdrew after round',
  statuses: { promotion: 'promotion', confirmation: 'confirmation', below: 'below his rank' },
};

export const ESTONIAN_HTML_LABELS: HtmlLabels = {
  lang: 'et',
  crosstable: 'Turniiritabel',
  place: 'Koht',
  no: 'Nr',
  name: 'Nimi',
  rank: 'Järk',
  points: 'Punktid',
  sb: 'SB',
  norm: 'Norm',
  coefficient: 'Turniiri koefitsient',
  venue: 'Toimumiskoht',
  arbiter: 'Peakohtunik',
  withdrew: 'lahkus pärast vooru',
  statuses: { promotion: 'järgu tõus', confirmation: 'kinnitus', below: 'alla oma järgu' },
};

export function crosstableHtml(tournament: TournamentDetail, table: CrosstableView, labels: HtmlLabels = ENGLISH_HTML_LABELS): string {
  const numbers = table.players.map((p) => p.no).sort((a, b) => a - b);
  const dates = [tournament.startDate, tournament.endDate].filter(Boolean).join(' – ');
  const rows = table.players
    .map(
      (p) => `<tr>
  <td class="num">${escape(p.place)}</td><td class="num">${p.no}</td><td class="name">${escape(p.name)}</td><td>${escape(p.rank ?? '')}</td>
  ${p.cells.map((cell) => `<td class="cell${cell === 'x' ? ' self' : ''}">${cell === 'x' ? '×' : escape(cell)}</td>`).join('')}
  <td class="num strong">${points(p.points)}</td><td class="num">${quarter(p.sb)}</td><td>${p.norm.achieved ? `${escape(p.norm.achieved)} (${escape(labels.statuses[p.norm.status!])})` : ''}</td>
</tr>`,
    )
    .join('\n');
  const withdrawals = table.withdrawals
    .map((w) => `<li>${escape(w.name)} — ${escape(labels.withdrew)} ${w.afterRound} (§38)</li>`)
    .join('');
  return `<!doctype html>
<html lang="${labels.lang}">
<head>
<meta charset="utf-8">
<title>${escape(tournament.name)} — ${escape(labels.crosstable)}</title>
<style>
  body { font-family: 'DejaVu Sans', 'Noto Sans', Arial, sans-serif; color: #111; margin: 2rem; }
  h1 { font-size: 1.4rem; margin: 0 0 0.25rem; }
  .meta { color: #444; margin: 0 0 1rem; }
  table { border-collapse: collapse; }
  th, td { border: 1px solid #999; padding: 0.2rem 0.45rem; }
  th { background: #eee; font-size: 0.85rem; }
  td.cell { text-align: center; min-width: 1.6rem; }
  td.self { background: #ddd; }
  td.num { text-align: right; font-variant-numeric: tabular-nums; }
  td.strong { font-weight: bold; }
  .notes { margin-top: 1rem; font-size: 0.9rem; }
</style>
</head>
<body>
<h1>${escape(tournament.name)}</h1>
<p class="meta">${[tournament.venue ? `${escape(labels.venue)}: ${escape(tournament.venue)}` : '', escape(dates), tournament.arbiter ? `${escape(labels.arbiter)}: ${escape(tournament.arbiter)}` : ''].filter(Boolean).join(' · ')}</p>
<table>
<thead><tr><th>${escape(labels.place)}</th><th>${escape(labels.no)}</th><th>${escape(labels.name)}</th><th>${escape(labels.rank)}</th>${numbers.map((n) => `<th>${n}</th>`).join('')}<th>${escape(labels.points)}</th><th>${escape(labels.sb)}</th><th>${escape(labels.norm)}</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
<div class="notes">
${table.coefficient === null ? '' : `<p>${escape(labels.coefficient)}: ${table.coefficient.toFixed(2)}${table.norms.length ? ` — ${table.norms.map((n) => `${n.rank} ${n.percent}%`).join(', ')}` : ''}</p>`}
${table.notes.map((note) => `<p>${escape(note)}</p>`).join('\n')}
${withdrawals ? `<ul>${withdrawals}</ul>` : ''}
</div>
</body>
</html>
`;
}
