// A board's score sheet: the moves typed or pasted as the sheet has them, checked by the rules engine at every key
// (in the page: the engine and the PDN reader need no server), saved with the game, and replayed beside a board —
// ← → Home End step through it. A sheet that ends against the entered result is said so (docs/game-records.md).
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameRecordView } from '#api/views';
import type { DraughtsVariant, Side } from '#domain/draughts/board';
import { legalMoves } from '#domain/draughts/moves';
import { formatFen, formatMove } from '#domain/draughts/notation';
import { startPosition, type Position } from '#domain/draughts/position';
import { Diagram } from '#formats/diagram';
import { readPdn } from '#formats/pdn';
import { checkGame } from '#formats/pdn-check';
import { writeMovetext } from '#formats/pdn-writing';
import { useConnection } from '../../api/context';
import { BoardGrid } from '../../components/BoardGrid';
import { useConfirmation } from '../../components/ConfirmDialog';
import { refusalKey } from '../../components/error-text';
import { useFormErrors } from '../../components/form-errors';
import { Notice } from '../../components/Notice';
import { PrintButtons } from '../../components/PrintButtons';
import { useAnswer } from '../../components/use-answer';
import { isLanguage } from '../../i18n';
import { sayPhrase } from '../../i18n/phrases';
import type { BoardToolsProps } from './board-tools';

/** The sheet as the arbiter reads and corrects it: a FEN tag when it starts elsewhere, numbered moves, comments, the
 * moves kept after a wrong one, the result. */
function sheetText(view: GameRecordView, variant: DraughtsVariant): string {
  if (!view.recorded) return '';
  const moves = [
    ...view.moves.map((m, index, all) => {
      const before = all[index - 1];
      const counted = before ? (before.side === 'black' ? before.number + 1 : before.number) : 1;
      // The sheet's own number where it is not the count's (a record from move 26), as the stored record keeps it.
      return {
        text: m.written,
        ...(m.comment ? { comment: m.comment } : {}),
        ...(m.number !== counted ? { number: m.number } : {}),
      };
    }),
    ...view.unplayed.map((m) => ({
      text: m.text,
      ...(m.comment ? { comment: m.comment } : {}),
      ...(m.number !== null ? { number: m.number } : {}),
    })),
  ];
  const elsewhere = view.start !== formatFen(startPosition(variant));
  const movetext = writeMovetext({ start: view.start, moves, result: view.result ?? '' });
  return elsewhere ? `[FEN "${view.start}"]\n${movetext}` : movetext;
}

/** What the typed sheet is as it stands: unreadable or stopped by a wrong move (said), or where its moves end and
 * which move comes next. */
type SheetCheck =
  | { kind: 'error'; text: string }
  | { kind: 'empty' | 'ok'; text: string; end: Position; next: { number: number; side: Side } };

const FIRST_MOVE = { number: 1, side: 'white' } as const;

/** A score sheet's first moves in each variant's own notation: letters and digits on 64 squares, numbers on 100. */
const SHEET_EXAMPLE: Record<DraughtsVariant, string> = { russian: '1. c3-d4 f6-g5', international: '1. 32-28 19-23' };
const SECOND_MOVES: Record<DraughtsVariant, string> = { russian: 'g3-h4', international: '28x19' };

export function RecordTools({ tournament, game, onChanged }: BoardToolsProps) {
  const { t, i18n } = useTranslation();
  const { api, canWrite } = useConnection();
  const lang = isLanguage(i18n.language) ? i18n.language : 'en';
  const ask = useCallback(
    () => api.getGameRecord({ tournamentId: tournament.id, gameId: game.id }),
    [api, tournament.id, game.id],
  );
  const record = useAnswer(ask);
  const [typed, setTyped] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [ply, setPly] = useState<number | null>(null);
  const [claims, setClaims] = useState<string[] | null>(null);
  const { errors, show, clear } = useFormErrors(['moves', 'start'] as const);
  const confirmation = useConfirmation();
  const view = record.value;
  // A micro-match's game without a record starts from its drawn opening: its moves written first, or its position as
  // the sheet's start — the arbiter types on from there.
  const fromOpening = view?.opening
    ? view.opening.moves !== null
      ? `${view.opening.moves} `
      : `[FEN "${view.opening.fen}"]\n`
    : '';
  const text = typed ?? (view ? (view.recorded ? sheetText(view, tournament.variant) : fromOpening) : '');

  // Checked at every key, in the page: the same reader and engine the service uses.
  const check = useMemo((): SheetCheck => {
    const empty: SheetCheck = { kind: 'empty', text: '', end: startPosition(tournament.variant), next: FIRST_MOVE };
    if (!text.trim()) return empty;
    const reading = readPdn(text);
    const broken = reading.errors[0];
    if (broken)
      return {
        kind: 'error' as const,
        text: t('recordPanel.unreadable', {
          line: broken.line,
          column: broken.column,
          problem: sayPhrase(t, broken.said),
        }),
      };
    const written = reading.games[0];
    if (!written) return empty;
    const checked = checkGame(written, tournament.variant);
    if (checked.badStart) return { kind: 'error' as const, text: sayPhrase(t, checked.badStart.said) };
    if (checked.firstIllegal)
      return {
        kind: 'error' as const,
        text: t('recordPanel.illegal', {
          number: checked.firstIllegal.number,
          side: t(`rounds.${checked.firstIllegal.side}`),
          move: checked.firstIllegal.move,
          reason: sayPhrase(t, checked.firstIllegal.reason),
          count: checked.played.length,
        }),
      };
    // Where the moves stop, and the move that comes next: the board below makes it by clicks.
    const last = checked.played.at(-1);
    const next = last
      ? {
          number: last.side === 'white' ? last.number : last.number + 1,
          side: last.side === 'white' ? ('black' as const) : ('white' as const),
        }
      : { number: written.moves[0]?.number ?? 1, side: checked.start.toMove };
    return {
      kind: 'ok' as const,
      text: t('recordPanel.legal', { count: checked.played.length }),
      end: last?.after ?? checked.start,
      next,
    };
  }, [text, tournament.variant, t]);
  const [chosen, setChosen] = useState<number | null>(null);
  const [boardNote, setBoardNote] = useState<string | null>(null);
  // A click on a piece of the side to move chooses it; a click where it can go writes the move after the others.
  const clickSquare = (square: number) => {
    if (check.kind === 'error') return;
    const { end, next } = check;
    const own = (s: number) => end.board[s]! * (end.toMove === 'white' ? 1 : -1) > 0;
    setBoardNote(null);
    if (chosen === null || own(square)) {
      setChosen(own(square) ? square : null);
      return;
    }
    const moves = legalMoves(end).filter((m) => m.from === chosen && m.to === square);
    if (moves.length !== 1) {
      setBoardNote(t(moves.length === 0 ? 'recordPanel.notAMove' : 'recordPanel.severalCaptures'));
      return;
    }
    const move = formatMove(tournament.variant, moves[0]!);
    const before = text.trimEnd();
    const numbered =
      next.side === 'white' ? `${next.number}. ${move}` : before === '' ? `${next.number}... ${move}` : move;
    setTyped(before === '' ? numbered : `${before} ${numbered}`);
    setSaved(null);
    setChosen(null);
  };

  const save = async (confirm = false) => {
    setSaved(null);
    try {
      const answer = await api.saveGameRecord({ tournamentId: tournament.id, gameId: game.id, moves: text, confirm });
      record.set(answer);
      setTyped(null);
      setPly(null);
      clear();
      setSaved(t('recordPanel.saved', { count: answer.moves.length }));
      await onChanged();
    } catch (error) {
      if (refusalKey(error) === 'recordReplaceNeedsConfirm') {
        confirmation.ask(t('recordPanel.confirmReplace', { count: view?.moves.length ?? 0 }), () => void save(true));
        return;
      }
      show(error);
    }
  };
  const remove = () =>
    confirmation.ask(t('recordPanel.confirmDelete', { count: view?.moves.length ?? 0 }), () => {
      void api.deleteGameRecord({ tournamentId: tournament.id, gameId: game.id, confirm: true }).then((answer) => {
        record.set(answer);
        setTyped(null);
        setPly(null);
      }, show);
    });

  // §16 (§31): the draw claims the kept moves support, each at the move after which it can be made (the service
  // plays the stored sheet; the command line's `call getDrawClaims` answers the same).
  const checkClaims = () => {
    void api
      .getDrawClaims({ tournamentId: tournament.id, gameId: game.id })
      .then(
        ({ moves: count, claims: found }) =>
          setClaims(
            found.length === 0
              ? [t('cli.noClaim', { count })]
              : found.map((c) =>
                  t('cli.claimAt', { paragraph: c.paragraph, move: c.move, explanation: sayPhrase(t, c.explanation) }),
                ),
          ),
        show,
      );
  };

  const moves = view?.moves ?? [];
  const at = ply ?? moves.length;
  const fen = at === 0 ? (view?.start ?? formatFen(startPosition(tournament.variant))) : moves[at - 1]!.after;
  const step = (to: number) => setPly(Math.max(0, Math.min(moves.length, to)));
  const onKey = (event: React.KeyboardEvent) => {
    const to = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: moves.length }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    step(to);
  };

  return (
    <div className="record-tools">
      <label className="field">
        <span>{t('recordPanel.moves')}</span>
        <textarea
          rows={5}
          value={text}
          spellCheck={false}
          autoComplete="off"
          readOnly={!canWrite}
          placeholder={`${SHEET_EXAMPLE[tournament.variant]} 2. ${SECOND_MOVES[tournament.variant]} …`}
          onChange={(e) => {
            setTyped(e.target.value);
            setSaved(null);
          }}
        />
      </label>
      <p className="muted small">{t('recordPanel.hint', { example: `${SHEET_EXAMPLE[tournament.variant]} …` })}</p>
      {check.kind !== 'empty' ? <Notice text={check.text} kind={check.kind} /> : null}
      {view?.followsOpening === false ? (
        <Notice text={t('recordPanel.notFromOpening', { id: view.opening!.id })} kind="error" />
      ) : null}
      {canWrite && check.kind !== 'error' ? (
        <details className="move-board">
          <summary>{t('recordPanel.byClicks')}</summary>
          <div role="group" aria-label={t('recordPanel.board')}>
            <BoardGrid variant={tournament.variant} position={check.end} onSquare={clickSquare} selected={chosen} />
          </div>
          <Notice text={boardNote} kind="error" />
        </details>
      ) : null}
      {errors.byField.moves ? <p className="field-error">{errors.byField.moves}</p> : null}
      <Notice text={errors.general} kind="error" />
      <Notice text={saved} kind="ok" />
      {view?.resultDisagrees ? (
        <Notice text={t('recordPanel.disagrees', { result: view.result ?? '' })} kind="error" />
      ) : null}
      {canWrite ? (
        <div className="actions wrap">
          <button type="button" className="primary" disabled={!text.trim()} onClick={() => void save()}>
            {t('recordPanel.save')}
          </button>
          {view?.recorded ? (
            <button type="button" onClick={remove}>
              {t('recordPanel.delete')}
            </button>
          ) : null}
        </div>
      ) : null}
      {view?.recorded ? (
        <div className="actions">
          <PrintButtons
            request={{ tournamentId: tournament.id, kind: 'scoreSheet', gameId: game.id, ply: at, lang }}
            label={t('recordPanel.print')}
          />
        </div>
      ) : null}
      {/* The draw claims are the 1953 rules' (§16, §31): offered for a tournament that plays under them. */}
      {view?.recorded && tournament.ruleSet === 'ussr1953' ? (
        <div className="actions">
          <button type="button" onClick={checkClaims}>
            {t('recordPanel.claims')}
          </button>
        </div>
      ) : null}
      {claims ? (
        <ul className="small" data-testid="claims">
          {claims.map((claim) => (
            <li key={claim}>{claim}</li>
          ))}
        </ul>
      ) : null}
      {view?.recorded ? (
        <section className="replay" aria-label={t('recordPanel.replay')} tabIndex={0} onKeyDown={onKey}>
          <div className="diagram">
            <Diagram
              variant={tournament.variant}
              fen={fen}
              label={t('recordPanel.position', { ply: at, count: moves.length })}
            />
          </div>
          <div>
            <div className="actions">
              {(
                [
                  ['first', 0],
                  ['back', at - 1],
                  ['forward', at + 1],
                  ['last', moves.length],
                ] as const
              ).map(([name, to]) => (
                <button key={name} type="button" aria-label={t(`recordPanel.${name}`)} onClick={() => step(to)}>
                  {{ first: '«', back: '‹', forward: '›', last: '»' }[name]}
                </button>
              ))}
            </div>
            <p className="small" data-testid="replay-at">
              {at === 0
                ? t('recordPanel.atStart')
                : t('recordPanel.at', {
                    number: moves[at - 1]!.number,
                    side: t(`rounds.${moves[at - 1]!.side}`),
                    move: moves[at - 1]!.move,
                  })}
            </p>
            <ol className="record-moves">
              {moves.map((m, index) => (
                <li key={index} className={index + 1 === at ? 'current' : undefined}>
                  <button type="button" className="link" onClick={() => step(index + 1)}>
                    {m.side === 'white' ? `${m.number}. ` : ''}
                    {m.move}
                  </button>
                </li>
              ))}
            </ol>
            {view.unplayed.length ? (
              <p className="muted small">
                {t('recordPanel.unplayed', { moves: view.unplayed.map((m) => m.text).join(' ') })}
              </p>
            ) : null}
          </div>
        </section>
      ) : null}
      {confirmation.dialog}
    </div>
  );
}
