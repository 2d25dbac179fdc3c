// Printing and exporting from the screens: through Electron's dialogs in the window, through the local server's
// printout pages and downloads in a browser.
import { ApiError, type ApiErrorBody } from '#api/errors';
import type { Language } from '#api/languages';
import type { ExportFormat } from '#electron/exports';
import type { PrintoutKind } from '#formats/printouts/documents';
import type { PrintoutRequest, RegisterPrintoutRequest } from '#shell/ipc-channel';
import { storedToken } from './http';
import type { Connection } from './index';

export type { PrintoutRequest, RegisterPrintoutRequest };

/** The address of a printout page in browser mode. */
export function printoutUrl({ tournamentId, kind, round, gameId, ply, lang }: PrintoutRequest): string {
  return `/print/${tournamentId}/${kind}?lang=${lang}${round ? `&round=${round}` : ''}${gameId ? `&game=${gameId}` : ''}${ply !== undefined ? `&ply=${ply}` : ''}`;
}

export function exportUrl(
  tournamentId: number,
  format: ExportFormat,
  lang: Language,
  kind?: PrintoutKind,
  round?: number,
): string {
  return `/export/${tournamentId}.${format}?lang=${lang}${kind ? `&kind=${kind}` : ''}${round ? `&round=${round}` : ''}`;
}

/** The address of a register document (the rank list with its filters, a player's card) in browser mode: as a page
 * to print, or as a download (`export`, with the format). */
export function registerUrl(request: RegisterPrintoutRequest, format?: 'csv' | 'xlsx' | 'html' | 'pdf'): string {
  const query = new URLSearchParams({ lang: request.lang });
  if (request.playerId) query.set('player', String(request.playerId));
  for (const field of ['rank', 'club', 'city', 'lapsingBy'] as const) {
    const value = request[field];
    if (value) query.set(field, value);
  }
  if (request.undated) query.set('undated', '1');
  return format
    ? `/export/register/${request.kind}.${format}?${query.toString()}`
    : `/print/register/${request.kind}?${query.toString()}`;
}

/** Opens the print dialog for a printout. */
export async function printDocument(
  connection: Connection,
  request: PrintoutRequest | RegisterPrintoutRequest,
): Promise<void> {
  if (connection.bridge) {
    await connection.bridge.print(request);
    return;
  }
  // A hidden frame of the same origin loads the printout page, and its own print() opens the browser's dialog.
  document.getElementById('print-frame')?.remove();
  const frame = document.createElement('iframe');
  frame.id = 'print-frame';
  frame.title = 'print';
  frame.style.position = 'fixed';
  frame.style.width = '0';
  frame.style.height = '0';
  frame.style.border = '0';
  frame.src = 'tournamentId' in request ? printoutUrl(request) : registerUrl(request);
  frame.addEventListener('load', () => frame.contentWindow?.print(), { once: true });
  document.body.appendChild(frame);
}

export async function saveExport(
  connection: Connection,
  tournamentId: number,
  format: ExportFormat,
  lang: Language,
  kind?: PrintoutKind,
  /** The round of a pairings printout. */
  round?: number,
): Promise<void> {
  if (connection.bridge) {
    const result = await connection.bridge.save({
      tournamentId,
      format,
      lang,
      ...(kind ? { kind } : {}),
      ...(round ? { round } : {}),
    });
    // A refusal (nothing to export, say) is said as in a browser.
    if (result.error) throw ApiError.fromBody(result.error);
    return;
  }
  await download(exportUrl(tournamentId, format, lang, kind, round), `tournament-${tournamentId}.${format}`);
}

/** A register document saved as a file: the rank list as CSV or .xlsx, either document as a page or a PDF. */
export async function saveRegisterExport(
  connection: Connection,
  request: RegisterPrintoutRequest,
  format: 'csv' | 'xlsx' | 'html' | 'pdf',
): Promise<void> {
  if (connection.bridge) {
    const result = await connection.bridge.save({ ...request, format });
    if (result.error) throw ApiError.fromBody(result.error);
    return;
  }
  await download(registerUrl(request, format), `${request.kind}.${format}`);
}

/** A copy of the whole database: saved where the arbiter chooses in the window, downloaded in a browser. Resolves to
 * where it went (the file in the window; null for a download, which the browser names). */
export async function backupDatabase(connection: Connection): Promise<string | null> {
  if (connection.bridge) {
    const result = await connection.bridge.backup();
    if (result.error) throw ApiError.fromBody(result.error);
    return result.saved ? (result.file ?? null) : null;
  }
  await download('/backup', 'kabe-arbiter.sqlite');
  return null;
}

/** Fetches a file with the token (exports and backups do work on the server) and hands it to the browser as a
 * download under the name the server gives it. */
async function download(url: string, fallbackName: string): Promise<void> {
  const token = storedToken();
  const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw ApiError.fromBody(((await response.json()) as { error: ApiErrorBody }).error);
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = fileNameOf(response.headers.get('content-disposition')) ?? fallbackName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(link.href);
}

/** The name in a content-disposition header: `filename*=UTF-8''…` (any alphabet) or `filename="…"`. */
function fileNameOf(disposition: string | null): string | null {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? null;
}
