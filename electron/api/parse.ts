// Turning raw input from any transport into the typed input of an operation, or into an ApiError that says which
// field is wrong and why. Nothing reaches the service without passing through here.
import type { z } from 'zod';
import { contract, EARLIEST_BIRTH_YEAR, isOperationName, type OperationName, type ParsedInput } from './contract';
import { ApiError, issue, type FieldIssue } from './errors';
import { englishMessage, MESSAGE_KEYS, type MessageKey } from './messages';

export function requireOperation(name: unknown): OperationName {
  if (!isOperationName(name)) {
    throw new ApiError('not_found', englishMessage('unknownOperation', { name: String(name) }), [
      issue('', 'unknownOperation', { name: String(name) }),
    ]);
  }
  return name;
}

export function parseInput<K extends OperationName>(operation: K, raw: unknown): ParsedInput<K> {
  const result = contract[operation].input.safeParse(raw ?? {});
  if (result.success) return result.data as ParsedInput<K>;
  const issues = result.error.issues.flatMap(toFieldIssues);
  throw new ApiError('invalid', issues.map(describeIssue).join('; '), issues);
}

/** "name is required": the field's path, then what is wrong with it. */
export function describeIssue(found: FieldIssue): string {
  return found.path ? `${found.path} ${found.message}` : found.message;
}

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
  return undefined;
}
