// Commands that work on the database given with --db: the registry, tournaments, any contract operation, and the
// tournament file in and out.
import path from 'node:path';
import { MAX_PAGE } from '#api/contract';
import { ApiError, errorMessageIn } from '#api/errors';
import type { Language } from '#api/languages';
import { PRINTOUT_KINDS, type PrintoutKind } from '#api/operations';
import { type Player, type TournamentSummary } from '#api/views';
import { EXPORT_FORMATS, exportTournament, siteFiles, type ExportFormat, type ExportResult } from '#electron/exports';
import { closePdfBrowser, htmlToPdf, NoChromiumError } from '#electron/pdf';
import { writtenDate } from '#formats/dates';
import { rankShort } from '#formats/rank-text';
import { catalogue } from '#i18n/catalogue';
import type { Service } from '#service';
import {
  asOptions,
  EXIT_OK,
  languageOf,
  printJson,
  readJsonFile,
  usage,
  fileNeeded,
  makeFolder,
  wholeNumber,
  writeFile,
  type Io,
} from './io';
import { registryNamer } from './registry-names';

/** Every item of a paged list, a page at a time. */
function allPages<T>(page: (offset: number) => { items: T[]; total: number }): T[] {
  const items: T[] = [];
  for (;;) {
    const next = page(items.length);
    items.push(...next.items);
    if (next.items.length === 0 || items.length >= next.total) return items;
  }
}

/** A list for people (one line each, or the sentence that says there is none) or as JSON for programs. */
function printList<T>(io: Io, json: boolean, items: T[], none: string, line: (item: T) => string): number {
  if (json) printJson(io, items);
  else if (items.length === 0) io.out(`${none}\n`);
  else for (const item of items) io.out(`${line(item)}\n`);
  return EXIT_OK;
}

export function playersCommand(service: Service, json: boolean, lang: string | undefined, io: Io): number {
  const t = catalogue(languageOf(lang));
  const nameOf = registryNamer(service, languageOf(lang));
  const players: Player[] = allPages((offset) => {
    const page = service.handlers.listPlayers({ search: '', offset, limit: MAX_PAGE });
    return { items: page.players, total: page.matched };
  });
  const line = (p: Player) =>
    `${String(p.id).padStart(4)}  ${nameOf(p)}  ${rankShort(p.rank, languageOf(lang))}  ${[p.club, p.city, p.birthYear].filter(Boolean).join(', ')}`;
  return printList(io, json, players, t('cli.noPlayers'), line);
}

export function tournamentsCommand(service: Service, json: boolean, lang: string | undefined, io: Io): number {
  const t = catalogue(languageOf(lang));
  const tournaments: TournamentSummary[] = allPages((offset) => {
    const page = service.handlers.listTournaments({ offset, limit: MAX_PAGE, inHall: false });
    return { items: page.tournaments, total: page.total };
  });
  const line = (tournament: TournamentSummary) =>
    `${String(tournament.id).padStart(4)}  ${tournament.name}  ${t(`variant.${tournament.variant}`)}  ${tournament.startDate ? writtenDate(tournament.startDate, languageOf(lang)) : ''}  ${t('players.count', { count: tournament.participantCount })}`;
  return printList(io, json, tournaments, t('cli.noTournaments'), line);
}

export function callCommand(service: Service, args: string[], io: Io): number {
  const [operation, inputText] = args;
  if (!operation) throw usage('operationNeeded');
  let input: unknown = {};
  if (inputText !== undefined) {
    try {
      input = JSON.parse(inputText);
    } catch (error) {
      throw usage('inputNotJson', { operation, reason: (error as Error).message });
    }
  }
  printJson(io, service.dispatch(operation, input));
  return EXIT_OK;
}

/** `backup OUT`: a copy of the whole database while the app may be running (SQLite's online backup). */
export async function backupCommand(
  service: Service,
  args: string[],
  options: { force?: boolean; lang?: string },
  io: Io,
): Promise<number> {
  if (!args[0]) throw fileNeeded('backup', 'copyFile', 'kabe-arbiter --db FILE backup <copy.sqlite>');
  const written = await service.backupTo(args[0], { replace: Boolean(options.force) });
  io.out(`${catalogue(languageOf(options.lang))('cli.backedUp', { file: written })}\n`);
  return EXIT_OK;
}

/** `import`: a tournament file into the database; one already stored (the same name, variant and start date) is
 * stored a second time only with --force. */
export function importCommand(
  service: Service,
  args: string[],
  options: { json: boolean; force: boolean; lang: string | undefined },
  io: Io,
): number {
  if (!args[0]) throw fileNeeded('import', 'tournamentFile', 'kabe-arbiter --db FILE import <tournament.json>');
  let id: number;
  try {
    ({ id } = service.call('importTournament', { file: readJsonFile(args[0]), confirm: options.force }));
  } catch (error) {
    if (!(error instanceof ApiError) || error.issues[0]?.key !== 'importSameTournament') throw error;
    throw usage('importAnyway', { problem: errorMessageIn(error, catalogue(languageOf(options.lang))) });
  }
  if (options.json) printJson(io, { id });
  else io.out(`${catalogue(languageOf(options.lang))('cli.imported', { id })}\n`);
  return EXIT_OK;
}

export interface ExportOptions {
  format?: string;
  out?: string;
  lang?: string;
  kind?: string;
  round?: string;
  game?: string;
}

/** The export request's fields as `export` takes them. */
const EXPORT_OPTIONS = { gameId: '--game', round: '--round', kind: '--kind', format: '--format', lang: '--lang' };

/** json: the tournament file; csv and xlsx: the crosstable for a spreadsheet; html and pdf: a printout (--kind, default the
 * crosstable; --round for the pairings of one round). */
export async function exportCommand(service: Service, args: string[], options: ExportOptions, io: Io): Promise<number> {
  const tournamentId = wholeNumber(args[0], 'export <id>', 1, Number.MAX_SAFE_INTEGER);
  const format = options.format ?? 'json';
  if (format === 'site') return siteCommand(service, tournamentId, options, io);
  if (!isExportFormat(format)) throw usage('formatOneOf', { formats: EXPORT_FORMATS.join(', '), text: format });
  const lang = languageOf(options.lang);
  const kind = options.kind ?? 'crosstable';
  if (!isPrintoutKind(kind)) throw usage('kindOneOf', { kinds: PRINTOUT_KINDS.join(', '), text: kind });
  if (isBinary(format) && !options.out) throw usage('binaryNeedsOut', { format });
  const round = options.round === undefined ? undefined : wholeNumber(options.round, '--round', 1, 100);
  const gameId =
    options.game === undefined ? undefined : wholeNumber(options.game, '--game', 1, Number.MAX_SAFE_INTEGER);
  const asked = { tournamentId, format, lang, kind, ...(round ? { round } : {}), ...(gameId ? { gameId } : {}) };
  return deliverExport(
    () => asOptions(EXPORT_OPTIONS, () => exportTournament(service, asked, htmlToPdf)),
    options.out,
    io,
    lang,
  );
}

/** A PDF or a workbook is not text for a terminal: it is written to the file --out names. */
export function isBinary(format: string): boolean {
  return format === 'pdf' || format === 'xlsx' || format === 'zip';
}

/** Makes an export (a PDF through the shared Chromium, closed afterwards) and writes it to `out`, or to stdout. */
export async function deliverExport(
  make: () => Promise<ExportResult>,
  out: string | undefined,
  io: Io,
  lang: Language,
) {
  let exported: ExportResult;
  try {
    exported = await make();
  } catch (error) {
    if (error instanceof NoChromiumError) throw usage('noChromium');
    throw error;
  } finally {
    await closePdfBrowser();
  }
  if (out) {
    writeFile(out, exported.content);
    io.err(`${catalogue(lang)('cli.wrote', { file: out })}\n`);
  } else {
    io.out(String(exported.content));
  }
  return EXIT_OK;
}

function isExportFormat(format: string): format is ExportFormat {
  return (EXPORT_FORMATS as readonly string[]).includes(format);
}

function isPrintoutKind(kind: string): kind is PrintoutKind {
  return (PRINTOUT_KINDS as readonly string[]).includes(kind);
}

/** `export <id> --format site --out DIR`: the tournament's website, a folder of pages for any web host. Files of the
 * same names are written anew; nothing else in the folder is touched. */
function siteCommand(service: Service, tournamentId: number, options: ExportOptions, io: Io): number {
  const lang = languageOf(options.lang);
  if (!options.out) throw usage('siteNeedsOut');
  const files = siteFiles(service, tournamentId, new Date());
  for (const file of files) {
    const target = path.join(options.out, ...file.path.split('/'));
    makeFolder(path.dirname(target));
    writeFile(target, file.content);
  }
  io.err(`${catalogue(lang)('cli.wroteSite', { folder: options.out, count: files.length })}\n`);
  return EXIT_OK;
}
