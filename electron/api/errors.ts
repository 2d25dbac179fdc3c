// The one error shape every transport carries: a code for the program, a message for the arbiter, and the fields
// the message is about. `key` + `params` let the renderer show the message in the arbiter's language.
import type { Translate } from '../i18n/catalogue';
import { englishMessage, sayMessage, type MessageKey, type MessageParams } from './messages';

export type ErrorCode = 'invalid' | 'not_found' | 'conflict' | 'forbidden' | 'too_large' | 'internal';

export interface FieldIssue {
  /** Dotted path of the offending input field ("name", "players.3.rank"); "" for the whole input. */
  path: string;
  key: MessageKey;
  params?: MessageParams;
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

export function issue(path: string, key: MessageKey, params?: MessageParams): FieldIssue {
  return { path, key, ...(params ? { params } : {}), message: englishMessage(key, params) };
}

/** "name: This field is required. rank: Choose a rank…": each field's path, then what is wrong with it, one sentence
 * per field — in English, or in the words `say` gives each issue. */
function describeIssues(issues: FieldIssue[], say: (found: FieldIssue) => string): string {
  return issues
    .map((found) => (found.path ? `${found.path}: ${say(found)}` : say(found)))
    .map((text) => (/[.!?)]$/.test(text) ? text : `${text}.`))
    .join(' ');
}

/** Input errors about one field or several, in one message that names each field, so a CLI user knows where to
 * look. */
export function invalidInput(issues: FieldIssue[]): ApiError {
  return new ApiError(
    'invalid',
    describeIssues(issues, (found) => found.message),
    issues,
  );
}

/** The error's message in the words of another catalogue (the CLI's `--lang`): the same sentences, translated. */
export function errorMessageIn(error: ApiError, t: Translate): string {
  if (error.issues.length === 0) return error.message;
  const say = (found: FieldIssue) => sayMessage(t, found.key, found.params);
  return error.code === 'invalid' ? describeIssues(error.issues, say) : error.issues.map(say).join(' ');
}

/** An input error about one field. */
export function invalidField(path: string, key: MessageKey, params?: MessageParams): ApiError {
  return invalidInput([issue(path, key, params)]);
}

export function notFound(key: MessageKey, params?: MessageParams): ApiError {
  return new ApiError('not_found', englishMessage(key, params), [issue('', key, params)]);
}

export function conflict(path: string, key: MessageKey, params?: MessageParams): ApiError {
  const found = issue(path, key, params);
  return new ApiError('conflict', found.message, [found]);
}
