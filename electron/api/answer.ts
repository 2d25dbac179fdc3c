// An operation's answer as both doors carry it — IPC (the window) and HTTP (browser mode): IPC drops an Error's fields
// and HTTP carries JSON, so a result and a refusal alike travel as an envelope `{ ok, value | error }`. One function
// turns an operation and its input into that envelope, for both.
import { asApiError, type ApiErrorBody } from './errors';

export type Envelope<T = unknown> = { ok: true; value: T } | Refused;
export type Refused = { ok: false; error: ApiErrorBody };

/** The service's door: any operation name, any input (the contract checks both). */
export type Dispatch = (operation: unknown, input: unknown) => unknown;

/** The operation's result, or its refusal — an unexpected failure becomes the "internal" refusal, never a throw. */
export function answer(dispatch: Dispatch, operation: unknown, input: unknown): Envelope {
  try {
    return { ok: true, value: dispatch(operation, input) };
  } catch (error) {
    return refused(error);
  }
}

/** A refusal as the envelope carries it. */
export function refused(error: unknown): Refused {
  return { ok: false, error: asApiError(error).toBody() };
}

/** An answer that takes time (reading a file): its value, or its refusal, as an envelope. */
export async function answerLater<T>(work: () => Promise<T>): Promise<Envelope<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    return refused(error);
  }
}
