// Turning raw input from any transport into the typed input of an operation, or into an ApiError that says which
// field is wrong and why. Nothing reaches the service without passing through here.
import type { z } from 'zod';
import {
  contract,
  exportRequest,
  hallRequest,
  registerExportRequest,
  isOperationName,
  type OperationName,
  type ParsedInput,
} from './contract';
import { invalidInput, refusal, toFieldIssues } from './errors';

export function requireOperation(name: unknown): OperationName {
  if (!isOperationName(name)) {
    throw refusal('not_found', 'unknownOperation', { name: String(name) });
  }
  return name;
}

/** No input of the app nests deeper than a tournament file (about 6 levels); the limit leaves room and keeps a
 * hostile input from exhausting the stack of the validation. */
export const MAX_NESTING = 32;

export function parseInput<K extends OperationName>(operation: K, raw: unknown): ParsedInput<K> {
  if (nestsDeeperThan(raw, MAX_NESTING)) throw refusal('invalid', 'nestedTooDeep', { max: MAX_NESTING });
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

/** The hall switch's request from the window or browser mode. */
export const parseHallRequest = (raw: unknown) => parseWith(hallRequest, raw);

/** A register export request (the rank list, a player's card) from any door. */
export const parseRegisterExportRequest = (raw: unknown) => parseWith(registerExportRequest, raw);
