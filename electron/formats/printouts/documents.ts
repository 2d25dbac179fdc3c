// The printouts an arbiter hands out and sends to the federation: the numbered list after the draw, the pairings of
// a round, the schedule of all rounds, the crosstable and the rank norm report.
import type { AdjournmentView, CrosstableView, Schedule, ScheduledRound, TournamentDetail } from '../../api/contract';
import { diagramSvg } from '../diagram';
import { formatPoints as points, formatResult as resultText } from '../numbers';
import { crosstableLayout, tiebreakText } from '../crosstable-layout';
import { escapeHtml, page, type SheetOptions } from './page';
import type { PrintLabels } from './labels';

import { PRINTOUT_KINDS, type PrintoutKind } from '../../api/operations';

export { PRINTOUT_KINDS, type PrintoutKind };

export interface PrintoutData {
  /** The envelope of one adjourned game (kind "envelope"). */
  envelope?: AdjournmentView;
  tournament: TournamentDetail;
  schedule: Schedule;
  crosstable: CrosstableView;
  labels: PrintLabels;
  printedAt: string;
}

/** A document's title and body, and the sheet it needs when not the default (portrait, normal type). */
type Content = { title: string; body: string } & SheetOptions;

function rankText(rank: string | null, labels: PrintLabels): string {
  if (rank === null) return '';
  return labels.rankNames[rank as 'M' | 'CM'] ?? rank;
}

function roundTable(round: ScheduledRound, labels: PrintLabels, withHeading: boolean): string {
  const rows = round.games
    .map(
      (g) =>
        `<tr><td class="num">${g.board}</td><td class="num">${g.white.no}</td><td>${escapeHtml(g.white.name)}</td><td class="center result">${escapeHtml(g.withdrawal?.effect === 'annulled' ? labels.annulled : resultText(g.result))}</td><td class="num">${g.black.no}</td><td>${escapeHtml(g.black.name)}</td></tr>`,
    )
    .join('\n');
  const bye = round.bye
    ? `<p class="small">${escapeHtml(labels.bye)}: ${round.bye.no}. ${escapeHtml(round.bye.name)}</p>`
    : '';
  return `<section class="round">
${withHeading ? `<h2>${escapeHtml(labels.round)} ${round.round ?? '?'}</h2>` : ''}
<table>
<thead><tr><th class="num">${escapeHtml(labels.board)}</th><th class="num">${escapeHtml(labels.no)}</th><th>${escapeHtml(labels.white)}</th><th class="center">${escapeHtml(labels.result)}</th><th class="num">${escapeHtml(labels.no)}</th><th>${escapeHtml(labels.black)}</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
${bye}
</section>`;
}

function participants({ tournament, labels }: PrintoutData): Content {
  const rows = tournament.participants
    .map(
      (p) =>
        `<tr><td class="num">${p.lotNo ?? ''}</td><td>${escapeHtml(p.name)}</td><td>${escapeHtml(rankText(p.rank, labels))}</td><td>${escapeHtml(p.club ?? '')}</td><td>${escapeHtml(p.city ?? '')}</td></tr>`,
    )
    .join('\n');
  const draw =
    tournament.settings.drawMethod === 'random'
      ? `<p class="small">${escapeHtml(labels.drawRandom)} <strong>${escapeHtml(tournament.settings.drawSeed)}</strong>.</p>`
      : tournament.settings.drawMethod === 'manual'
        ? `<p class="small">${escapeHtml(labels.drawManual)}.</p>`
        : '';
  const body = `<table>
<thead><tr><th class="num">${escapeHtml(labels.no)}</th><th>${escapeHtml(labels.name)}</th><th>${escapeHtml(labels.rank)}</th><th>${escapeHtml(labels.club)}</th><th>${escapeHtml(labels.city)}</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
${draw}
<p class="small">${escapeHtml(labels.timeControl(tournament.settings.movesPerHour, tournament.settings.sessionHours))}</p>`;
  return { title: labels.titles.participants, body };
}

function pairings(data: PrintoutData, round: number): Content {
  const found = data.schedule.rounds.find((r) => r.round === round);
  if (!found) throw new RangeError(`There is no round ${round} in the schedule`);
  return {
    title: `${data.labels.titles.pairings} — ${data.labels.round} ${round}`,
    body: roundTable(found, data.labels, false),
  };
}

function schedule(data: PrintoutData): Content {
  const rounds = data.schedule.rounds.filter((r) => r.round !== null);
  return { title: data.labels.titles.schedule, body: rounds.map((r) => roundTable(r, data.labels, true)).join('\n') };
}

/** How much of the sheet a crosstable needs: landscape beyond 10 players (or 7 in a double round robin, whose cells
 * hold two results), and a smaller type beyond 14, so that 20 players with five tiebreaks fit one A4 width. */
function crosstableSheet(players: number, double: boolean): Pick<Content, 'orientation' | 'density'> {
  const width = double ? players * 1.6 : players;
  return {
    orientation: width > 10 ? 'landscape' : 'portrait',
    density: width > 22 ? 'dense' : width > 14 ? 'compact' : 'normal',
  };
}

function crosstable({ crosstable: table, tournament, labels }: PrintoutData): Content {
  // Printed by place, the result columns in the order of the rows (the diagonal stays the diagonal).
  const layout = crosstableLayout(table, 'place');
  const rows = layout.rows
    .map(
      ({ player: p, cells }) =>
        `<tr><td class="num">${escapeHtml(p.place)}</td><td class="num">${p.no}</td><td class="name">${escapeHtml(p.name)}</td><td>${escapeHtml(rankText(p.rank, labels))}</td>${cells
          .map((cell) => `<td class="cell${cell === 'x' ? ' self' : ''}">${cell === 'x' ? '×' : escapeHtml(cell)}</td>`)
          .join(
            '',
          )}<td class="num strong">${points(p.points)}</td>${layout.tiebreaks.map((tiebreak) => `<td class="num">${escapeHtml(tiebreakText(p, tiebreak))}</td>`).join('')}</tr>`,
    )
    .join('\n');
  const withdrawals = table.withdrawals.map((w) => `<li>${escapeHtml(labels.withdrew(w.name, w))}</li>`).join('');
  const tiebreakNames = layout.tiebreaks
    .map((tiebreak) => `${labels.tiebreaks[tiebreak]} — ${labels.tiebreakNames[tiebreak]}`)
    .join('; ');
  const body = `<table class="crosstable">
<thead><tr><th class="num">${escapeHtml(labels.place)}</th><th class="num">${escapeHtml(labels.no)}</th><th>${escapeHtml(labels.name)}</th><th>${escapeHtml(labels.rank)}</th>${layout.columns
    .map((column) => `<th class="center">${column}</th>`)
    .join(
      '',
    )}<th class="num">${escapeHtml(labels.points)}</th>${layout.tiebreaks.map((tiebreak) => `<th class="num">${escapeHtml(labels.tiebreaks[tiebreak])}</th>`).join('')}</tr></thead>
<tbody>
${rows}
</tbody>
</table>
${tiebreakNames ? `<p class="small">${escapeHtml(tiebreakNames)}</p>` : ''}
${withdrawals ? `<ul class="notes small">${withdrawals}</ul>` : ''}`;
  return {
    title: labels.titles.crosstable,
    body,
    ...crosstableSheet(table.players.length, tournament.settings.double),
  };
}

function norms({ crosstable: table, labels }: PrintoutData): Content {
  const counting = labels.rankCounting.replace(/\{\{(\w+)\}\}/g, (_, key: 'M' | 'CM' | 'unranked') =>
    String(table.rankCounting[key]),
  );
  const ranks = table.norms.map((n) => n.rank);
  // Estonian and Russian write the decimal comma (the source: 2,81).
  const coefficient =
    table.coefficient === null ? '–' : table.coefficient.toFixed(2).replace('.', labels.lang === 'en' ? '.' : ',');
  const normRows = table.norms
    .map((n) => `<tr><td>${escapeHtml(rankText(n.rank, labels))}</td><td class="num">${n.percent}%</td></tr>`)
    .join('');
  const playerRows = table.players
    .map((p) => {
      const outcome = p.norm.achieved
        ? `${escapeHtml(rankText(p.norm.achieved, labels))} — ${escapeHtml(labels.statuses[p.norm.status!])}`
        : escapeHtml(labels.noNorm);
      return `<tr><td class="num">${escapeHtml(p.place)}</td><td>${escapeHtml(p.name)}</td><td>${escapeHtml(rankText(p.rank, labels))}</td><td class="num">${p.games}</td><td class="num strong">${points(p.points)}</td>${ranks
        .map((rank) => `<td class="num">${p.norm.needed[rank] === undefined ? '' : points(p.norm.needed[rank]!)}</td>`)
        .join('')}<td>${outcome}</td></tr>`;
    })
    .join('\n');
  const masters = table.players.filter((p) => p.master);
  const masterSection = masters.length
    ? `<h2>${escapeHtml(labels.master)}</h2><ul class="notes">${masters.map((p) => `<li>${escapeHtml(p.name)}: ${escapeHtml(p.master!.met ? labels.masterMet : labels.masterNotMet)}</li>`).join('')}</ul>`
    : '';
  const notes = table.normNotes.map((note) => `<li>${escapeHtml(labels.notes[note.code](note.params))}</li>`).join('');
  const body = `<p><strong>${escapeHtml(labels.coefficient)}: ${escapeHtml(coefficient)}</strong></p>
<p class="small">${escapeHtml(counting)}</p>
${normRows ? `<table style="width:auto"><thead><tr><th>${escapeHtml(labels.rank)}</th><th class="num">${escapeHtml(labels.percent)}</th></tr></thead><tbody>${normRows}</tbody></table>` : ''}
<h2>${escapeHtml(labels.pointsNeeded)}</h2>
<table>
<thead><tr><th class="num">${escapeHtml(labels.place)}</th><th>${escapeHtml(labels.name)}</th><th>${escapeHtml(labels.rank)}</th><th class="num">${escapeHtml(labels.games)}</th><th class="num">${escapeHtml(labels.points)}</th>${ranks
    .map((rank) => `<th class="num">${escapeHtml(rankText(rank, labels))}</th>`)
    .join('')}<th>${escapeHtml(labels.outcome)}</th></tr></thead>
<tbody>
${playerRows}
</tbody>
</table>
${masterSection}
${notes ? `<h2>${escapeHtml(labels.interpretations)}</h2><ul class="notes small">${notes}</ul>` : ''}
<h2>${escapeHtml(labels.notDecidable)}</h2>
<ul class="notes small">${labels.criteria.map((c) => `<li>${escapeHtml(c)}</li>`).join('')}</ul>`;
  return { title: labels.titles.norms, body };
}

/** §34: what the envelope of an adjourned game states — the players, the position, who sealed, the number of the
 * sealed move, both players' times; and (FIDE) the resumption and a pending draw offer. Never the move itself. */
function envelope({ envelope: e, tournament, labels }: PrintoutData): Content {
  if (!e) throw new RangeError('An envelope printout needs an adjourned game');
  const sealer = e.sealer === 'white' ? `${labels.white} — ${e.white.name}` : `${labels.black} — ${e.black.name}`;
  const rows: [string, string][] = [
    [labels.round, `${e.round ?? ''}, ${labels.board.toLowerCase()} ${e.board}`],
    [labels.white, `${e.white.no}. ${e.white.name}`],
    [labels.black, `${e.black.no}. ${e.black.name}`],
    [labels.envelope.sealer, sealer],
    [labels.envelope.moveNumber, String(e.sealedMoveNumber)],
    [
      labels.envelope.times,
      `${labels.white} ${e.whiteUsed} · ${labels.black} ${e.blackUsed}${e.early ? ` (${labels.envelope.early})` : ''}`,
    ],
    [labels.envelope.resume, [e.resumeAt, e.resumePlace].filter(Boolean).join(', ')],
    [labels.envelope.drawOffer, e.drawOfferPending ? labels.envelope.yes : labels.envelope.no],
    [labels.envelope.sealedAt, e.sealedAt.slice(0, 16).replace('T', ' ')],
  ];
  const body = `<div class="envelope">
<div class="diagram">${diagramSvg(tournament.variant, e.position)}<p class="small">${escapeHtml(e.position)}</p></div>
<table class="facts-table"><tbody>${rows.map(([k, v]) => `<tr><th>${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</tbody></table>
</div>
<p class="small">${escapeHtml(labels.envelope.rule)}</p>
<div class="signatures"><div class="sign">${escapeHtml(labels.white)}</div><div class="sign">${escapeHtml(labels.black)}</div></div>`;
  return { title: labels.titles.envelope, body };
}

/** The whole HTML document of a printout. `round` is needed for the pairings of one round. */
export function printout(kind: PrintoutKind, data: PrintoutData, round?: number): { title: string; html: string } {
  const content =
    kind === 'participants'
      ? participants(data)
      : kind === 'pairings'
        ? pairings(data, round!)
        : kind === 'schedule'
          ? schedule(data)
          : kind === 'crosstable'
            ? crosstable(data)
            : kind === 'envelope'
              ? envelope(data)
              : norms(data);
  return {
    title: content.title,
    html: page({ ...content, tournament: data.tournament, labels: data.labels, printedAt: data.printedAt }),
  };
}
