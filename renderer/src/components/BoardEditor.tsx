// A position entered as a diagram: click a playing square to cycle empty → white man → white king → black man →
// black king; or type it as text (PDN FEN). Both stay in step; the rules engine reads the text.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { geometry, squareName, type DraughtsVariant } from '#domain/draughts/board';
import { formatFen, parseFen } from '#domain/draughts/notation';
import {
  BLACK_KING,
  BLACK_MAN,
  emptyPosition,
  startPosition,
  WHITE_KING,
  WHITE_MAN,
  type Position,
} from '#domain/draughts/position';

const CYCLE = [0, WHITE_MAN, WHITE_KING, BLACK_MAN, BLACK_KING];

function tryParse(variant: DraughtsVariant, fen: string): Position | null {
  try {
    return parseFen(variant, fen);
  } catch {
    return null;
  }
}

interface BoardEditorProps {
  variant: DraughtsVariant;
  fen: string;
  onChange: (fen: string) => void;
  label: string;
}

export function BoardEditor({ variant, fen, onChange, label }: BoardEditorProps) {
  const { t } = useTranslation();
  const g = geometry(variant);
  const position = useMemo(() => tryParse(variant, fen) ?? emptyPosition(variant, 'white'), [variant, fen]);
  const valid = tryParse(variant, fen) !== null;

  const cycle = (square: number) => {
    const board = Int8Array.from(position.board);
    board[square] = CYCLE[(CYCLE.indexOf(board[square]!) + 1) % CYCLE.length]!;
    onChange(formatFen({ ...position, board }));
  };

  const rows = [];
  for (let rank = g.size - 1; rank >= 0; rank--) {
    const cells = [];
    for (let file = 0; file < g.size; file++) {
      const square = (() => {
        for (let s = 1; s <= g.squares; s++) if (g.x[s] === file && g.y[s] === rank) return s;
        return 0;
      })();
      if (square === 0) {
        cells.push(<span key={file} className="sq light" aria-hidden="true" />);
        continue;
      }
      const piece = position.board[square]!;
      const pieceName =
        piece === WHITE_MAN
          ? t('board.whiteMan')
          : piece === WHITE_KING
            ? t('board.whiteKing')
            : piece === BLACK_MAN
              ? t('board.blackMan')
              : piece === BLACK_KING
                ? t('board.blackKing')
                : t('board.empty');
      cells.push(
        <button
          key={file}
          type="button"
          className="sq dark"
          aria-label={`${squareName(g, square)}: ${pieceName}`}
          onClick={() => cycle(square)}
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

  return (
    <div className="board-editor" role="group" aria-label={label}>
      <div className={`board board-${g.size}`}>{rows}</div>
      <div className="board-side">
        <label>
          {t('board.toMove')}{' '}
          <select
            value={position.toMove}
            onChange={(e) => onChange(formatFen({ ...position, toMove: e.target.value as 'white' | 'black' }))}
          >
            <option value="white">{t('rounds.white')}</option>
            <option value="black">{t('rounds.black')}</option>
          </select>
        </label>
        <div className="actions">
          <button type="button" onClick={() => onChange(formatFen(emptyPosition(variant, position.toMove)))}>
            {t('board.clear')}
          </button>
          <button type="button" onClick={() => onChange(formatFen(startPosition(variant)))}>
            {t('board.start')}
          </button>
        </div>
        <label className="field">
          <span>{t('board.asText')}</span>
          <input value={fen} onChange={(e) => onChange(e.target.value)} aria-invalid={!valid} spellCheck={false} />
        </label>
        {valid ? null : <p className="field-error">{t('board.notAPosition')}</p>}
        <p className="muted small">{t('board.help')}</p>
      </div>
    </div>
  );
}
