// The one error shape every transport carries: a code for the program, a message for the arbiter, and the fields
// the message is about. `key` + `params` let the renderer show the message in the arbiter's language.
import { englishMessage, type MessageKey } from './messages';

export type ErrorCode = 'invalid' | 'not_found' | 'conflict' | 'forbidden' | 'too_large' | 'internal';

export interface FieldIssue {
  /** Dotted path of the offending input field ("name", "players.3.rank"); "" for the whole input. */
  path: string;
  key: MessageKey;
  params?: Record<string, string | number>;
  /** The English text, for the CLI, logs and any client without translations. */
  message: string;
}

export interface ApiErrorBody {
  code: ErrorCode;
  message: string;
  issues: FieldIssue[];
}

export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues: FieldIssue[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): ApiErrorBody {
    return { code: this.code, message: this.message, issues: this.issues };
  }

  static fromBody(body: ApiErrorBody): ApiError {
    return new ApiError(body.code, body.message, body.issues);
  }
}

export function issue(path: string, key: MessageKey, params?: Record<string, string | number>): FieldIssue {
  return { path, key, ...(params ? { params } : {}), message: englishMessage(key, params) };
}

/** An input error about one field; its message names the field so a CLI user knows where to look. */
export function invalidField(path: string, key: MessageKey, params?: Record<string, string | number>): ApiError {
  const found = issue(path, key, params);
  return new ApiError('invalid', path ? `${path} ${found.message}` : found.message, [found]);
}

export function notFound(key: MessageKey, params?: Record<string, string | number>): ApiError {
  return new ApiError('not_found', englishMessage(key, params), [issue('', key, params)]);
}

export function conflict(path: string, key: MessageKey, params?: Record<string, string | number>): ApiError {
  const found = issue(path, key, params);
  return new ApiError('conflict', found.message, [found]);
}
