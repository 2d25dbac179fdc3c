// The renderer's one door to the data: an ArbiterApi whose calls go over IPC in the Electron window, or over HTTP
// in browser mode. Screens never know which.
import { OPERATION_NAMES, type ArbiterApi, type OperationName } from '../../../electron/api/contract';
import { ApiError, type ApiErrorBody } from '../../../electron/api/errors';
import type { ExportRequest } from '../../../electron/exports';

/** The envelope both transports answer with; errors travel as data because IPC drops an Error's own fields. */
export type Envelope = { ok: true; value: unknown } | { ok: false; error: ApiErrorBody };

export type Invoke = (operation: OperationName, input: unknown) => Promise<Envelope>;

export function createApi(invoke: Invoke): ArbiterApi {
  const api: Partial<Record<OperationName, (input: unknown) => Promise<unknown>>> = {};
  for (const operation of OPERATION_NAMES) {
    api[operation] = async (input: unknown) => {
      const answer = await invoke(operation, input);
      if (!answer.ok) throw ApiError.fromBody(answer.error);
      return answer.value;
    };
  }
  return api as ArbiterApi;
}

/** What the Electron preload script exposes on `window`. */
export interface KabeBridge {
  invoke: (operation: string, input: unknown) => Promise<Envelope>;
  /** Prints a printout's HTML with the system dialog. */
  print: (html: string) => Promise<boolean>;
  /** Saves an export where the arbiter chooses. */
  save: (request: ExportRequest) => Promise<{ saved: boolean; file?: string; error?: ApiErrorBody }>;
  /** A copy of the whole database, saved where the arbiter chooses. */
  backup: () => Promise<{ saved: boolean; file?: string; error?: ApiErrorBody }>;
}

declare global {
  interface Window {
    kabeArbiter?: KabeBridge;
  }
}
