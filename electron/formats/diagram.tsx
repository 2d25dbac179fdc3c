// A position as a diagram (SVG), for envelopes and printouts: the board from White's side, dark playing squares,
// white and black pieces, kings marked with a ring; file letters and rank numbers (64 squares) or square numbers
// (100 squares) along the edge. A React element: the screens show it and the printouts render it to markup.
import type { ReactElement } from 'react';
import { geometry, type DraughtsVariant } from '#domain/draughts/board';
import { parseFen } from '#domain/draughts/notation';
import { BLACK_KING, WHITE_KING, WHITE_MAN } from '#domain/draughts/position';

const CELL = 28;
const MARGIN = 18;
/** A piece's disc, and the ring inside it that marks a king, by the piece's colour. */
const PIECE = { white: { fill: '#fbfbf8', stroke: '#222' }, black: { fill: '#1b1b1b', stroke: '#000' } };
const KING_RING = { white: { fill: 'none', stroke: '#b8860b' }, black: { fill: 'none', stroke: '#e0b84a' } };

export function Diagram({ variant, fen, label }: { variant: DraughtsVariant; fen: string; label?: string }) {
  const g = geometry(variant);
  const position = parseFen(variant, fen);
  const size = g.size * CELL + 2 * MARGIN;
  const parts: ReactElement[] = [];
  for (let rank = 0; rank < g.size; rank++) {
    for (let file = 0; file < g.size; file++) {
      parts.push(
        <rect
          key={`square-${file}-${rank}`}
          x={MARGIN + file * CELL}
          y={MARGIN + (g.size - 1 - rank) * CELL}
          width={CELL}
          height={CELL}
          fill={(file + rank) % 2 === 0 ? '#8b6b4a' : '#f1e3c8'}
        />,
      );
    }
  }
  for (let square = 1; square <= g.squares; square++) {
    const cx = MARGIN + g.x[square]! * CELL + CELL / 2;
    const cy = MARGIN + (g.size - 1 - g.y[square]!) * CELL + CELL / 2;
    const piece = position.board[square]!;
    if (variant === 'international')
      parts.push(
        <text key={`number-${square}`} x={cx - CELL / 2 + 2} y={cy - CELL / 2 + 8} fontSize="7" fill="#f1e3c8">
          {square}
        </text>,
      );
    if (piece === 0) continue;
    const side = piece === WHITE_MAN || piece === WHITE_KING ? 'white' : 'black';
    parts.push(<circle key={`piece-${square}`} cx={cx} cy={cy} r={CELL * 0.38} {...PIECE[side]} strokeWidth="1.2" />);
    if (piece === WHITE_KING || piece === BLACK_KING)
      parts.push(
        <circle key={`king-${square}`} cx={cx} cy={cy} r={CELL * 0.2} {...KING_RING[side]} strokeWidth="2.2" />,
      );
  }
  if (variant === 'russian') {
    for (let i = 0; i < g.size; i++) {
      parts.push(
        <text key={`file-${i}`} x={MARGIN + i * CELL + CELL / 2} y={size - 5} fontSize="10" textAnchor="middle">
          {String.fromCharCode(97 + i)}
        </text>,
        <text
          key={`rank-${i}`}
          x="7"
          y={MARGIN + (g.size - 1 - i) * CELL + CELL / 2 + 4}
          fontSize="10"
          textAnchor="middle"
        >
          {i + 1}
        </text>,
      );
    }
  }
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${size} ${size}`}
      width={size}
      height={size}
      role="img"
      aria-label={label ?? fen}
    >
      <rect width={size} height={size} fill="#fff" />
      <rect
        x={MARGIN - 1}
        y={MARGIN - 1}
        width={g.size * CELL + 2}
        height={g.size * CELL + 2}
        fill="none"
        stroke="#333"
      />
      {parts}
    </svg>
  );
}
