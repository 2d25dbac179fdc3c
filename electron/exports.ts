// What the arbiter exports — the tournament file, the crosstable for a spreadsheet (CSV or .xlsx), a printout as a page or a PDF —
// made in one place for the CLI, browser mode and the Electron window. Each transport brings its own way to turn
// HTML into PDF (headless Chromium, or Electron's printToPDF).

import { strToU8, zipSync } from 'fflate';
import type { z } from 'zod';
import type { registerExportRequest } from '#api/contract';
import { conflict, invalidField } from '#api/errors';
import type { Language } from '#api/languages';
import type { PrintoutKind, ExportFormat } from '#api/operations';
import { EXPORT_FORMATS, EXPORTS, REGISTER_PRINTOUT_KINDS } from '#api/operations';
import { gamesPerPair } from '#domain/micro-match';
import { crosstableSheet, sheetLabels } from '#formats/crosstable-sheet';
import { formatDateTime } from '#formats/dates';
import { fileStem } from '#formats/file-names';
import { registryNames } from '#formats/name-style';
import { printLabels } from '#formats/printouts/labels';
import { ratingReportSheet } from '#formats/printouts/rating-report';
import { registerLabels } from '#formats/printouts/register-labels';
import { rankListSheet } from '#formats/rank-list-sheet';
import { csvFile, xlsxFile, type Sheet } from '#formats/spreadsheet';
import { teamSheet } from '#formats/team-sheet';
import { tournamentSite, type SiteFile } from '#hall/site';
import { published } from '#hall/source';
import { section } from '#i18n/catalogue';
import type { Service } from '#service';

export { EXPORT_FORMATS, type ExportFormat };

export interface ExportRequest {
  tournamentId: number;
  format: ExportFormat;
  lang: Language;
  kind?: PrintoutKind;
  round?: number;
  /** The adjourned game of an envelope printout, or the game of a score sheet. */
  gameId?: number;
  /** A score sheet's diagram: after this many half-moves. */
  ply?: number;
}

export interface ExportResult {
  content: string | Buffer;
  fileName: string;
  contentType: string;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A sheet as the spreadsheet file asked for: CSV in the language's conventions, or .xlsx. */
async function spreadsheet(sheet: Sheet, format: 'csv' | 'xlsx', stem: string, lang: Language): Promise<ExportResult> {
  return format === 'csv'
    ? { content: csvFile(sheet, lang), fileName: `${stem}.csv`, contentType: 'text/csv; charset=utf-8' }
    : { content: await xlsxFile(sheet), fileName: `${stem}.xlsx`, contentType: XLSX_TYPE };
}

export async function exportTournament(
  service: Service,
  request: ExportRequest,
  renderPdf: (html: string) => Promise<Buffer>,
): Promise<ExportResult> {
  const tournament = service.call('getTournament', { id: request.tournamentId });
  const kind = request.kind ?? 'crosstable';
  // Each document in the formats the table of exports gives it (EXPORTS): the tournament file, the spreadsheets, the
  // website and the score sheets are the crosstable's; the rating report is also a workbook and a bundle.
  if (!EXPORTS[kind].includes(request.format))
    throw invalidField('kind', 'kindNotForFormat', { format: request.format, kind, formats: EXPORTS[kind].join(', ') });
  // Not for a team round robin (as its printout says, electron/service/printouts.ts): its workbook and bundle neither.
  if (kind === 'ratingReport' && tournament.settings.kind === 'team') throw conflict('kind', 'ratingReportNotForTeams');
  const report = kind === 'ratingReport' && (request.format === 'xlsx' || request.format === 'zip');
  const whole = kind === 'crosstable' && request.format !== 'html' && request.format !== 'pdf';
  // A document's file is named in the language it is written in: tartu-lahtised-2026-turniiritabel.pdf.
  const document = section(request.lang, 'printout').fileNames[kind];
  const which = kind === 'pairings' ? `-${request.round ?? 1}` : kind === 'envelope' ? `-${request.gameId ?? ''}` : '';
  const stem = `${fileStem(tournament.name, { lowerCase: true })}${whole ? '' : `-${document}${which}`}`;
  switch (request.format) {
    case 'site': {
      // One folder in the archive, named as the file: unpacked, it is the website as `--format site` writes it.
      const folder = `${stem}-${section(request.lang, 'printout').fileNames.website}`;
      const files = Object.fromEntries(
        siteFiles(service, request.tournamentId, new Date()).map((file) => [
          `${folder}/${file.path}`,
          strToU8(file.content),
        ]),
      );
      return { content: Buffer.from(zipSync(files)), fileName: `${folder}.zip`, contentType: 'application/zip' };
    }
    case 'pdn': {
      const { pdn, count } = service.call('exportGames', { tournamentId: request.tournamentId });
      if (count === 0) throw conflict('format', 'gamesExportNone');
      // PDN has no media type of its own; programs that read it take plain text.
      return { content: pdn, fileName: `${stem}.pdn`, contentType: 'text/plain; charset=utf-8' };
    }
    case 'json':
      return {
        content: `${JSON.stringify(service.call('exportTournament', { id: request.tournamentId }), null, 2)}\n`,
        fileName: `${stem}.json`,
        contentType: 'application/json; charset=utf-8',
      };
    case 'zip':
      return ratingReportBundle(service, request, renderPdf, stem);
    case 'csv':
    case 'xlsx': {
      if (report) {
        const sheet = ratingReportSheet(
          tournament,
          service.call('getCrosstable', { tournamentId: request.tournamentId }),
          printLabels(request.lang),
        );
        return spreadsheet(sheet, 'xlsx', stem, request.lang);
      }
      // A team round robin's table is its teams' (formats/team-sheet.ts).
      if (tournament.settings.kind === 'team')
        return spreadsheet(
          teamSheet(service.call('getTeams', { tournamentId: request.tournamentId }), request.lang),
          request.format,
          stem,
          request.lang,
        );
      const table = service.call('getCrosstable', { tournamentId: request.tournamentId });
      const labels = sheetLabels(request.lang);
      // Names written surname first are headed so.
      const name = tournament.settings.nameStyle === 'givenFirst' ? labels.name : labels.nameSurnameFirst;
      // Two games a pair in a double round robin and in a round robin of micro-matches, four in both.
      const games = gamesPerPair(tournament.settings.double, tournament.settings.microMatch);
      const sheet = crosstableSheet(table, games, { ...labels, name });
      return spreadsheet(sheet, request.format, stem, request.lang);
    }
    case 'html':
    case 'pdf': {
      const { html } = service.call('printout', {
        tournamentId: request.tournamentId,
        kind,
        lang: request.lang,
        ...(request.round ? { round: request.round } : {}),
        ...(request.gameId ? { gameId: request.gameId } : {}),
        ...(request.ply !== undefined ? { ply: request.ply } : {}),
      });
      if (request.format === 'html')
        return { content: html, fileName: `${stem}.html`, contentType: 'text/html; charset=utf-8' };
      return { content: await renderPdf(html), fileName: `${stem}.pdf`, contentType: 'application/pdf' };
    }
  }
}

/** The rating report's bundle for the federation and FMJD (docs/ratings.md): the printed report as PDF, its workbook,
 * the kept score sheets as PDN (with the players' FMJD IDs, ratings and titles), and the tournament file. */
async function ratingReportBundle(
  service: Service,
  request: ExportRequest,
  renderPdf: (html: string) => Promise<Buffer>,
  stem: string,
): Promise<ExportResult> {
  const document = { ...request, kind: 'ratingReport' as const };
  const pdf = await exportTournament(service, { ...document, format: 'pdf' }, renderPdf);
  const workbook = await exportTournament(service, { ...document, format: 'xlsx' }, renderPdf);
  const file = await exportTournament(service, { ...request, kind: 'crosstable', format: 'json' }, renderPdf);
  const { pdn, count } = service.call('exportGames', { tournamentId: request.tournamentId });
  const bytes = (content: string | Buffer) =>
    typeof content === 'string' ? strToU8(content) : new Uint8Array(content);
  const files: Record<string, Uint8Array> = {
    [pdf.fileName]: bytes(pdf.content),
    [workbook.fileName]: bytes(workbook.content),
    [file.fileName]: bytes(file.content),
    // The games named as the tournament file is, as `--format pdn` names them.
    ...(count > 0 ? { [file.fileName.replace(/\.json$/, '.pdn')]: strToU8(pdn) } : {}),
  };
  return { content: Buffer.from(zipSync(files)), fileName: `${stem}.zip`, contentType: 'application/zip' };
}

/** A register document or the rank list's CSV, checked by the contract (`registerExportRequest`). */
export type RegisterExportRequest = z.output<typeof registerExportRequest>;

/** The rank register's exports: the rank list as CSV, the rank list or a player's card as a page or a PDF. */
export async function exportRegister(
  service: Service,
  request: RegisterExportRequest,
  renderPdf: (html: string) => Promise<Buffer>,
): Promise<ExportResult> {
  const { format, ...document } = request;
  const day = new Date().toISOString().slice(0, 10);
  const named = section(document.lang, 'printout').fileNames[document.kind];
  const stem =
    document.kind === 'playerCard'
      ? `${fileStem(service.call('getPlayerCard', { id: document.playerId ?? 0 }).player.name, { lowerCase: true })}-${named}`
      : `${named}-${day}`;
  if (format === 'csv' || format === 'xlsx') {
    if (document.kind !== 'rankList') throw invalidField('format', 'exportFormatInvalid');
    const { kind: _kind, playerId: _playerId, lang, ...filter } = document;
    const names = registryNames(service.call('getRegisterSettings', {}).nameStyle, lang);
    return spreadsheet(
      rankListSheet(service.call('getRankList', filter), registerLabels(lang), names),
      format,
      stem,
      lang,
    );
  }
  const { html } = service.call('registerPrintout', document);
  if (format === 'html') return { content: html, fileName: `${stem}.html`, contentType: 'text/html; charset=utf-8' };
  return { content: await renderPdf(html), fileName: `${stem}.pdf`, contentType: 'application/pdf' };
}

/** Whether a print or export request names a register document rather than a tournament's. */
export function isRegisterRequest(request: unknown): boolean {
  const kind = (request as { kind?: unknown } | null)?.kind;
  return (REGISTER_PRINTOUT_KINDS as readonly unknown[]).includes(kind);
}

/** The tournament's website (electron/hall/site.tsx): its files, made from the answers the screens get; the
 * schedule must be drawn — before the draw there is nothing to publish. */
export function siteFiles(service: Service, tournamentId: number, now: Date): SiteFile[] {
  const tournament = service.call('getTournament', { id: tournamentId });
  if (tournament.state.phase === 'setup') throw invalidField('tournamentId', 'notDrawn');
  return tournamentSite(published(service, tournament), (lang) => formatDateTime(now.toISOString(), lang));
}
