// The IPC channels between the window and the main process, and the bridge the preload script exposes on them:
// one declaration that preload.ts satisfies and the renderer uses.
import type { Envelope } from '#api/answer';
import type { HallRequest } from '#api/contract';
import type { ApiErrorBody } from '#api/errors';
import type { Language } from '#api/languages';
import type { PrintoutKind, RegisterPrintoutKind } from '#api/operations';
import type { HallStatus } from '#api/views';
import type { Rank } from '#domain/vocabulary';
import type { ExportRequest } from '#electron/exports';
import type { ReadTable } from '#formats/table-reading';

/** The IPC channel of each function of the bridge (`KabeBridge`, below). */
export const CHANNELS = {
  /** The contract's operations. */
  invoke: 'kabe-arbiter:api',
  /** Print a printout with the system's print dialog; the main process makes the page from the request. */
  print: 'kabe-arbiter:print',
  /** Save an export (tournament file, CSV, HTML page, PDF) where the arbiter chooses. */
  save: 'kabe-arbiter:export',
  /** Save a copy of the whole database where the arbiter chooses. */
  backup: 'kabe-arbiter:backup',
  /** Read the table of a file the arbiter chose (a player list: CSV or .xlsx), sent as its bytes. */
  readTable: 'kabe-arbiter:read-table',
  /** The "Show in the hall" switch: the hall's status, start, stop (electron/hall-control.ts). */
  hall: 'kabe-arbiter:hall',
} as const satisfies Record<keyof KabeBridge, string>;

/** Which printout to print: the same request as the contract's `printout` operation. */
export interface PrintoutRequest {
  tournamentId: number;
  kind: PrintoutKind;
  round?: number;
  gameId?: number;
  /** A score sheet's diagram: after this many half-moves. */
  ply?: number;
  lang: Language;
}

/** A register document to print: the rank list with its filters, or a player's card (`registerPrintout`). */
export interface RegisterPrintoutRequest {
  kind: RegisterPrintoutKind;
  playerId?: number;
  rank?: Rank;
  club?: string;
  city?: string;
  lapsingBy?: string;
  /** Only the ranks of unknown date. */
  undated?: boolean;
  lang: Language;
}

/** A register export: the same request with its format. */
export type RegisterExportRequest = RegisterPrintoutRequest & { format: 'csv' | 'xlsx' | 'html' | 'pdf' };

/** What the preload script exposes on `window.kabeArbiter`. */
export interface KabeBridge {
  invoke: (operation: string, input: unknown) => Promise<Envelope>;
  /** Prints a printout with the system dialog; resolves to whether it was printed. */
  print: (request: PrintoutRequest | RegisterPrintoutRequest) => Promise<boolean>;
  /** Saves an export where the arbiter chooses. */
  save: (
    request: ExportRequest | RegisterExportRequest,
  ) => Promise<{ saved: boolean; file?: string; error?: ApiErrorBody }>;
  /** A copy of the whole database, saved where the arbiter chooses. */
  backup: () => Promise<{ saved: boolean; file?: string; error?: ApiErrorBody }>;
  /** The rows of a CSV file or a workbook's first sheet, from the file's bytes. */
  readTable: (bytes: Uint8Array) => Promise<Envelope<ReadTable>>;
  /** The hall: how it stands, started or stopped. */
  hall: (request: HallRequest) => Promise<Envelope<HallStatus>>;
}
