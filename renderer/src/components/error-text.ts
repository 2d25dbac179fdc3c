// An error from the api in the arbiter's language, as one sentence.
import type { TFunction } from 'i18next';
import { ApiError } from '#api/errors';
import { sayMessage } from '#api/messages';

export function errorText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    const found = error.issues[0];
    return found ? sayMessage(t, found.key, found.params) : error.message;
  }
  return t('app.unreachable', { detail: String(error) });
}

/** The error's first message key: tells a refusal that asks for the arbiter's confirmation from any other. */
export function refusalKey(error: unknown): string | undefined {
  return error instanceof ApiError ? error.issues[0]?.key : undefined;
}
