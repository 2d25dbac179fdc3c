// What every command of the CLI shares: where output goes, and the error that means "bad input" (exit 2).
import fs from 'node:fs';
import path from 'node:path';
import { ApiError } from '#api/errors';
import { isLanguage, type Language } from '#api/languages';
import { fileKind } from '#formats/file-kind';
import { jsonFaultOffset } from '#formats/json-fault';
import { decodeTextBytes } from '#formats/text-decoding';
import { catalogue, type Translate } from '#i18n/catalogue';

export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
export const EXIT_BAD_INPUT = 2;

export interface Io {
  out: (text: string) => void;
  err: (text: string) => void;
}

/** The options every command answers by: JSON for programs (`--json`), else words in the language of `--lang`. */
export interface AnswerOptions {
  json?: boolean;
  lang?: string;
}

/** Text for a terminal: what a file brought in — a name, a tag, a note — may hold an escape sequence (ESC), another
 * control character or a mark that turns the line around; written as it is, it would recolour, move or hide what the
 * terminal shows. Each is shown as its code instead (line breaks and tabs stay). JSON answers are escaped already. */
export function terminalSafe(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u009b\u202a-\u202e\u2066-\u2069]/g, (char) => {
    return `<U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}>`;
  });
}

export const processIo: Io = {
  out: (text) => process.stdout.write(terminalSafe(text)),
  err: (text) => process.stderr.write(terminalSafe(text)),
};

/** `kabe-arbiter players | head`: when the reader closes the pipe early, stop quietly instead of dying with a
 * stack trace — the output nobody reads any more is not an error. */
export function stopQuietlyOnClosedPipe(): void {
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(EXIT_OK);
    throw error;
  });
}

/** A usage message's parameters: names, numbers and words as they are, or a catalogue key said in the language. */
export type UsageParams = Record<string, string | number | { key: string }>;

interface UsageWords {
  key: string;
  params: UsageParams;
}

/** A usage message (`cli.usage.…`) in the words of `t`. */
function sayUsage(t: Translate, { key, params }: UsageWords): string {
  const said = Object.entries(params).map(([name, value]) => [
    name,
    typeof value === 'object' ? t(`cli.usage.${value.key}`) : value,
  ]);
  return t(`cli.usage.${key}`, Object.fromEntries(said) as Record<string, string | number>);
}

/** A problem with what the user gave us: exit 2 with this one line. `words` say it in the language of `--lang`;
 * without them the message is another module's, in English. */
export class UsageError extends Error {
  constructor(
    message: string,
    readonly words?: UsageWords,
  ) {
    super(message);
  }

  /** The message in the words of `t`. */
  sayIn(t: Translate): string {
    return this.words ? sayUsage(t, this.words) : this.message;
  }
}

/** The usage problem `key` names (`cli.usage.key`), with its parameters; its message is the English. */
export function usage(key: string, params: UsageParams = {}): UsageError {
  const words = { key, params };
  return new UsageError(sayUsage(catalogue('en'), words), words);
}

/** A command given without the file it works on: what it needs (`cli.usage.what.…`) and how it is typed. */
export function fileNeeded(command: string, what: string, synopsis: string): UsageError {
  return usage('needsFile', { command, what: { key: `what.${what}` }, synopsis });
}

/** `--lang`: the language of what a command writes for people (its text, a printout, an error); English when not
 * given, and anything but et, en or ru is bad input. */
/** The language of the system's locale, as POSIX reads it (LC_ALL, then LC_MESSAGES, then LANG: ru_RU.UTF-8 is
 * Russian); English for a locale of another language, or none (C, POSIX). */
export function systemLanguage(env: NodeJS.ProcessEnv = process.env): Language {
  const locale = [env.LC_ALL, env.LC_MESSAGES, env.LANG].find((value) => value !== undefined && value !== '') ?? '';
  const base = locale.toLowerCase().split(/[_.@-]/)[0];
  return isLanguage(base) ? base : 'en';
}

/** The language `--lang` names; without it, the system's. */
export function languageOf(text: string | undefined): Language {
  if (text === undefined) return systemLanguage();
  if (isLanguage(text)) return text;
  throw usage('langInvalid', { text });
}

/** The largest tournament file read (a 20-player double round robin with its whole trail is well under a tenth). */
export const MAX_JSON_FILE_BYTES = 20_000_000;

/** A file's bytes; one larger than `maxBytes` (each kind of file has its bound: docs/reliability.md) is refused —
 * said by its size before anything is read, and in any case read no further than one byte past the bound (a pipe,
 * a device or /dev/stdin says no size). */
export function readBytes(file: string, maxBytes: number): Buffer {
  const tooLarge = () => usage('fileTooLarge', { file, max: maxBytes / 1_000_000 });
  let handle: number | undefined;
  try {
    handle = fs.openSync(file, 'r');
    const { size } = fs.fstatSync(handle);
    if (size > maxBytes) throw tooLarge();
    const chunks: Buffer[] = [];
    let total = 0;
    // A file that says its size is read in one chunk (a byte to spare, should it have grown); what says none, 1 MB at
    // a time. Only the bytes read are handed on, so a chunk need not be zeroed first.
    for (let length = Math.max(size + 1, 1 << 20); ; length = 1 << 20) {
      const chunk = Buffer.allocUnsafe(Math.min(length, maxBytes + 1 - total));
      const read = fs.readSync(handle, chunk, 0, chunk.length, null);
      if (read === 0) break;
      chunks.push(chunk.subarray(0, read));
      total += read;
      if (total > maxBytes) throw tooLarge();
    }
    return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, total);
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw fileRefused(error as NodeJS.ErrnoException, file, 'read');
  } finally {
    if (handle !== undefined) fs.closeSync(handle);
  }
}

/** Writes the file --out names; a folder that is not there, a folder named as the file or a file that may not be
 * written is said in the user's language, not as the system's English. */
/** A folder to write into, made with its parents when missing; refused in the user's words when it cannot be. */
export function makeFolder(folder: string): void {
  try {
    fs.mkdirSync(folder, { recursive: true });
  } catch (error) {
    throw fileRefused(error as NodeJS.ErrnoException, folder, 'write');
  }
}

export function writeFile(file: string, content: string | Uint8Array): void {
  try {
    fs.writeFileSync(file, content);
  } catch (error) {
    throw fileRefused(error as NodeJS.ErrnoException, file, 'write');
  }
}

function fileRefused(error: NodeJS.ErrnoException, file: string, doing: 'read' | 'write'): UsageError {
  if (error.code === 'EISDIR') return usage('isFolder', { file });
  if (error.code === 'ENOENT')
    return doing === 'read'
      ? usage('noSuchFile', { file })
      : usage('noFolderFor', { folder: path.dirname(path.resolve(file)) });
  const reason = error.code === 'EACCES' || error.code === 'EPERM' ? { key: 'denied' } : error.message;
  return usage(doing === 'read' ? 'cannotRead' : 'cannotWrite', { file, reason });
}

/** A text file in whatever encoding it was saved in (csv-reading.ts decides, as for every door). */
export function readTextFile(file: string): string {
  return decodeTextBytes(readBytes(file, MAX_JSON_FILE_BYTES)).text;
}

export function readJsonFile(file: string): unknown {
  const bytes = readBytes(file, MAX_JSON_FILE_BYTES);
  // A document or a picture under a .json name is said to be what it is (issue 51), not "no JSON at line 1".
  const kind = fileKind(bytes);
  if (kind !== 'text') throw usage('fileIsNot', { file, kind: { key: `kinds.${kind}` } });
  // A byte-order mark, as some Windows editors write, is not part of the JSON.
  const text = decodeTextBytes(bytes).text.replace(/^\uFEFF/, '');
  try {
    return JSON.parse(text);
  } catch (error) {
    // Where it stops being JSON, as a line and column (V8's own words are English, and often say no place).
    const { line, column } = placeOf(text, Math.max(0, jsonFaultOffset(text)));
    throw usage('notJson', { file, line, column });
  }
}

/** An offset in a text as its line and column, counted from 1. */
function placeOf(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

export function printJson(io: Io, value: unknown): void {
  io.out(`${JSON.stringify(value, null, 2)}\n`);
}

/** A whole number from an option, or a usage error naming the option. */
export function wholeNumber(text: string | undefined, option: string, min: number, max: number): number {
  // Not given at all: say that it is needed, not that nothing is no number.
  if (text === undefined) throw usage('wholeNumberNeeded', { option, min, max });
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw usage('wholeNumber', { option, min, max, text });
  }
  return value;
}

/** Runs a command's work with the contract's field names said as the command's options: "--lapsing-by: no such day"
 * rather than "lapsingBy: …". */
export async function asOptions<T>(names: Readonly<Record<string, string>>, work: () => T | Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw error instanceof ApiError ? error.withPaths(names) : error;
  }
}
