// The renderer's one door to the data: an ArbiterApi whose calls go over IPC in the Electron window, or over HTTP
// in browser mode. Screens never know which.
import type { Envelope } from '#api/answer';
import type { ArbiterApi } from '#api/contract';
import { ApiError } from '#api/errors';
import { OPERATION_NAMES, type OperationName } from '#api/operations';
import type { KabeBridge } from '#shell/ipc-channel';

/** The envelope both transports answer with (declared beside the IPC channels, which drop an Error's own fields). */
export type { Envelope, KabeBridge };

export type Invoke = (operation: OperationName, input: unknown) => Promise<Envelope>;

/** An envelope's value; its error thrown as an ApiError. */
export function opened<T>(answer: Envelope<T>): T {
  if (!answer.ok) throw ApiError.fromBody(answer.error);
  return answer.value;
}

export function createApi(invoke: Invoke): ArbiterApi {
  const api: Partial<Record<OperationName, (input: unknown) => Promise<unknown>>> = {};
  for (const operation of OPERATION_NAMES) {
    api[operation] = async (input: unknown) => {
      return opened(await invoke(operation, input));
    };
  }
  return api as ArbiterApi;
}

declare global {
  interface Window {
    kabeArbiter?: KabeBridge;
  }
}
