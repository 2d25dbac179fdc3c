// The rank register's documents: the federation's rank list (players by rank, with the date and evidence of the
// last achievement or confirmation and the end of its three years) and a player's card (his rank and its history,
// his tournaments and matches). A4, in the three languages; the rank list also as CSV (formats/rank-list-csv.ts).
import type { PlayerCard, RankList } from '../../api/contract';
import type { Rank } from '../../domain/vocabulary';
import { formatPoints } from '../numbers';
import { day, decimal, eventText, evidenceText, registerRankText } from '../register-text';
import { escapeHtml, sheet } from './page';
import type { RegisterLabels } from './register-labels';

export interface RankListFilterText {
  rank?: Rank | undefined;
  club?: string | null | undefined;
  city?: string | null | undefined;
  lapsingBy?: string | null | undefined;
}

function filterLine(filter: RankListFilterText, labels: RegisterLabels): string[] {
  return [
    filter.rank ? `${labels.filters.rank}: ${registerRankText(filter.rank, labels)}` : '',
    filter.club ? `${labels.filters.club}: ${filter.club}` : '',
    filter.city ? `${labels.filters.city}: ${filter.city}` : '',
    filter.lapsingBy ? `${labels.filters.lapsingBy}: ${day(filter.lapsingBy, labels)}` : '',
  ].filter(Boolean);
}

export function rankListDocument(
  list: RankList,
  filter: RankListFilterText,
  labels: RegisterLabels,
  printedAt: string,
): { title: string; html: string } {
  const rows = list.rows
    .map(
      (row) =>
        `<tr><td class="strong">${escapeHtml(registerRankText(row.rank, labels))}</td><td class="name">${escapeHtml(row.name)}</td><td>${escapeHtml(row.club ?? '')}</td><td>${escapeHtml(row.city ?? '')}</td><td class="num">${escapeHtml(row.birthYear ?? '')}</td><td class="num">${escapeHtml(day(row.lastKept, labels))}</td><td class="num">${escapeHtml(day(row.validUntil, labels))}${row.lapsed ? ` <strong>(${escapeHtml(labels.lapsed)})</strong>` : ''}</td><td class="small">${row.keptBy ? `${escapeHtml(eventText(row.keptBy, labels))}<br>${escapeHtml(evidenceText(row.keptBy, labels))}` : ''}</td></tr>`,
    )
    .join('\n');
  const body = list.rows.length
    ? `<table>
<thead><tr><th>${escapeHtml(labels.rank)}</th><th>${escapeHtml(labels.name)}</th><th>${escapeHtml(labels.club)}</th><th>${escapeHtml(labels.city)}</th><th class="num">${escapeHtml(labels.born)}</th><th class="num">${escapeHtml(labels.lastKept)}</th><th class="num">${escapeHtml(labels.validUntil)}</th><th>${escapeHtml(labels.evidence)}</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
    : `<p>${escapeHtml(labels.noRows)}</p>`;
  const title = labels.titles.rankList;
  return {
    title,
    html: sheet({
      lang: labels.lang,
      heading: labels.register,
      meta: [`${labels.asOf} ${day(list.asOf, labels)}`, ...filterLine(filter, labels)],
      title,
      body,
      signer: labels.registrar,
      signature: labels.signature,
      printedAt,
      orientation: 'landscape',
      density: 'compact',
    }),
  };
}

export function playerCardDocument(card: PlayerCard, labels: RegisterLabels, printedAt: string) {
  const { player, standing } = card;
  const facts = [
    [labels.rank, registerRankText(standing.rank, labels)],
    [labels.since, day(standing.since, labels)],
    [labels.lastKept, day(standing.lastKept, labels)],
    [labels.validUntil, `${day(standing.validUntil, labels)}${standing.lapsed ? ` (${labels.lapsed})` : ''}`],
    [labels.club, player.club ?? ''],
    [labels.city, player.city ?? ''],
    [labels.born, player.birthYear === null ? '' : String(player.birthYear)],
  ];
  const history = card.history
    .map(
      (e) =>
        `<tr><td class="num">${escapeHtml(day(e.date, labels))}</td><td>${escapeHtml(eventText(e, labels))}</td><td>${escapeHtml(evidenceText(e, labels))}</td></tr>`,
    )
    .join('\n');
  const tournaments = card.tournaments
    .map((t) => {
      const norm = t.norm.achieved
        ? `${registerRankText(t.norm.achieved, labels)} — ${labels.statuses[t.norm.status!]}`
        : '';
      return `<tr><td>${escapeHtml(t.name)}${t.nationalChampionship ? ` <span class="small">(${escapeHtml(labels.championship)})</span>` : ''}</td><td class="num">${escapeHtml(day(t.endDate ?? t.startDate, labels))}</td><td>${escapeHtml(t.rankAtStart ? registerRankText(t.rankAtStart, labels) : '')}</td><td class="num">${t.games}</td><td class="num strong">${escapeHtml(formatPoints(t.points))}</td><td class="num">${t.percent === null ? '' : escapeHtml(decimal(t.percent, 1, labels))}</td><td class="num">${escapeHtml(t.place ?? '')}${t.players ? ` / ${t.players}` : ''}</td><td>${escapeHtml(norm)}</td></tr>`;
    })
    .join('\n');
  const matches = card.matches
    .map(
      (m) =>
        `<tr><td class="num">${escapeHtml(day(m.date, labels))}</td><td>${escapeHtml(m.player.name)} – ${escapeHtml(m.master.name)}</td><td class="num">${escapeHtml(formatPoints(m.points))} : ${escapeHtml(formatPoints(m.games - m.points))}</td><td>${escapeHtml(m.won ? labels.won : labels.notWon)}</td></tr>`,
    )
    .join('\n');
  const body = `<table class="facts-table" style="width:auto"><tbody>${facts
    .map(([k, v]) => `<tr><th>${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
    .join('')}</tbody></table>
<p class="small">${escapeHtml(labels.progress(card.progress.candidate, card.progress.championships))}</p>
<h2>${escapeHtml(labels.history)}</h2>
${
  history
    ? `<table><thead><tr><th class="num">${escapeHtml(labels.date)}</th><th>${escapeHtml(labels.event)}</th><th>${escapeHtml(labels.evidence)}</th></tr></thead><tbody>${history}</tbody></table>`
    : `<p>${escapeHtml(labels.noRows)}</p>`
}
<h2>${escapeHtml(labels.tournaments)}</h2>
${
  tournaments
    ? `<table><thead><tr><th>${escapeHtml(labels.tournament)}</th><th class="num">${escapeHtml(labels.date)}</th><th>${escapeHtml(labels.rankAtStart)}</th><th class="num">${escapeHtml(labels.games)}</th><th class="num">${escapeHtml(labels.points)}</th><th class="num">${escapeHtml(labels.percent)}</th><th class="num">${escapeHtml(labels.place)}</th><th>${escapeHtml(labels.norm)}</th></tr></thead><tbody>${tournaments}</tbody></table>`
    : `<p>${escapeHtml(labels.noRows)}</p>`
}
${
  matches
    ? `<h2>${escapeHtml(labels.matches)}</h2><table><thead><tr><th class="num">${escapeHtml(labels.date)}</th><th>${escapeHtml(labels.opponent)}</th><th class="num">${escapeHtml(labels.points)}</th><th></th></tr></thead><tbody>${matches}</tbody></table>`
    : ''
}`;
  const title = `${labels.titles.playerCard}: ${player.name}`;
  return {
    title,
    html: sheet({
      lang: labels.lang,
      heading: labels.register,
      meta: [player.name],
      title,
      body,
      signer: labels.registrar,
      signature: labels.signature,
      printedAt,
    }),
  };
}
