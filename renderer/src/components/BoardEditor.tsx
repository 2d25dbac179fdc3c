// A position entered as a diagram: click a playing square to cycle empty → white man → white king → black man →
// black king; or type it as text (PDN FEN). Both stay in step; the rules engine reads the text.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DraughtsVariant } from '#domain/draughts/board';
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
import { BoardGrid } from './BoardGrid';

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
  const position = useMemo(() => tryParse(variant, fen) ?? emptyPosition(variant, 'white'), [variant, fen]);
  const valid = tryParse(variant, fen) !== null;

  const cycle = (square: number) => {
    const board = Int8Array.from(position.board);
    board[square] = CYCLE[(CYCLE.indexOf(board[square]!) + 1) % CYCLE.length]!;
    onChange(formatFen({ ...position, board }));
  };

  return (
    <div className="board-editor" role="group" aria-label={label}>
      <BoardGrid variant={variant} position={position} onSquare={cycle} />
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
