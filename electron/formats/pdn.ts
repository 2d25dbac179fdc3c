// Reading PDN (Portable Draughts Notation, PDN 3.0): the games of a file with their tag pairs, the main line's moves as
// written (each with its line and column), comments, and the result. Variations `( … )` — nested, with comments before
// their first move — NAGs (`$3`), `!`/`?` and `;` comments are read and set aside: the score sheet is the main line.
// Real files are looser than the standard, and are taken as their authors meant them: moves padded with spaces
// (`1- 7`, `35x 4`), a whole game on one line (`1.33-29`), `26...` for Black's moves, tabs and CRLF, results `2-0`,
// `1-1`, `0-2` beside `1-0`, `0-1`, `1/2-1/2`. What is really broken — a tag line cut short, a game with tags and no
// moves, a result that is none — is said with its line and column, and the games around it are still read.
import type { DraughtsVariant } from '#domain/draughts/board';
import { phrase, type Phrase } from '#domain/phrase';

/** A place in the file, counted from 1. */
export interface TextPlace {
  line: number;
  column: number;
}

export interface PdnMove extends TextPlace {
  /** The move number written before it, if any (`23.` or `23...`). */
  number: number | null;
  /** As written, the padding spaces taken out and the annotation (`!`, `?!`) apart. */
  text: string;
  /** The comment written after it (`{…}`), if any. */
  comment?: string;
}

export interface PdnGame extends TextPlace {
  /** The tag pairs in the order written (`Event`, `White`, `GameType`, …). */
  tags: Record<string, string>;
  /** The main line. */
  moves: PdnMove[];
  /** The result written after the moves (`2-0`, `1/2-1/2`, `*`), or null when the game ends without one. */
  result: string | null;
  /** What is wrong but does not stop the game from being read (a tag result that disagrees with the moves'). */
  warnings: (TextPlace & { said: Phrase })[];
}

export interface PdnReading {
  games: PdnGame[];
  /** Games that could not be read, each said at its place; the others are in `games`. */
  errors: (TextPlace & { said: Phrase })[];
}

/** The results a PDN game ends with: the FMJD's 2–0, 1–1, 0–2 and the chess-like 1–0, ½–½, 0–1; `*` unknown. */
export const PDN_RESULTS = ['2-0', '1-1', '0-2', '1-0', '0-1', '1/2-1/2', '0-0', '*'] as const;
const RESULT = /^(2-0|1-1|0-2|1-0|0-1|1\/2-1\/2|½-½|0-0|\*)$/;

/** The same result in any of its spellings: 2-0 = 1-0, 1-1 = 1/2-1/2 = ½-½, 0-2 = 0-1. */
export function sameResult(a: string, b: string): boolean {
  const norm = (r: string) =>
    ({ '2-0': 'w', '1-0': 'w', '0-2': 'b', '0-1': 'b', '1-1': 'd', '1/2-1/2': 'd', '½-½': 'd' })[r] ?? r;
  return norm(a) === norm(b);
}

/** The variant a game's `GameType` tag names: 25 Russian draughts, 20 100-square (international) draughts. */
export function variantOfGameType(tag: string | undefined): DraughtsVariant | null {
  const type = tag?.split(',')[0]?.trim();
  return type === '25' ? 'russian' : type === '20' ? 'international' : null;
}

/** A reader of the text that knows where it is: the line counted as it passes line ends, the column from where the
 * line began (a file of 10,000 games is read in a blink, not a character at a time). */
class Cursor {
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
  /** Skips to the start of the next line. */
  skipLine(): void {
    this.take(/[^\n]*/y);
  }
}

const SPACE = /\s+/y;
const WORD = /[^\s{}()[\];$]+/y;
const PADDING = /[ \t]+(?=[a-hA-H0-9])/y;

/** Reads every game of a PDN text. */
export function readPdn(text: string): PdnReading {
  const cursor = new Cursor(text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n'));
  const games: PdnGame[] = [];
  const errors: PdnReading['errors'] = [];
  let game: (PdnGame & { broken: boolean; resultTag?: TextPlace }) | null = null;
  let depth = 0;
  let number: number | null = null;

  const begin = (place: TextPlace) => {
    game = { ...place, tags: {}, moves: [], result: null, warnings: [], broken: false };
    depth = 0;
    number = null;
  };
  const fail = (place: TextPlace, said: Phrase) => {
    errors.push({ ...place, said });
    if (game) game.broken = true;
  };
  const finish = () => {
    const done = game;
    game = null;
    if (!done) return;
    if (done.broken) return;
    if (done.moves.length === 0 && done.result === null) {
      if (Object.keys(done.tags).length > 0)
        errors.push({ line: done.line, column: done.column, said: phrase('pdn.noMoves') });
      return;
    }
    const tagResult = done.tags.Result;
    if (tagResult !== undefined && done.result !== null && done.result !== '*' && tagResult !== '*') {
      if (!sameResult(tagResult, done.result))
        done.warnings.push({
          ...(done.resultTag ?? done),
          said: phrase('pdn.resultDisagrees', { tag: tagResult, moves: done.result }),
        });
    }
    const { broken: _broken, resultTag: _place, ...kept } = done;
    games.push(kept);
  };

  while (!cursor.done) {
    if (cursor.take(SPACE)) continue;
    const char = cursor.peek();
    const place = cursor.place();
    // An escape line (`%` in the first column) and a rest-of-line comment.
    if ((char === '%' && place.column === 1) || char === ';') {
      cursor.skipLine();
      continue;
    }
    if (char === '[') {
      // Tags after moves begin the next game, even where the last one had no result; so does a tag the game has
      // already (a second Event): the game before had tags and no moves.
      const name = /^\[\s*([A-Za-z0-9_]+)/.exec(cursor.text.slice(cursor.at, cursor.at + 64))?.[1];
      const open = game as PdnGame | null;
      if (open && (open.moves.length > 0 || open.result !== null || (name !== undefined && name in open.tags)))
        finish();
      if (!game) begin(place);
      readTag(cursor, place, game!, fail);
      continue;
    }
    if (!game) begin(place);
    const current = game!;
    if (char === '{') {
      const comment = readComment(cursor, place, fail);
      const last = current.moves.at(-1);
      if (comment !== null && depth === 0 && last) last.comment = last.comment ? `${last.comment} ${comment}` : comment;
      continue;
    }
    if (char === '(') {
      cursor.next();
      depth += 1;
      continue;
    }
    if (char === ')') {
      cursor.next();
      if (depth === 0) fail(place, phrase('pdn.unexpected', { text: ')' }));
      else depth -= 1;
      continue;
    }
    if (char === '$') {
      cursor.next();
      while (/\d/.test(cursor.peek())) cursor.next();
      continue;
    }
    const word = readWord(cursor);
    if (depth > 0) continue;
    if (RESULT.test(word.text)) {
      current.result = word.text === '½-½' ? '1/2-1/2' : word.text;
      finish();
      continue;
    }
    const numbered = /^(\d+)(\.+)(.*)$/.exec(word.text);
    if (numbered) {
      number = Number(numbered[1]);
      if (numbered[3] === '') continue;
    }
    const move = (numbered ? numbered[3]! : word.text).replace(/[!?]+$/, '');
    if (move === '') continue;
    if (!/^[a-hA-H0-9]/.test(move) || !/[-:x×]/i.test(move)) {
      fail(place, phrase('pdn.unexpected', { text: word.text }));
      cursor.skipLine();
      continue;
    }
    const column = numbered ? place.column + numbered[1]!.length + numbered[2]!.length : place.column;
    current.moves.push({ line: place.line, column, number, text: move.replace(/×/g, 'x') });
    number = null;
  }
  finish();
  // A game with tags and no moves is found only when the next one begins: the errors in the file's order.
  errors.sort((a, b) => a.line - b.line || a.column - b.column);
  return { games, errors };
}

/** `[Name "value"]` on one line; a line that ends before its `]` is cut short. */
function readTag(
  cursor: Cursor,
  place: TextPlace,
  game: PdnGame & { resultTag?: TextPlace },
  fail: (place: TextPlace, said: Phrase) => void,
): void {
  cursor.next();
  const line = cursor.take(/[^\n\]]*/y);
  if (cursor.peek() !== ']') {
    fail(place, phrase('pdn.tagCutShort'));
    return;
  }
  cursor.next();
  const tag = /^\s*([A-Za-z0-9_]+)\s+"((?:[^"\\]|\\.)*)"\s*$/.exec(line);
  if (!tag) {
    fail(place, phrase('pdn.tagUnreadable', { text: `[${line}]` }));
    return;
  }
  const [, name, value] = tag;
  if (name === 'Result') {
    if (!RESULT.test(value!.trim())) {
      fail(place, phrase('pdn.resultInvalid', { result: value! }));
      return;
    }
    game.resultTag = place;
  }
  game.tags[name!] = value!.replace(/\\(["\\])/g, '$1');
}

/** `{…}`, which may span lines; null (and said) when it is never closed. */
function readComment(cursor: Cursor, place: TextPlace, fail: (place: TextPlace, said: Phrase) => void): string | null {
  cursor.next();
  const text = cursor.take(/[^}]*/y);
  if (cursor.done) {
    fail(place, phrase('pdn.commentUnclosed'));
    return null;
  }
  cursor.next();
  return text.trim().replace(/\s+/g, ' ');
}

/** A move number, a move or a result. A move's squares may be padded after its separator (`1- 7`, `35x 4`). */
function readWord(cursor: Cursor): { text: string } {
  let text = cursor.take(WORD);
  // Padded squares: a word that ends in a separator after a square goes on after the spaces.
  while (/[a-hA-H0-9][-:x×]$/i.test(text) && !/^\d+\.+$/.test(text) && cursor.take(PADDING)) text += cursor.take(WORD);
  return { text };
}
