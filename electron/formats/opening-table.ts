// An opening table of draw, as Kabe Arbiter reads one (docs/openings.md): a first line that names the format, a
// header of "field: value" lines, an empty line, then one ballot a line — its id, `moves` or `relocation`, the ballot
// as the table writes it, and the position it gives, as four fields separated by tabs:
//
//   # Kabe Arbiter opening table
//   id: fmjd-64
//   name: FMJD table of draw, Russian draughts (64 squares)
//   variant: russian
//   source: …
//
//   1-I	moves	ab4 ba5 ba3 ab6 ab2 dc5	W:W17,21,…:B1,2,…
//   11-IV	relocation	a1-a5 a7-h4	W:W13,21,…:B1,…
//
// Every ballot is played or placed from the start by the rules engine (draughts/ballot.ts) and must reach the
// position the table gives: a table is never taken on trust. Generous in what it reads (a byte-order mark, CRLF, move
// numbers, §14's short or full notation, squares as numbers or names, fields apart by two spaces where a program
// turned the tabs into spaces), exact in what it reports (the line and the column), and bounded on any bytes.
import { applyBallot, ballotMoves, type Ballot } from '#domain/draughts/ballot';
import type { DraughtsVariant } from '#domain/draughts/board';
import { formatFen, NotationError, parseFen } from '#domain/draughts/notation';
import { phrase, type Phrase } from '#domain/phrase';

export const OPENING_TABLE_FIRST_LINE = '# Kabe Arbiter opening table';
/** The largest table read: the FMJD's table of draw for 64 squares is 60 KB. */
export const MAX_OPENING_TABLE_BYTES = 2_000_000;
/** Tables of draw hold hundreds of ballots (the Estonian one about 800). */
export const MAX_BALLOTS = 3000;
/** A ballot's line: an opening of a few moves and a position of at most 40 pieces. */
const MAX_LINE = 400;
/** A table with this many faults is said to be one with faults; the rest are not listed. */
const MAX_PROBLEMS = 50;

const HEADER_FIELDS = ['id', 'name', 'variant', 'source', 'numbering', 'note'] as const;
/** A table's id: letters, digits, and . _ - inside, at most 60 ("fmjd-64", "ekl-2012"). */
const TABLE_ID = /^[\p{L}\p{N}][\p{L}\p{N}._-]{0,59}$/u;
/** A header's value: a name or a source fits on a line of the screen. */
const HEADER_VALUE_MAX = 300;
const REQUIRED_FIELDS = ['id', 'name', 'variant', 'source'] as const;
/** Notes a header may have. */
const MAX_NOTES = 20;
/** A control character other than the tab, or a mark that reverses the text's direction (U+202A–U+202E,
 * U+2066–U+2069). */
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTER = /[\u0000-\u0008\u000b-\u001f\u007f\u202a-\u202e\u2066-\u2069]/;

export interface OpeningBallot {
  id: string;
  kind: Ballot['kind'];
  /** The ballot as the table writes it ("ab4 ba5 ba3 ab6 ab2 dc5", "a1-a5 a7-h4"). */
  written: string;
  /** A ballot of moves in full notation with its numbers ("1. a3-b4 b6-a5 2. …"); null for a relocation. */
  moves: string | null;
  /** The position it gives, in PDN FEN with squares by name, side to move first. */
  fen: string;
  /** Its line in the table's text. */
  line: number;
}

export interface OpeningTable {
  id: string;
  name: string;
  variant: DraughtsVariant;
  source: string;
  /** How the table numbers squares, when it does ("1 = b8, 4 = h8, 29 = a1, 32 = g1"). */
  numbering: string | null;
  notes: string[];
  ballots: OpeningBallot[];
}

/** One fault of a table: where it is, and what it is as a phrase. */
export interface OpeningTableProblem {
  line: number;
  column: number;
  said: Phrase;
}

export class OpeningTableError extends Error {
  constructor(readonly problems: OpeningTableProblem[]) {
    super(problems.map((p) => `${p.line}:${p.column} ${p.said.key} ${JSON.stringify(p.said.params)}`).join('; '));
    this.name = 'OpeningTableError';
  }
}

/** A 64-square position with its squares numbered as draughts programs number them (1 = b8 … 32 = g1): by name. */
function squaresByName(variant: DraughtsVariant, fen: string): string {
  if (variant !== 'russian') return fen;
  // Square n: rank 8 − ⌊(n−1)/4⌋, and within the rank the (n−1) mod 4-th dark square from the a-file.
  const named = (n: number) => {
    const row = Math.floor((n - 1) / 4);
    const file = ((n - 1) % 4) * 2 + (row % 2 === 0 ? 1 : 0);
    return `${String.fromCharCode(97 + file)}${8 - row}`;
  };
  return fen.replace(/(^|[:,])(K?)(\d{1,2})(?=,|:|$)/gi, (all, before: string, king: string, digits: string) => {
    const n = Number(digits);
    return n >= 1 && n <= 32 ? `${before}${king}${named(n)}` : all;
  });
}

/** The fields of a ballot's line with the column each begins at: split at tabs, or at two spaces or more. */
function fieldsOf(line: string): { text: string; column: number }[] {
  const separator = line.includes('\t') ? /\t+/g : /\s{2,}/g;
  const fields: { text: string; column: number }[] = [];
  let start = 0;
  for (const match of line.matchAll(separator)) {
    fields.push({ text: line.slice(start, match.index), column: start + 1 });
    start = match.index + match[0].length;
  }
  fields.push({ text: line.slice(start), column: start + 1 });
  return fields
    .map((field) => ({
      text: field.text.trim(),
      column: field.column + (field.text.length - field.text.trimStart().length),
    }))
    .filter((field, index) => field.text !== '' || index === 0);
}

/** A stored table's source and notes from its header alone (it was checked whole when loaded): what the list of
 * tables shows, without playing its ballots. */
export function openingTableHeader(text: string): { source: string; notes: string[] } {
  let source = '';
  const notes: string[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  for (const line of lines.slice(lines.findIndex((l) => l.trim() !== '') + 1)) {
    if (line.trim() === '') break;
    const colon = line.indexOf(':');
    const field = line.slice(0, colon).trim().toLowerCase();
    if (field === 'source') source = line.slice(colon + 1).trim();
    if (field === 'note') notes.push(line.slice(colon + 1).trim());
  }
  return { source, notes };
}

/** Reads and checks a table; every fault it finds (up to fifty) is thrown together, each at its line and column. */
export function readOpeningTable(text: string): OpeningTable {
  const fail = (line: number, column: number, said: Phrase): never => {
    throw new OpeningTableError([{ line, column, said }]);
  };
  if (text.length > MAX_OPENING_TABLE_BYTES) fail(1, 1, phrase('openings.tooLarge', { max: 2 }));
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  // Control characters (ESC, NUL …) and the marks that turn text around (U+202E) are refused here as everywhere a
  // text comes in: they would reach the screens, the printouts and the terminal as they are.
  lines.forEach((line, index) => {
    const bad = UNSAFE_CHARACTER.exec(line);
    if (bad)
      fail(
        index + 1,
        bad.index + 1,
        phrase('openings.controlCharacter', {
          code: `U+${bad[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`,
        }),
      );
  });
  const first = lines.findIndex((line) => line.trim() !== '');
  if (first < 0 || lines[first]!.trim().toLowerCase() !== OPENING_TABLE_FIRST_LINE.toLowerCase())
    fail(Math.max(first, 0) + 1, 1, phrase('openings.notTable'));

  const header: Partial<Record<(typeof HEADER_FIELDS)[number], string>> = {};
  /** Where each header field's value stands: its line and column. */
  const placeOf: Partial<Record<(typeof HEADER_FIELDS)[number], [number, number]>> = {};
  const notes: string[] = [];
  const problems: OpeningTableProblem[] = [];
  const problem = (line: number, column: number, said: Phrase) => {
    if (problems.length < MAX_PROBLEMS) problems.push({ line, column, said });
  };
  let at = first + 1;
  // The header: "field: value" lines up to the first empty line.
  for (; at < lines.length && lines[at]!.trim() !== ''; at++) {
    const line = lines[at]!;
    if (line.trimStart().startsWith('#')) continue;
    const colon = line.indexOf(':');
    const field = (colon < 0 ? line : line.slice(0, colon)).trim().toLowerCase();
    if (colon < 0 || !(HEADER_FIELDS as readonly string[]).includes(field)) {
      problem(at + 1, 1, phrase('openings.headerUnknown', { field: field.slice(0, 40) }));
      continue;
    }
    const value = line.slice(colon + 1).trim();
    placeOf[field as (typeof HEADER_FIELDS)[number]] = [
      at + 1,
      line.length - line.slice(colon + 1).trimStart().length + 1,
    ];
    if (field === 'note') {
      // Notes are lines for the screen: as short as a header's value, and a few of them.
      if (value.length > HEADER_VALUE_MAX)
        problem(at + 1, 1, phrase('openings.headerTooLong', { field, max: HEADER_VALUE_MAX }));
      if (notes.length >= MAX_NOTES) problem(at + 1, 1, phrase('openings.notesTooMany', { max: MAX_NOTES }));
      notes.push(value);
    } else if (header[field as Exclude<(typeof HEADER_FIELDS)[number], 'note'>] !== undefined)
      // A second "id:" (or name, variant …) would silently replace the first.
      problem(at + 1, 1, phrase('openings.headerTwice', { field }));
    else header[field as Exclude<(typeof HEADER_FIELDS)[number], 'note'>] = value;
  }
  // A field the header lacks is said where the header ends (its empty line).
  const headerEnd = at + 1;
  for (const field of REQUIRED_FIELDS)
    if (!header[field]) problem(headerEnd, 1, phrase('openings.headerMissing', { field }));
  // The id names the table in the store and on the command line: a short word, as the contract takes it.
  if (header.id !== undefined && !TABLE_ID.test(header.id))
    problem(...placeOf.id!, phrase('openings.idInvalid', { text: header.id.slice(0, 80) }));
  for (const field of ['name', 'source', 'numbering'] as const)
    if ((header[field]?.length ?? 0) > HEADER_VALUE_MAX)
      problem(...placeOf[field]!, phrase('openings.headerTooLong', { field, max: HEADER_VALUE_MAX }));
  const variant = header.variant?.toLowerCase();
  if (variant !== undefined && variant !== 'russian' && variant !== 'international')
    problem(...placeOf.variant!, phrase('openings.variantInvalid', { text: header.variant!.slice(0, 40) }));
  if (problems.length > 0) throw new OpeningTableError(problems);

  const board = variant as DraughtsVariant;
  const ballots: OpeningBallot[] = [];
  const lineOf = new Map<string, number>();
  for (; at < lines.length; at++) {
    const line = lines[at]!;
    const number = at + 1;
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (line.length > MAX_LINE) {
      problem(number, MAX_LINE + 1, phrase('openings.lineTooLong', { max: MAX_LINE }));
      continue;
    }
    if (lineOf.size >= MAX_BALLOTS) {
      problem(number, 1, phrase('openings.tooManyBallots', { max: MAX_BALLOTS }));
      break;
    }
    const fields = fieldsOf(line);
    if (fields.length !== 4) {
      problem(number, 1, phrase('openings.fieldCount', { count: fields.length }));
      continue;
    }
    const [id, kind, written, position] = fields as [Field, Field, Field, Field];
    if (lineOf.has(id.text)) {
      problem(number, id.column, phrase('openings.idTwice', { id: id.text, first: lineOf.get(id.text)! }));
      continue;
    }
    lineOf.set(id.text, number);
    const checked = checkBallot(board, id.text, kind, written, position, number);
    if ('problem' in checked) problem(checked.problem.line, checked.problem.column, checked.problem.said);
    else ballots.push(checked.ballot);
  }
  if (problems.length > 0) throw new OpeningTableError(problems);
  if (ballots.length === 0) fail(lines.length, 1, phrase('openings.noBallots'));
  return {
    id: header.id!,
    name: header.name!,
    variant: board,
    source: header.source!,
    numbering: header.numbering ?? null,
    notes,
    ballots,
  };
}

type Field = { text: string; column: number };

/** One ballot played or placed, and its position compared with the table's. */
function checkBallot(
  variant: DraughtsVariant,
  id: string,
  kind: Field,
  written: Field,
  position: Field,
  line: number,
): { ballot: OpeningBallot } | { problem: OpeningTableProblem } {
  const at = (field: Field, said: Phrase) => ({ problem: { line, column: field.column, said } });
  let ballot: Ballot;
  if (kind.text === 'moves') ballot = { kind: 'moves', moves: ballotMoves(written.text) };
  else if (kind.text === 'relocation') {
    const sides = written.text.split(/\s+/);
    if (sides.length !== 2) return at(written, phrase('openings.relocationInvalid', { id, text: written.text }));
    ballot = { kind: 'relocation', white: sides[0]!, black: sides[1]! };
  } else return at(kind, phrase('openings.kindInvalid', { text: kind.text.slice(0, 40) }));

  let given;
  try {
    given = parseFen(variant, squaresByName(variant, position.text));
  } catch (error) {
    if (!(error instanceof NotationError)) throw error;
    return at(position, phrase('openings.positionUnreadable', { id, text: position.text.slice(0, 120) }));
  }
  const outcome = applyBallot(variant, ballot, id);
  if ('fault' in outcome) return at(written, outcome.fault);
  const reached = formatFen(outcome.position);
  if (reached !== formatFen(given))
    return at(position, phrase('openings.positionDiffers', { id, reached, given: formatFen(given) }));
  return {
    ballot: { id, kind: ballot.kind, written: written.text, moves: outcome.fullMoves, fen: reached, line },
  };
}
