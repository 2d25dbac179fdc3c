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
  /** Where each tag stands (a FEN that is no position is said at its own line). */
  tagPlaces: Record<string, TextPlace>;
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

/** A game as it is being read: the places of its tags (a problem with one is said where it stands). */
interface OpenGame extends PdnGame {
  tagPlaces: Record<string, TextPlace>;
  broken: boolean;
}

/** The results a PDN game ends with: the FMJD's 2–0, 1–1, 0–2 and the chess-like 1–0, ½–½, 0–1; `*` unknown. */
export const PDN_RESULTS = ['2-0', '1-1', '0-2', '1-0', '0-1', '1/2-1/2', '0-0', '*'] as const;
const RESULT = /^(2-0|1-1|0-2|1-0|0-1|1\/2-1\/2|½-½|0-0|\*)$/;

/** A line whose quotes are not all closed: an odd number of them, escaped ones aside. */
function quotesLeftOpen(line: string): boolean {
  return (line.replace(/\\./g, '').match(/"/g)?.length ?? 0) % 2 === 1;
}

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
  let game: OpenGame | null = null;
  /** Where each variation still open began. */
  let open: TextPlace[] = [];
  let number: number | null = null;
  /** A blank line after a game's tags and before any move: more tags then begin another game. */
  let tagsEnded = false;

  const begin = (place: TextPlace) => {
    game = { ...place, tags: {}, tagPlaces: {}, moves: [], result: null, warnings: [], broken: false };
    open = [];
    number = null;
    tagsEnded = false;
  };
  const fail = (place: TextPlace, said: Phrase) => {
    errors.push({ ...place, said });
    if (game) game.broken = true;
  };
  const finish = () => {
    const done = game;
    game = null;
    if (!done) return;
    // A variation never closed would have taken the rest of the game with it.
    if (!done.broken && open.length > 0) {
      errors.push({ ...open[0]!, said: phrase('pdn.variationUnclosed') });
      done.broken = true;
    }
    open = [];
    if (done.broken) return;
    // No result after the moves: the Result tag's, if it gives one.
    if (done.result === null && done.moves.length > 0 && done.tags.Result && RESULT.test(done.tags.Result))
      done.result = done.tags.Result === '½-½' ? '1/2-1/2' : done.tags.Result;
    if (done.moves.length === 0 && done.result === null) {
      if (Object.keys(done.tags).length > 0)
        errors.push({ line: done.line, column: done.column, said: phrase('pdn.noMoves') });
      return;
    }
    const tagResult = done.tags.Result;
    if (tagResult !== undefined && done.result !== null && done.result !== '*' && tagResult !== '*') {
      if (!sameResult(tagResult, done.result))
        done.warnings.push({
          ...(done.tagPlaces.Result ?? done),
          said: phrase('pdn.resultDisagrees', { tag: tagResult, moves: done.result }),
        });
    }
    const { broken: _broken, ...kept } = done;
    games.push(kept);
  };

  while (!cursor.done) {
    const space = cursor.take(SPACE);
    if (space) {
      const current = game as OpenGame | null;
      if (current && current.moves.length === 0 && Object.keys(current.tags).length > 0 && /\n[ \t]*\n/.test(space))
        tagsEnded = true;
      continue;
    }
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
      const current = game as OpenGame | null;
      if (
        current &&
        (current.broken ||
          tagsEnded ||
          current.moves.length > 0 ||
          current.result !== null ||
          (name !== undefined && name in current.tags))
      )
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
      if (comment !== null && open.length === 0 && last)
        last.comment = last.comment ? `${last.comment} ${comment}` : comment;
      continue;
    }
    if (char === '(') {
      cursor.next();
      open.push(place);
      continue;
    }
    if (char === ')') {
      cursor.next();
      if (open.length === 0) fail(place, phrase('pdn.unexpected', { text: ')' }));
      else open.pop();
      continue;
    }
    if (char === '$') {
      cursor.next();
      while (/\d/.test(cursor.peek())) cursor.next();
      continue;
    }
    // Dashes a word processor made of hyphens are hyphens.
    const word = readWord(cursor).text.replace(/[—–−]/g, '-');
    if (open.length > 0) continue;
    // A result written straight after the last move ("12x21*", "32-28 2-0" aside).
    const glued = /^(.*\d)(\*)$/.exec(word);
    const text = glued ? glued[1]! : word;
    if (RESULT.test(text)) {
      current.result = text === '½-½' ? '1/2-1/2' : text;
      finish();
      continue;
    }
    const numbered = /^(\d+)(\.+)(.*)$/.exec(text);
    if (numbered) {
      number = Number(numbered[1]);
      if (numbered[3] === '') continue;
    }
    // "1. ... 17-22": the dots on their own say that Black moves next.
    if (/^\.+$/.test(text)) continue;
    const move = (numbered ? numbered[3]! : text).replace(/[!?]+$/, '');
    if (move === '') continue;
    // A move: squares joined by - : x, or the short form of a 64-square sheet ("cd4": the file, then the square).
    if (!/^[a-hA-H0-9]/.test(move) || (!/[-:x×]/i.test(move) && !/^[a-h][a-h][1-8]$/i.test(move))) {
      fail(place, phrase('pdn.unexpected', { text: word }));
      cursor.skipLine();
      continue;
    }
    const column = numbered ? place.column + numbered[1]!.length + numbered[2]!.length : place.column;
    current.moves.push({ line: place.line, column, number, text: move.replace(/×/g, 'x') });
    number = null;
    if (glued) {
      current.result = '*';
      finish();
    }
  }
  finish();
  // A game with tags and no moves is found only when the next one begins: the errors in the file's order.
  errors.sort((a, b) => a.line - b.line || a.column - b.column);
  return { games, errors };
}

/** `[Name "value"]` on one line — the value may hold a `]` ("Open [A]"); a line that ends before the tag is
 * closed is cut short. */
function readTag(
  cursor: Cursor,
  place: TextPlace,
  game: OpenGame,
  fail: (place: TextPlace, said: Phrase) => void,
): void {
  const line = cursor.take(/[^\n]*/y);
  // Quotes inside a value left unescaped ([Event "Cup "Riga""], common in real files): the value runs to the line's
  // last quote before its closing ].
  const tag =
    /^\[\s*([A-Za-z0-9_]+)\s+"((?:[^"\\]|\\.)*)"\s*\]/.exec(line) ??
    /^\[\s*([A-Za-z0-9_]+)\s+"(.*)"\s*\]\s*$/.exec(line);
  if (!tag) {
    fail(
      place,
      phrase(
        !/\]\s*$/.test(line) && (!line.includes(']') || quotesLeftOpen(line)) ? 'pdn.tagCutShort' : 'pdn.tagUnreadable',
        {
          text: line.trim(),
        },
      ),
    );
    return;
  }
  // What follows the tag on the same line is read again (another tag, or the moves).
  cursor.at -= line.length - tag[0].length;
  const [, name, value] = tag;
  if (name === 'Result' && !RESULT.test(value!.trim())) {
    fail(place, phrase('pdn.resultInvalid', { result: value! }));
    return;
  }
  game.tags[name!] = value!.replace(/\\(["\\])/g, '$1');
  game.tagPlaces[name!] = place;
}

/** `{…}`, which may span lines; a comment that runs into the next game's tags was never closed (said, and the
 * tags are read as the next game's). */
function readComment(cursor: Cursor, place: TextPlace, fail: (place: TextPlace, said: Phrase) => void): string | null {
  const rest = /\{[^}]*\}?/y;
  rest.lastIndex = cursor.at;
  const found = rest.exec(cursor.text)?.[0] ?? '{';
  const intoTags = /\n[ \t]*\[[A-Za-z0-9_]+\s+"/.exec(found);
  if (!found.endsWith('}') || intoTags) {
    const upTo = intoTags ? intoTags.index + 1 : found.length;
    cursor.take(new RegExp(`[\\s\\S]{${upTo}}`, 'y'));
    fail(place, phrase('pdn.commentUnclosed'));
    return null;
  }
  cursor.take(new RegExp(`[\\s\\S]{${found.length}}`, 'y'));
  return found.slice(1, -1).trim().replace(/\s+/g, ' ');
}

/** A move number, a move or a result. A move's squares may be padded after its separator (`1- 7`, `35x 4`). */
function readWord(cursor: Cursor): { text: string } {
  let text = cursor.take(WORD);
  // Padded squares: a word that ends in a separator after a square goes on after the spaces.
  while (/[a-hA-H0-9][-:x×]$/i.test(text) && !/^\d+\.+$/.test(text) && cursor.take(PADDING)) text += cursor.take(WORD);
  return { text };
}
