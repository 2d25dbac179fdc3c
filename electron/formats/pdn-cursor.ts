// The PDN reader's cursor (electron/formats/pdn.ts): where it stands in the text, its line and column, and the
// reading of white space and words by character codes — a file of 10,000 games has a million and a half words.
import type { TextPlace } from './pdn';

/** A reader of the text that knows where it is: the line counted as it passes line ends, the column from where the
 * line began (a file of 10,000 games is read in a blink, not a character at a time). */
export class Cursor {
  at = 0;
  line = 1;
  lineStart = 0;
  constructor(readonly text: string) {}
  get done(): boolean {
    return this.at >= this.text.length;
  }
  peek(ahead = 0): string {
    return this.text[this.at + ahead] ?? '';
  }
  next(): string {
    const char = this.text[this.at++] ?? '';
    if (char === '\n') {
      this.line += 1;
      this.lineStart = this.at;
    }
    return char;
  }
  /** Takes what `pattern` (sticky) matches here, counting the line ends in it. */
  take(pattern: RegExp): string {
    pattern.lastIndex = this.at;
    const found = pattern.exec(this.text)?.[0] ?? '';
    for (let i = found.indexOf('\n'); i >= 0; i = found.indexOf('\n', i + 1)) {
      this.line += 1;
      this.lineStart = this.at + i + 1;
    }
    this.at += found.length;
    return found;
  }
  place(): TextPlace {
    return { line: this.line, column: this.at - this.lineStart + 1 };
  }
  /** Skips the white space here and says how many line ends it held (two or more: a blank line) — without making a
   * string of it: a file of 10,000 games has a million spaces between its words. */
  skipSpace(): number {
    const { text } = this;
    let ends = 0;
    let at = this.at;
    for (; at < text.length; at++) {
      const code = text.charCodeAt(at);
      if (code === 10) {
        ends += 1;
        this.line += 1;
        this.lineStart = at + 1;
      } else if (!(
        code === 32 ||
        code === 9 ||
        code === 13 ||
        code === 12 ||
        code === 11 ||
        (code > 127 && /\s/.test(text[at]!))
      ))
        break;
    }
    this.at = at;
    return ends;
  }
  /** What `pattern` (sticky, on one line) matches here, taken; null, and nothing taken, when it does not match. */
  match(pattern: RegExp): RegExpExecArray | null {
    pattern.lastIndex = this.at;
    const found = pattern.exec(this.text);
    if (found) this.at += found[0].length;
    return found;
  }
  /** A word here: up to white space or one of `{}()[];$` (what /[^\s{}()[\];$]+/ takes), read by character codes as
   * skipSpace reads space — a file of 10,000 games has a million and a half words, and a pattern's match was an
   * array made for each. A word holds no line end, so no line is counted. */
  takeWord(): string {
    const { text } = this;
    const from = this.at;
    let at = from;
    while (at < text.length && !endsWord(text, at)) at++;
    this.at = at;
    return text.slice(from, at);
  }
  /** A move number here (`23.`, `23...`: digits, then dots, to the word's end), taken, and its value; null, and
   * nothing taken, for any other word. Read in place: a file of 10,000 games has 400,000 of them, and no string need
   * be made of one. */
  takeMoveNumber(): number | null {
    const { text } = this;
    let at = this.at;
    let value = 0;
    for (let code = text.charCodeAt(at); code >= 48 && code <= 57; code = text.charCodeAt(++at))
      value = value * 10 + code - 48;
    const digits = at - this.at;
    if (digits === 0 || text.charCodeAt(at) !== 46) return null;
    while (text.charCodeAt(at) === 46) at++;
    if (at < text.length && !endsWord(text, at)) return null;
    // Past fifteen digits the sum is no longer exact; the digits' own value is.
    if (digits > 15) value = Number(text.slice(this.at, this.at + digits));
    this.at = at;
    return value;
  }
  /** Skips the rest of the line (its line end stays, to be read as space). */
  skipLine(): void {
    this.take(/[^\n]*/y);
  }
  /** Skips `count` characters, counting the line ends among them. */
  skip(count: number): void {
    const end = Math.min(this.text.length, this.at + count);
    for (let i = this.text.indexOf('\n', this.at); i >= 0 && i < end; i = this.text.indexOf('\n', i + 1)) {
      this.line += 1;
      this.lineStart = i + 1;
    }
    this.at = end;
  }
}

/** Whether the character at `at` ends a word: white space or one of `{}()[];$` (what /[^\s{}()[\];$]+/ leaves out). */
function endsWord(text: string, at: number): boolean {
  const code = text.charCodeAt(at);
  if (code === 32 || (code >= 9 && code <= 13)) return true;
  // { } ( ) [ ] ; $
  if (code === 123 || code === 125 || code === 40 || code === 41 || code === 91 || code === 93 || code === 59)
    return true;
  return code === 36 || (code > 127 && /\s/.test(text[at]!));
}
