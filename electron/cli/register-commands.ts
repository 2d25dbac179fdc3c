// The rank register on the command line: a player's card (`player ID`) and the federation's rank list
// (`rank-list`), as text, JSON, or exported like the window's (CSV, a page, a PDF).
import type { Language } from '#api/languages';
import { parseRegisterExportRequest } from '#api/parse';
import type { PlayerCard, RankList } from '#api/views';
import type { PersonName } from '#domain/names';
import { exportRegister } from '#electron/exports';
import { htmlToPdf } from '#electron/pdf';
import { writtenDate } from '#formats/dates';
import { formatPoints } from '#formats/numbers';
import { registerLabels } from '#formats/printouts/register-labels';
import { eventText, evidenceText, registerRankText } from '#formats/register-text';
import type { Service } from '#service';
import { asOptions, EXIT_OK, languageOf, printJson, usage, wholeNumber, type Io } from './io';
import { registryNamer } from './registry-names';
import { deliverExport, isBinary } from './store-commands';

export interface RegisterOptions {
  json?: boolean;
  format?: string;
  out?: string;
  lang?: string;
  rank?: string;
  club?: string;
  city?: string;
  'lapsing-by'?: string;
  undated?: boolean;
}

/** The rank list's filters as `rank-list` takes them. */
const RANK_LIST_OPTIONS = {
  rank: '--rank',
  club: '--club',
  city: '--city',
  lapsingBy: '--lapsing-by',
  format: '--format',
  lang: '--lang',
};

/** `player ID`: his rank and its three years, his history, tournaments and matches. */
export async function playerCommand(service: Service, args: string[], options: RegisterOptions, io: Io) {
  const id = wholeNumber(args[0], 'player <id>', 1, Number.MAX_SAFE_INTEGER);
  const lang = languageOf(options.lang);
  if (options.format !== undefined) {
    if (options.format !== 'html' && options.format !== 'pdf')
      throw usage('formatOneOf', { formats: 'html, pdf', text: options.format });
    return writeExport(service, { kind: 'playerCard', playerId: id, lang, format: options.format }, options, io);
  }
  const card = service.call('getPlayerCard', { id });
  if (options.json) printJson(io, card);
  else io.out(cardText(card, lang, registryNamer(service, lang)));
  return EXIT_OK;
}

/** `rank-list`: ranked players by rank, filtered; --lapsing-by DATE for the ranks whose three years end by then. */
export async function rankListCommand(service: Service, options: RegisterOptions, io: Io) {
  const lang = languageOf(options.lang);
  const filter = {
    ...(options.rank !== undefined ? { rank: options.rank } : {}),
    ...(options.club !== undefined ? { club: options.club } : {}),
    ...(options.city !== undefined ? { city: options.city } : {}),
    ...(options['lapsing-by'] !== undefined ? { lapsingBy: options['lapsing-by'] } : {}),
    ...(options.undated ? { undated: true } : {}),
  };
  if (options.format !== undefined) {
    if (!['csv', 'xlsx', 'html', 'pdf'].includes(options.format))
      throw usage('formatOneOf', { formats: 'csv, xlsx, html, pdf', text: options.format });
    return writeExport(service, { kind: 'rankList', ...filter, lang, format: options.format }, options, io);
  }
  const list = await asOptions(RANK_LIST_OPTIONS, () => service.call('getRankList', filter));
  if (options.json) printJson(io, list);
  else io.out(listText(list, lang, registryNamer(service, lang)));
  return EXIT_OK;
}

async function writeExport(
  service: Service,
  request: Record<string, unknown> & { format: string; lang: Language },
  options: RegisterOptions,
  io: Io,
) {
  if (isBinary(request.format) && !options.out) throw usage('binaryNeedsOut', { format: request.format });
  const make = () =>
    asOptions(RANK_LIST_OPTIONS, () => exportRegister(service, parseRegisterExportRequest(request), htmlToPdf));
  return deliverExport(make, options.out, io, request.lang);
}

function cardText(card: PlayerCard, lang: Language, nameOf: (person: PersonName) => string): string {
  const labels = registerLabels(lang);
  // Days as the language writes them in digits (01.05.2024), the same width down a column; a day not known is blank.
  const column = (iso: string | null) =>
    iso ? writtenDate(iso, lang) : ' '.repeat(writtenDate('2000-01-01', lang).length);
  const { standing } = card;
  const lines = [
    `${nameOf(card.player)} (#${card.player.id})`,
    `${labels.rank}: ${registerRankText(standing.rank, labels)}${standing.rank ? (standing.since ? `; ${labels.since}: ${writtenDate(standing.since, lang)}` : ` (${labels.dateUnknown})`) : ''}${standing.validUntil ? `; ${labels.validUntil.toLowerCase()} ${writtenDate(standing.validUntil, lang)}` : ''}${standing.lapsed ? ` (${labels.lapsed})` : ''}`,
    labels.progress(card.progress.candidate, card.progress.championships),
    '',
    `${labels.history}:`,
    ...card.history.map(
      (e) =>
        `  ${e.date ? writtenDate(e.date, lang) : labels.dateUnknown}  ${eventText(e, labels)}  — ${evidenceText(e, labels)}`,
    ),
    '',
    `${labels.tournaments}:`,
    ...card.tournaments.map(
      (t) =>
        `  ${column(t.endDate ?? t.startDate)}  ${t.name}: ${formatPoints(t.points)}/${formatPoints(t.possible)}${t.percent === null ? '' : ` (${t.percent}%)`}${t.place ? `, ${labels.place.toLowerCase()} ${t.place}/${t.players}` : ''}${t.norm.achieved ? `, ${labels.norm.toLowerCase()} ${t.norm.achieved} (${labels.statuses[t.norm.status!]})` : ''}`,
    ),
  ];
  if (card.matches.length > 0)
    lines.push(
      '',
      `${labels.matches}:`,
      ...card.matches.map(
        (m) =>
          `  ${writtenDate(m.date, lang)}  ${nameOf(m.player)} – ${nameOf(m.master)}  ${formatPoints(m.points)} : ${formatPoints(m.games - m.points)}  ${m.won ? labels.won : labels.notWon}`,
      ),
    );
  return `${lines.join('\n')}\n`;
}

function listText(list: RankList, lang: Language, nameOf: (person: PersonName) => string): string {
  const labels = registerLabels(lang);
  if (list.rows.length === 0) return `${labels.noRows}\n`;
  return (
    list.rows
      .map(
        (r) =>
          `${registerRankText(r.rank, labels).padEnd(4)} ${String(r.playerId).padStart(6)}  ${nameOf(r)}  ${[r.club, r.city].filter(Boolean).join(', ')}  ${r.validUntil ? `${labels.validUntil.toLowerCase()} ${writtenDate(r.validUntil, lang)}` : labels.dateUnknown}${r.lapsed ? ` (${labels.lapsed})` : ''}`,
      )
      .join('\n') + '\n'
  );
}
