// Turning raw input from any transport into the typed input of an operation, or into an ApiError that says which
// field is wrong and why. Nothing reaches the service without passing through here.
import type { z } from 'zod';
import {
  contract,
  EARLIEST_BIRTH_YEAR,
  exportRequest,
  registerExportRequest,
  isOperationName,
  type OperationName,
  type ParsedInput,
} from './contract';
import { ApiError, invalidInput, issue, type FieldIssue } from './errors';
import { englishMessage, MESSAGE_KEYS, type MessageKey } from './messages';

export function requireOperation(name: unknown): OperationName {
  if (!isOperationName(name)) {
    throw new ApiError('not_found', englishMessage('unknownOperation', { name: String(name) }), [
      issue('', 'unknownOperation', { name: String(name) }),
    ]);
  }
  return name;
}

/** No input of the app nests deeper than a tournament file (about 6 levels); the limit leaves room and keeps a
 * hostile input from exhausting the stack of the validation. */
export const MAX_NESTING = 32;

export function parseInput<K extends OperationName>(operation: K, raw: unknown): ParsedInput<K> {
  if (nestsDeeperThan(raw, MAX_NESTING))
    throw new ApiError('invalid', englishMessage('nestedTooDeep', { max: MAX_NESTING }), [
      issue('', 'nestedTooDeep', { max: MAX_NESTING }),
    ]);
  const result = contract[operation].input.safeParse(raw ?? {});
  if (result.success) return result.data as ParsedInput<K>;
  const issues = result.error.issues.flatMap(toFieldIssues);
  throw invalidInput(issues);
}

/** Walks the value without recursion, so that the check itself cannot overflow the stack. */
function nestsDeeperThan(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [node, depth] = pending.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    if (depth >= max) return true;
    for (const child of Object.values(node)) pending.push([child, depth + 1]);
  }
  return false;
}

/** A request checked by one of the contract's schemas, or an ApiError naming the wrong field. */
function parseWith<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const result = schema.safeParse(raw ?? {});
  if (result.success) return result.data;
  const issues = result.error.issues.flatMap(toFieldIssues);
  throw invalidInput(issues);
}

/** An export request from any door. */
export const parseExportRequest = (raw: unknown) => parseWith(exportRequest, raw);

/** A register export request (the rank list, a player's card) from any door. */
export const parseRegisterExportRequest = (raw: unknown) => parseWith(registerExportRequest, raw);

/** A zod issue as the field issues the arbiter reads: the path, and the message its key names. */
export function toFieldIssues(found: z.core.$ZodIssue): FieldIssue[] {
  const path = found.path.map(String).join('.');
  if (found.code === 'unrecognized_keys') {
    return found.keys.map((key) => issue(path ? `${path}.${key}` : key, 'unknownField'));
  }
  if (isMessageKey(found.message)) return [issue(path, found.message, paramsFor(found.message, found))];
  return [issue(path, 'invalidInput', { detail: found.message })];
}

function isMessageKey(text: string): text is MessageKey {
  return (MESSAGE_KEYS as string[]).includes(text);
}

function paramsFor(key: MessageKey, found: z.core.$ZodIssue): Record<string, string | number> | undefined {
  if (key === 'tooLong' && found.code === 'too_big') return { max: Number(found.maximum) };
  if (key === 'birthYearRange') return { min: EARLIEST_BIRTH_YEAR, max: new Date().getFullYear() };
  // A check of our own names what it found (the date as typed).
  if (found.code === 'custom' && found.params) return found.params as Record<string, string | number>;
  return undefined;
}
