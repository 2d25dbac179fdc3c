// A board of buttons, one a playing square, each named by its square and what stands on it — the diagram the arbiter
// clicks: to set up a position (BoardEditor) or to make a move of a score sheet (MoveBoard).
import { useTranslation } from 'react-i18next';
import { geometry, squareName, type DraughtsVariant } from '#domain/draughts/board';
import { BLACK_KING, BLACK_MAN, WHITE_KING, WHITE_MAN, type Position } from '#domain/draughts/position';

interface BoardGridProps {
  variant: DraughtsVariant;
  position: Position;
  onSquare: (square: number) => void;
  /** A square shown as chosen (the piece about to move). */
  selected?: number | null;
}

export function BoardGrid({ variant, position, onSquare, selected = null }: BoardGridProps) {
  const { t } = useTranslation();
  const g = geometry(variant);
  const pieceName = (piece: number) =>
    piece === WHITE_MAN
      ? t('board.whiteMan')
      : piece === WHITE_KING
        ? t('board.whiteKing')
        : piece === BLACK_MAN
          ? t('board.blackMan')
          : piece === BLACK_KING
            ? t('board.blackKing')
            : t('board.empty');
  const rows = [];
  for (let rank = g.size - 1; rank >= 0; rank--) {
    const cells = [];
    for (let file = 0; file < g.size; file++) {
      let square = 0;
      for (let s = 1; s <= g.squares; s++) if (g.x[s] === file && g.y[s] === rank) square = s;
      if (square === 0) {
        cells.push(<span key={file} className="sq light" aria-hidden="true" />);
        continue;
      }
      const piece = position.board[square]!;
      cells.push(
        <button
          key={file}
          type="button"
          className={square === selected ? 'sq dark selected' : 'sq dark'}
          aria-label={`${squareName(g, square)}: ${pieceName(piece)}`}
          aria-pressed={selected === null ? undefined : square === selected}
          onClick={() => onSquare(square)}
        >
          {piece !== 0 ? (
            <span className={`piece ${piece > 0 ? 'white' : 'black'}${Math.abs(piece) === 2 ? ' king' : ''}`} />
          ) : null}
        </button>,
      );
    }
    rows.push(
      <div key={rank} className="board-row">
        {cells}
      </div>,
    );
  }
  return <div className={`board board-${g.size}`}>{rows}</div>;
}
