// A drawn opening ("ballot"): the position a game of a micro-match starts from. The FMJD's table of draw for Russian
// draughts has two kinds of ballot. Most are the first two or three moves of both sides ("1. ab4 ba5 2. ba3 ab6 3.
// ab2 dc5"), played from the initial position (§6) under the rules of play (§7–§11). The others are relocations: one
// White man and one Black man moved on the initial position to other squares ("a1-a5 a7-h4"; "-----" for a side
// that changes nothing), White to move. Either way a ballot is played or placed here from the start, so that a
// table's position is never taken on trust (docs/openings.md).
import { phrase, type Phrase } from '../phrase';
import { geometry, parseSquare, type DraughtsVariant } from './board';
import { makeMove } from './moves';
import { formatMove, readMove } from './notation';
import { BLACK_MAN, startPosition, WHITE_MAN, type Position } from './position';

export type Ballot = { kind: 'moves'; moves: string[] } | { kind: 'relocation'; white: string; black: string };

/** Where a ballot reaches, with its moves in full notation ("1. a3-b4 b6-a5 2. …"); or the first thing that cannot be
 * played or placed, as a phrase. */
export type BallotOutcome = { position: Position; fullMoves: string | null } | { fault: Phrase };

/** A side's relocation: "-----" (none) or a from-to pair of squares. */
const NO_RELOCATION = /^-{3,}$/;

/** The move list as a table writes it, numbers and all ("1. ab4 ba5 2. ba3"): the moves alone. */
export function ballotMoves(text: string): string[] {
  return text
    .split(/\s+/)
    .map((token) => token.replace(/^\d+\.+/, ''))
    .filter(Boolean);
}

/** Plays or places `ballot` from the initial position of `variant`. `id` names the ballot in a fault. */
export function applyBallot(variant: DraughtsVariant, ballot: Ballot, id: string): BallotOutcome {
  return ballot.kind === 'moves' ? playMoves(variant, ballot.moves, id) : relocate(variant, ballot, id);
}

function playMoves(variant: DraughtsVariant, moves: string[], id: string): BallotOutcome {
  let position = startPosition(variant);
  const written: string[] = [];
  for (const [index, text] of moves.entries()) {
    const number = Math.floor(index / 2) + 1;
    const { candidates } = readMove(position, text);
    if (candidates.length !== 1) {
      const key = candidates.length === 0 ? 'openings.moveNotLegal' : 'openings.moveAmbiguous';
      return { fault: phrase(key, { id, number, move: text }) };
    }
    const move = candidates[0]!;
    const full = formatMove(variant, move);
    written.push(index % 2 === 0 ? `${number}. ${full}` : full);
    position = makeMove(position, move);
  }
  return { position, fullMoves: written.join(' ') };
}

/** One side's relocation read: null for "-----", else the squares its man leaves and reaches; a phrase when it is
 * neither. */
function readRelocation(
  variant: DraughtsVariant,
  text: string,
  id: string,
): { from: number; to: number; fromText: string; toText: string } | null | Phrase {
  if (NO_RELOCATION.test(text)) return null;
  const g = geometry(variant);
  const [fromText = '', toText = '', ...rest] = text.split('-');
  const from = parseSquare(g, fromText);
  const to = parseSquare(g, toText);
  if (from === null || to === null || rest.length > 0) return phrase('openings.relocationInvalid', { id, text });
  return { from, to, fromText, toText };
}

/** Both men are lifted, then both put down: White's may go where Black's stood ("b2-h6 h6-a5"). */
function relocate(variant: DraughtsVariant, ballot: { white: string; black: string }, id: string): BallotOutcome {
  // White moves first from a relocated position, as from the initial one (§6).
  const position = startPosition(variant);
  const moves: [ReturnType<typeof readRelocation>, number][] = [
    [readRelocation(variant, ballot.white, id), WHITE_MAN],
    [readRelocation(variant, ballot.black, id), BLACK_MAN],
  ];
  for (const [read, man] of moves) {
    if (read === null) continue;
    if ('key' in read) return { fault: read };
    if (position.board[read.from] !== man)
      return { fault: phrase('openings.relocationFrom', { id, square: read.fromText }) };
    position.board[read.from] = 0;
  }
  for (const [read, man] of moves) {
    if (read === null || 'key' in read) continue;
    if (position.board[read.to] !== 0) return { fault: phrase('openings.relocationTo', { id, square: read.toText }) };
    position.board[read.to] = man;
  }
  return { position, fullMoves: null };
}
