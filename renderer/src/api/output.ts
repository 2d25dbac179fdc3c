// Printing and exporting from the screens: through Electron's dialogs in the window, through the local server's
// printout pages and downloads in a browser.
import type { ExportFormat } from '../../../electron/exports';
import type { PrintoutKind } from '../../../electron/formats/printouts/documents';
import type { Connection } from './index';

export interface PrintoutRequest {
  tournamentId: number;
  kind: PrintoutKind;
  round?: number;
  gameId?: number;
  lang: 'et' | 'en';
}

/** The address of a printout page in browser mode. */
export function printoutUrl({ tournamentId, kind, round, gameId, lang }: PrintoutRequest): string {
  return `/print/${tournamentId}/${kind}?lang=${lang}${round ? `&round=${round}` : ''}${gameId ? `&game=${gameId}` : ''}`;
}

export function exportUrl(tournamentId: number, format: ExportFormat, lang: 'et' | 'en', kind?: PrintoutKind): string {
  return `/export/${tournamentId}.${format}?lang=${lang}${kind ? `&kind=${kind}` : ''}`;
}

/** Opens the print dialog for a printout. */
export async function printDocument(connection: Connection, request: PrintoutRequest): Promise<void> {
  if (connection.bridge) {
    const { html } = await connection.api.printout(request);
    await connection.bridge.print(html);
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
  frame.src = printoutUrl(request);
  frame.addEventListener('load', () => frame.contentWindow?.print(), { once: true });
  document.body.appendChild(frame);
}

export async function saveExport(connection: Connection, tournamentId: number, format: ExportFormat, lang: 'et' | 'en', kind?: PrintoutKind): Promise<void> {
  if (connection.bridge) {
    await connection.bridge.save({ tournamentId, format, lang, ...(kind ? { kind } : {}) });
    return;
  }
  const link = document.createElement('a');
  link.href = exportUrl(tournamentId, format, lang, kind);
  link.download = '';
  document.body.appendChild(link);
  link.click();
  link.remove();
}
