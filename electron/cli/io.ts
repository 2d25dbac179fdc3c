// What every command of the CLI shares: where output goes, and the error that means "bad input" (exit 2).
import fs from 'node:fs';
import { isLanguage, type Language } from '../api/languages';

export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
export const EXIT_BAD_INPUT = 2;

export interface Io {
  out: (text: string) => void;
  err: (text: string) => void;
}

export const processIo: Io = { out: (text) => process.stdout.write(text), err: (text) => process.stderr.write(text) };

/** `kabe-arbiter players | head`: when the reader closes the pipe early, stop quietly instead of dying with a
 * stack trace — the output nobody reads any more is not an error. */
export function stopQuietlyOnClosedPipe(): void {
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(EXIT_OK);
    throw error;
  });
}

/** A problem with what the user gave us: exit 2 with this one line. */
export class UsageError extends Error {}

/** `--lang`: the language of what a command writes for people (its text, a printout, an error); English when not
 * given, and anything but et, en or ru is bad input. */
export function languageOf(text: string | undefined): Language {
  if (text === undefined) return 'en';
  if (isLanguage(text)) return text;
  throw new UsageError(`--lang must be et, en or ru, not "${text}"`);
}

export function readBytes(file: string): Buffer {
  try {
    return fs.readFileSync(file);
  } catch (error) {
    throw new UsageError(
      `cannot read ${file}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message}`,
    );
  }
}

export function readTextFile(file: string): string {
  return readBytes(file).toString('utf8');
}

export function readJsonFile(file: string): unknown {
  // A byte-order mark, as some Windows editors write, is not part of the JSON.
  const text = readTextFile(file).replace(/^\uFEFF/, '');
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${file} is not JSON: ${(error as Error).message}`);
  }
}

export function printJson(io: Io, value: unknown): void {
  io.out(`${JSON.stringify(value, null, 2)}\n`);
}

/** A whole number from an option, or a usage error naming the option. */
export function wholeNumber(text: string | undefined, option: string, min: number, max: number): number {
  const value = Number(text);
  if (text === undefined || !Number.isInteger(value) || value < min || value > max) {
    throw new UsageError(`${option} must be a whole number from ${min} to ${max}, not "${text ?? ''}"`);
  }
  return value;
}
