// Checking a written move against the position — above all the sealed move of an adjourned game (§36): a move
// written so wrongly that its meaning cannot be established loses for the sealer; clerical errors whose meaning is
// clear have no consequence. The source's examples of clear meaning:
//   a1–f8 written for a1–h8 (the piece has one move only);
//   a quiet move written where a capture is compulsory (the squares say which capture);
//   the move written from Black's side (the board read the other way round);
//   e3–d4 written for c3–d4 when e3 is empty and c3 holds a piece (only one piece can reach d4).
import { phrase, type Phrase } from '../phrase';
import { geometry } from './board';
import { legalMoves, type Move } from './moves';
import { formatMove, readMove } from './notation';
import { sideOf, type Position } from './position';

export type MoveCheck =
  | {
      legal: true;
      move: Move;
      reading: string;
      clerical: null | 'quietForCapture' | 'wrongTarget' | 'otherSide' | 'wrongStart';
      why: Phrase;
    }
  | { legal: false; move: null; reading: null; clerical: null; why: Phrase };

export function checkWrittenMove(position: Position, text: string): MoveCheck {
  const variant = position.variant;
  const g = geometry(variant);
  const found = (move: Move, clerical: MoveCheck['clerical'], why: Phrase): MoveCheck => ({
    legal: true,
    move,
    reading: formatMove(variant, move),
    clerical,
    why,
  });
  const reading = readMove(position, text);
  if (reading.candidates.length === 1) {
    const move = reading.candidates[0]!;
    if (move.captured.length > 0 && !reading.writtenAsCapture && reading.squares && reading.squares.length > 1) {
      return found(move, 'quietForCapture', phrase('sealed.quietForCapture'));
    }
    return found(move, null, phrase('sealed.legal'));
  }
  if (reading.candidates.length > 1) {
    return {
      legal: false,
      move: null,
      reading: null,
      clerical: null,
      why: phrase('sealed.ambiguous', {
        count: reading.candidates.length,
        readings: reading.candidates.map((m) => formatMove(variant, m)).join(', '),
      }),
    };
  }
  if (!reading.squares) return unintelligible(phrase('sealed.notNotation', { text, size: g.size }));

  const moves = legalMoves(position);
  const [from, to] = [reading.squares[0]!, reading.squares[reading.squares.length - 1]!];
  const mover = sideOf(position.board[from]!) === position.toMove;

  // A slip in the target square (a1–f8 for a1–h8): the piece has one move only, or one move to the written rank,
  // or one to the written file.
  const ofPiece = moves.filter((m) => m.from === from);
  const sameRank = ofPiece.filter((m) => g.y[m.to] === g.y[to]);
  const sameFile = ofPiece.filter((m) => g.x[m.to] === g.x[to]);
  const meant =
    ofPiece.length === 1 ? ofPiece : sameRank.length === 1 ? sameRank : sameFile.length === 1 ? sameFile : [];
  if (mover && meant.length === 1)
    return found(
      meant[0]!,
      'wrongTarget',
      phrase(
        ofPiece.length === 1
          ? 'sealed.wrongTargetPlace'
          : sameRank.length === 1
            ? 'sealed.wrongTargetRank'
            : 'sealed.wrongTargetFile',
        { reading: formatMove(variant, meant[0]!) },
      ),
    );

  // Written from Black's side: the same move with the board turned round.
  const turned = reading.squares.map((square) => turn(g, square));
  if (turned.every((s) => s !== 0)) {
    const mirrored = moves.filter((m) => m.from === turned[0] && m.to === turned[turned.length - 1]);
    if (mirrored.length === 1)
      return found(
        mirrored[0]!,
        'otherSide',
        phrase('sealed.otherSide', { reading: formatMove(variant, mirrored[0]!) }),
      );
  }

  // The start square is empty (or not the mover's) and only one piece can reach the target (e3–d4 for c3–d4).
  if (!mover) {
    const reaching = moves.filter((m) => m.to === to);
    if (reaching.length === 1)
      return found(
        reaching[0]!,
        'wrongStart',
        phrase('sealed.wrongStart', { reading: formatMove(variant, reaching[0]!) }),
      );
  }
  return unintelligible(phrase('sealed.notLegal', { text }));
}

/** §36: an unintelligible or illegal sealed move loses for the sealer; the arbiter decides (the phrase says so). */
function unintelligible(why: Phrase): MoveCheck {
  return { legal: false, move: null, reading: null, clerical: null, why };
}

/** The square in the same place when the board is seen from the other side. */
function turn(g: ReturnType<typeof geometry>, square: number): number {
  const x = g.size - 1 - g.x[square]!;
  const y = g.size - 1 - g.y[square]!;
  for (let s = 1; s <= g.squares; s++) if (g.x[s] === x && g.y[s] === y) return s;
  return 0;
}
