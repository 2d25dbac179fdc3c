// The one error shape every transport carries: a code for the program, a message for the arbiter, and the fields
// the message is about. `key` + `params` let the renderer show the message in the arbiter's language.
import type { z } from 'zod';
import { MAX_ROSTER } from '#domain/kinds';
import type { Translate } from '#i18n/catalogue';
import { englishMessage, MESSAGE_KEYS, sayMessage, type MessageKey, type MessageParams } from './messages';
import { EARLIEST_BIRTH_YEAR } from './operations';

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

  /** The same refusal with its fields named as a door names them (the command line's options: `--lapsing-by`). */
  withPaths(names: Readonly<Record<string, string>>): ApiError {
    const issues = this.issues.map((found) => ({ ...found, path: names[found.path] ?? found.path }));
    const message = this.code === 'invalid' ? describeIssues(issues, (found) => found.message) : this.message;
    return new ApiError(this.code, message, issues);
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
function describeIssues(
  issues: FieldIssue[],
  say: (found: FieldIssue) => string,
  cells: (count: number, row: number, column: number) => string = (count, row, column) =>
    `(${count} × row ${row}, column ${column})`,
): string {
  // A table's cells (`rows.2.cells.0`) are no words for the arbiter: the same fault in many cells is said once, with
  // how many and where the first is (row and column counted from 1); the whole file is said without a field.
  const seen = new Map<string, { found: FieldIssue; count: number; row: number; column: number }>();
  const said: (FieldIssue | string)[] = [];
  for (const found of issues) {
    const cell = /^rows\.(\d+)\.cells\.(\d+)$/.exec(found.path);
    if (!cell) {
      said.push(found);
      continue;
    }
    const key = `${found.key} ${JSON.stringify(found.params ?? {})}`;
    const group = seen.get(key);
    if (group) group.count += 1;
    else {
      const first = { found, count: 1, row: Number(cell[1]) + 1, column: Number(cell[2]) + 1 };
      seen.set(key, first);
      said.push(key);
    }
  }
  return said
    .map((item) => {
      if (typeof item === 'string') {
        const { found, count, row, column } = seen.get(item)!;
        return `${say(found).replace(/[.!?]$/, '')} ${cells(count, row, column)}`;
      }
      return item.path && item.path !== 'file' ? `${item.path}: ${say(item)}` : say(item);
    })
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
  const cells = (count: number, row: number, column: number) => t('errors.inCells', { count, row, column });
  return error.code === 'invalid' ? describeIssues(error.issues, say, cells) : error.issues.map(say).join(' ');
}

/** Any failure as an ApiError: a refusal stays what it is; anything unexpected is the "internal" one, with its detail. */
export function asApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const detail = error instanceof Error ? error.message : String(error);
  // A rule of the store the checks before it missed: said as what it means, in the reader's language, never in
  // SQLite's English words — a conflict with what is stored, and nothing was saved (the write's transaction rolled
  // back).
  const constraint = /^(UNIQUE|FOREIGN KEY|CHECK|NOT NULL) constraint failed(?:: (.*))?$/.exec(detail);
  if (constraint) return refusal('conflict', STORE_RULES[constraint[1]!] ?? 'storeRuleBroken');
  return refusal('internal', 'internal', { detail });
}

/** What each kind of the store's rules says when one is broken. */
const STORE_RULES: Record<string, MessageKey> = {
  UNIQUE: 'storeDuplicate',
  'FOREIGN KEY': 'storeMissingReference',
  CHECK: 'storeRuleBroken',
  'NOT NULL': 'storeRuleBroken',
};

/** The one way to refuse with a message of the catalogue: the code for programs, the key and its values for every
 * language, the field it is about ("" for the request as a whole). */
export function refusal(code: ErrorCode, key: MessageKey, params?: MessageParams, path = ''): ApiError {
  const found = issue(path, key, params);
  return new ApiError(code, found.message, [found]);
}

/** An input error about one field. */
export function invalidField(path: string, key: MessageKey, params?: MessageParams): ApiError {
  return invalidInput([issue(path, key, params)]);
}

export function notFound(key: MessageKey, params?: MessageParams): ApiError {
  return refusal('not_found', key, params);
}

export function conflict(path: string, key: MessageKey, params?: MessageParams): ApiError {
  return refusal('conflict', key, params, path);
}

/** A zod issue as the field issues the arbiter reads: the path, and the message its key names. */
export function toFieldIssues(found: z.core.$ZodIssue): FieldIssue[] {
  const path = found.path.map(String).join('.');
  if (found.code === 'unrecognized_keys') {
    return found.keys.map((key) => issue(path ? `${path}.${key}` : key, 'unknownField'));
  }
  if (isMessageKey(found.message) && found.message !== 'invalidInput')
    return [issue(path, found.message, paramsFor(found.message, found))];
  // A check with no message of its own is said from what it found, in the reader's words — never the validation
  // library's English sentence.
  return [issue(path, ...plainIssue(found))];
}

/** The message for a check that has none of its own: what kind of value was wanted. */
function plainIssue(found: z.core.$ZodIssue): [MessageKey, MessageParams?] {
  switch (found.code) {
    case 'invalid_value':
      return ['choiceInvalid', { allowed: found.values.map(String).join(', ') }];
    case 'invalid_type': {
      const wanted: Partial<Record<string, MessageKey>> = {
        boolean: 'booleanInvalid',
        number: 'numberInvalid',
        int: 'numberInvalid',
        string: 'textInvalid',
        array: 'listInvalid',
        object: 'objectInvalid',
      };
      return [wanted[found.expected] ?? 'valueInvalid'];
    }
    case 'too_big':
      return found.origin === 'string' || found.origin === 'array'
        ? ['tooLong', { max: Number(found.maximum) }]
        : ['valueInvalid'];
    case 'too_small':
      return found.origin === 'string' || found.origin === 'array'
        ? ['tooShort', { min: Number(found.minimum) }]
        : ['valueInvalid'];
    default:
      return ['valueInvalid'];
  }
}

function isMessageKey(text: string): text is MessageKey {
  return (MESSAGE_KEYS as string[]).includes(text);
}

function paramsFor(key: MessageKey, found: z.core.$ZodIssue): Record<string, string | number> | undefined {
  if (key === 'tooLong' && found.code === 'too_big') return { max: Number(found.maximum) };
  if (key === 'rosterTooLong') return { maximum: MAX_ROSTER };
  // Limits said with their real number, whichever list or door they are met in (issue 51).
  if ((key === 'importTooLong' || key === 'tooManyEntries') && found.code === 'too_big')
    return { max: Number(found.maximum) };
  if (key === 'birthYearRange') return { min: EARLIEST_BIRTH_YEAR, max: new Date().getFullYear() };
  // A check of our own names what it found (the date as typed).
  if (found.code === 'custom' && found.params) return found.params as Record<string, string | number>;
  return undefined;
}
