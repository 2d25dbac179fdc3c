// Reading PDN (Portable Draughts Notation, PDN 3.0): the games of a file with their tag pairs, the main line's moves as
// written (each with its line and column), comments, and the result. Variations `( … )` — nested, with comments before
// their first move — NAGs (`$3`), `!`/`?` and `;` comments are read and set aside: the score sheet is the main line.
// Real files are looser than the standard, and are taken as their authors meant them: moves padded with spaces
// (`1- 7`, `35x 4`), a whole game on one line (`1.33-29`), `26...` for Black's moves, tabs and CRLF, results `2-0`,
// `1-1`, `0-2` beside `1-0`, `0-1`, `1/2-1/2`. What is really broken — a tag line cut short, a game with tags and no
// moves, a result that is none — is said with its line and column, and the games around it are still read.
import type { DraughtsVariant } from '#domain/draughts/board';
import { phrase, type Phrase } from '#domain/phrase';
import { Cursor } from './pdn-cursor';

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

/** The largest PDN file `pdn` checks: about 25,000 games. The reader keeps every move it reads, up to some forty-five
 * times the bytes it came in (a file of games one move long), so the bound keeps a reading under 500 MB — in a
 * process of its own, the command's. */
export const MAX_PDN_BYTES = 10_000_000;
/** The largest PDN text read into a tournament (games import, in the app's own process, which it must not hold up for
 * long): a 20-player double round robin's 380 games are about 400 KB; this is five times that. */
export const MAX_GAMES_IMPORT_LENGTH = 2_000_000;

/** The results a PDN game ends with: the FMJD's 2–0, 1–1, 0–2 and the chess-like 1–0, ½–½, 0–1; `*` unknown. */
export const PDN_RESULTS = ['2-0', '1-1', '0-2', '1-0', '0-1', '1/2-1/2', '0-0', '*'] as const;
const RESULT = /^(2-0|1-1|0-2|1-0|0-1|1\/2-1\/2|½-½|0-0|\*)$/;

/** Whether a short word can be a result at all (RESULT says whether it is one): `*`, `½-½`, or a dash or slash second. */
function mayBeResult(word: string): boolean {
  const second = word.charCodeAt(1);
  return second === 45 || second === 47 || word === '*' || word.charCodeAt(0) === 0xbd;
}

/** Whether a word is digits joined by `-`, `x` or `:` and nothing else (`32-28`, `24x33x44`): a move as the general
 * reading below would take it, unchanged (no dash to mend, no number, no annotation, no `×`). */
function isPlainMove(word: string): boolean {
  let joined = false;
  let afterDigit = false;
  for (let at = 0; at < word.length; at++) {
    const code = word.charCodeAt(at);
    if (code >= 48 && code <= 57) afterDigit = true;
    else if ((code === 45 || code === 120 || code === 58) && afterDigit) {
      afterDigit = false;
      joined = true;
    } else return false;
  }
  return joined && afterDigit;
}

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

/** The dashes a word processor makes of a hyphen. */
const DASHES = /[—–−]/;
const DASHES_ALL = /[—–−]/g;
const PADDING = /[ \t]+(?=[a-hA-H0-9])/y;

/** Reads every game of a PDN text. */
export function readPdn(text: string): PdnReading {
  return readPdnEach(text, (game) => game);
}

/** Reads every game of a PDN text, each handed to `take` as soon as it is read whole; what `take` makes of it is kept
 * in its place. `kabe-arbiter pdn` checks each game there and keeps a few lines of it: the moves of 10,000 games, kept
 * until the last is read, were 80 MB for the collector to copy and mark (docs/performance.md). */
export function readPdnEach<T>(text: string, take: (game: PdnGame) => T): { games: T[]; errors: PdnReading['errors'] } {
  // Line ends made one (a file from Windows has \r\n); a file without a \r is not copied for nothing (7 MB for 10,000
  // games).
  const unmarked = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const cursor = new Cursor(unmarked.includes('\r') ? unmarked.replace(/\r\n?/g, '\n') : unmarked);
  const games: T[] = [];
  const errors: PdnReading['errors'] = [];
  let game: OpenGame | null = null;
  /** How deep the variations still open go, and where the outermost began (a count, not a list: a hostile file of
   * a million `(` would otherwise hold a million places). */
  let depth = 0;
  let outermost: TextPlace | null = null;
  let number: number | null = null;
  /** Whether the game being read has a tag yet (asked at every space: counting its tags there was quadratic). */
  let tagged = false;
  /** A blank line after a game's tags and before any move: more tags then begin another game. */
  let tagsEnded = false;

  const begin = (place: TextPlace) => {
    game = {
      line: place.line,
      column: place.column,
      tags: {},
      tagPlaces: {},
      moves: [],
      result: null,
      warnings: [],
      broken: false,
    };
    depth = 0;
    outermost = null;
    number = null;
    tagsEnded = false;
    tagged = false;
  };
  // A game that cannot be read is said once, at its first fault: what follows in it is read past, not listed (a file
  // of a million stray characters gives one message per game, not a million).
  const fail = (place: TextPlace, said: Phrase) => {
    if (game?.broken) return;
    errors.push({ ...place, said });
    if (game) game.broken = true;
  };
  const finish = () => {
    const done = game;
    game = null;
    if (!done) return;
    // A variation never closed would have taken the rest of the game with it.
    if (!done.broken && outermost !== null) {
      errors.push({ ...(outermost as TextPlace), said: phrase('pdn.variationUnclosed') });
      done.broken = true;
    }
    depth = 0;
    outermost = null;
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
    games.push(take(kept));
  };

  let lastAt = -1;
  while (!cursor.done) {
    const spaceAt = cursor.at;
    const lineEnds = cursor.skipSpace();
    if (cursor.at > spaceAt) {
      const current = game as OpenGame | null;
      // A blank line: two line ends with nothing but white space between them.
      if (current && current.moves.length === 0 && tagged && lineEnds >= 2) tagsEnded = true;
      // What follows the space is read in the same turn, not in a turn of its own: a file of 10,000 games has a
      // million runs of space, and each was a turn through the loop's tests.
      if (cursor.done) break;
    }
    // Every turn reads at least one character past its space. Should one ever stand still, the character is said and
    // passed: a reader that stands still spins forever, and in the app that is the arbiter's window.
    if (cursor.at === lastAt) {
      fail(cursor.place(), phrase('pdn.unexpected', { text: cursor.peek() }));
      cursor.next();
      continue;
    }
    lastAt = cursor.at;
    const char = cursor.peek();
    // Where the token begins; made into a place only where one is kept or said (a move keeps its numbers).
    const placeLine = cursor.line;
    const placeColumn = cursor.at - cursor.lineStart + 1;
    // An escape line (`%` in the first column) and a rest-of-line comment.
    if ((char === '%' && placeColumn === 1) || char === ';') {
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
          (name !== undefined && Object.hasOwn(current.tags, name)))
      )
        finish();
      if (!game) begin({ line: placeLine, column: placeColumn });
      if (readTag(cursor, { line: placeLine, column: placeColumn }, game!, fail)) tagged = true;
      continue;
    }
    if (!game) begin({ line: placeLine, column: placeColumn });
    const current = game!;
    if (char === '{') {
      const comment = readComment(cursor, { line: placeLine, column: placeColumn }, fail);
      const last = current.moves.at(-1);
      if (comment !== null && depth === 0 && last) last.comment = last.comment ? `${last.comment} ${comment}` : comment;
      continue;
    }
    if (char === '(') {
      cursor.next();
      if (depth === 0) outermost = { line: placeLine, column: placeColumn };
      depth += 1;
      continue;
    }
    if (char === ')') {
      cursor.next();
      if (depth === 0) fail({ line: placeLine, column: placeColumn }, phrase('pdn.unexpected', { text: ')' }));
      else if (--depth === 0) outermost = null;
      continue;
    }
    // A closing brace or bracket with nothing open: a stray character, said where it stands; the rest of its line is
    // passed over as an unreadable word's is.
    if (char === '}' || char === ']') {
      fail({ line: placeLine, column: placeColumn }, phrase('pdn.unexpected', { text: char }));
      cursor.skipLine();
      continue;
    }
    if (char === '$') {
      cursor.next();
      while (/\d/.test(cursor.peek())) cursor.next();
      continue;
    }
    // Most words of a score sheet are a move number (`23.`) or a plain move (`32-28`, `24x33x44`): read by their
    // character codes, they are taken here as the patterns below would take them, without trying each pattern (and
    // a number without a string made of it).
    const numberHere = cursor.takeMoveNumber();
    if (numberHere !== null) {
      if (depth === 0) number = numberHere;
      continue;
    }
    const read = readWord(cursor);
    if (depth > 0) continue;
    if (isPlainMove(read) && !(read.length <= 7 && mayBeResult(read) && RESULT.test(read))) {
      current.moves.push({ line: placeLine, column: placeColumn, number, text: read });
      number = null;
      continue;
    }
    // Dashes a word processor made of hyphens are hyphens.
    const word = DASHES.test(read) ? read.replace(DASHES_ALL, '-') : read;
    // A result written straight after the last move ("12x21*", "32-28 2-0" aside).
    const glued = word.endsWith('*') ? /^(.*\d)(\*)$/.exec(word) : null;
    const text = glued ? glued[1]! : word;
    // A result is seven characters at most (1/2-1/2), and its second character is a dash or a slash, or it is * or ½-½:
    // looked at before the pattern, which most words (moves) would otherwise be tried against.
    if (text.length <= 7 && mayBeResult(text) && RESULT.test(text)) {
      current.result = text === '½-½' ? '1/2-1/2' : text;
      finish();
      continue;
    }
    const numbered = text.includes('.') ? /^(\d+)(\.+)(.*)$/.exec(text) : null;
    if (numbered) {
      number = Number(numbered[1]);
      if (numbered[3] === '') continue;
    }
    // "1. ... 17-22": the dots on their own say that Black moves next.
    if (text.charCodeAt(0) === 46 && /^\.+$/.test(text)) continue;
    const written = numbered ? numbered[3]! : text;
    const last = written.charCodeAt(written.length - 1);
    const move = last === 33 || last === 63 ? written.replace(/[!?]+$/, '') : written;
    if (move === '') continue;
    // A move: squares joined by - : x, or the short form of a 64-square sheet ("cd4": the file, then the square).
    if (!/^[a-hA-H0-9]/.test(move) || (!/[-:x×]/i.test(move) && !/^[a-h][a-h][1-8]$/i.test(move))) {
      fail({ line: placeLine, column: placeColumn }, phrase('pdn.unexpected', { text: shortened(word) }));
      cursor.skipLine();
      continue;
    }
    const column = numbered ? placeColumn + numbered[1]!.length + numbered[2]!.length : placeColumn;
    current.moves.push({ line: placeLine, column, number, text: move.includes('×') ? move.replace(/×/g, 'x') : move });
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

/** A tag read where it stands, to its closing `]` on the same line (what follows on the line — another tag, the moves
 * — is read next, never read again: a line of 100,000 tags is read once); the value's quotes escaped or not. */
const TAG = /\[[^\S\n]*([A-Za-z0-9_]+)[^\S\n]+"((?:[^"\\\n]|\\[^\n])*)"[^\S\n]*\]/y;
/** Quotes inside a value left unescaped ([Event "Cup "Riga""], common in real files): the value runs to the line's
 * last quote before its closing `]`, which ends the line. */
const LOOSE_TAG = /\[[^\S\n]*([A-Za-z0-9_]+)[^\S\n]+"([^\n]*)"[^\S\n]*\][^\S\n]*(?=\n|$)/y;

/** `[Name "value"]` on one line — the value may hold a `]` ("Open [A]"); a line that ends before the tag is
 * closed is cut short. Whether a tag was read. */
function readTag(
  cursor: Cursor,
  place: TextPlace,
  game: OpenGame,
  fail: (place: TextPlace, said: Phrase) => void,
): boolean {
  const tag = cursor.match(TAG) ?? cursor.match(LOOSE_TAG);
  if (!tag) {
    const line = cursor.take(/[^\n]*/y);
    fail(
      place,
      phrase(
        !/\]\s*$/.test(line) && (!line.includes(']') || quotesLeftOpen(line)) ? 'pdn.tagCutShort' : 'pdn.tagUnreadable',
        { text: shortened(line.trim()) },
      ),
    );
    return false;
  }
  const [, name, value] = tag;
  if (name === 'Result' && !RESULT.test(value!.trim())) {
    fail(place, phrase('pdn.resultInvalid', { result: value! }));
    return false;
  }
  game.tags[name!] = value!.includes('\\') ? value!.replace(/\\(["\\])/g, '$1') : value!;
  game.tagPlaces[name!] = place;
  return true;
}

/** A comment to its `}`, or up to the line where the next game's tags begin: the scan stops there, so that a file
 * of unclosed comments is read once, not once for each of them. */
const COMMENT = /\{(?:[^}\n]|\n(?![ \t]*\[[A-Za-z0-9_]+\s+"))*\}?/y;

/** `{…}`, which may span lines; a comment that runs into the next game's tags was never closed (said, and the
 * tags are read as the next game's). */
function readComment(cursor: Cursor, place: TextPlace, fail: (place: TextPlace, said: Phrase) => void): string | null {
  const found = cursor.take(COMMENT);
  if (!found.endsWith('}')) {
    fail(place, phrase('pdn.commentUnclosed'));
    return null;
  }
  return found.slice(1, -1).trim().replace(/\s+/g, ' ');
}

/** A word as a message quotes it: a word of a thousand characters is not a move, and its first forty say so. */
function shortened(word: string): string {
  return word.length > 40 ? `${word.slice(0, 40)}…` : word;
}

/** A move number, a move or a result. A move's squares may be padded after its separator (`1- 7`, `35x 4`). */
function readWord(cursor: Cursor): string {
  const first = cursor.takeWord();
  // A number ("23." or "23...") and a word that ends in no separator go on to nothing more: most words.
  if (!pieceGoesOn(first) || /^\d+\.+$/.test(first)) return first;
  // Padded squares: a word that ends in a separator after a square goes on after the spaces. Only the last piece is
  // looked at (a piece after padding begins with a square, so a separator ending the word ends the piece), and the
  // pieces are joined once: a word padded a million times is read once.
  const pieces = [first];
  while (pieceGoesOn(pieces.at(-1)!) && cursor.take(PADDING)) pieces.push(cursor.takeWord());
  return pieces.join('');
}

/** Whether a piece of a move ends in a separator after a square: padding may follow ("32 - 28"). By its last two
 * characters' codes: asked of every word of a file, where a pattern anchored at the end was a scan of each. */
function pieceGoesOn(piece: string): boolean {
  const last = piece.charCodeAt(piece.length - 1);
  if (!(last === 45 || last === 58 || last === 120 || last === 88 || last === 0xd7)) return false;
  const square = piece.charCodeAt(piece.length - 2);
  return (square >= 48 && square <= 57) || (square >= 97 && square <= 104) || (square >= 65 && square <= 72);
}
