// The round view, where the arbiter lives: the boards of a round and a result cell for each. Keyboard first: the
// arrow keys and Tab move between boards, one key enters a result and saves it at once, Ctrl+Z undoes the last
// change. Replacing a final result asks first. The round list shows at a glance what is missing or adjourned.
import {
  startTransition,
  useCallback,
  useDeferredValue,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#api/errors';
import type { ScheduledGame, TournamentDetail } from '#api/views';
import type { GameResult } from '#domain/results';
import { withdrawalRuleOf } from '#formats/citations';
import { formatRoundStart } from '#formats/dates';
import { boardText } from '#formats/numbers';
import { useConnection } from '../../api/context';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { errorText } from '../../components/error-text';
import { Notice } from '../../components/Notice';
import { useAnswer } from '../../components/use-answer';
import { isLanguage } from '../../i18n';
import { hrefOf, navigate } from '../../router';
import { BoardPanel } from './BoardPanel';
import { GamesImportCard } from './GamesImportCard';
import { resultLabel } from './result-keys';
import { roundKeyAction } from './round-keys';
import { cursorAfterResult, removedFromTable, roundStatus, withGame } from './round-view';
import { BoardColumnHeads, MouseResults, RoundKeysHelp, RoundPrintouts } from './RoundCardParts';
import { RoundOpenings } from './RoundOpenings';
import { BoardRow, RoundChip } from './RoundRows';

interface Pending {
  game: ScheduledGame;
  result: GameResult;
}

/** From this many rounds the round list shows numbers only. */
const COMPACT_FROM = 13;

export function RoundsTab({ tournament, round }: { tournament: TournamentDetail; round?: number | undefined }) {
  const { t, i18n } = useTranslation();
  const connection = useConnection();
  const { api, canWrite } = connection;
  /** Results are written in the tournament's scale: "1 – 0" or "2 – 0". */
  const { scoring } = tournament.settings;
  /** A micro-match's board says its game too: "3·2" (docs/micro-matches.md). */
  const micro = tournament.settings.microMatch;
  const withdrawalRule = withdrawalRuleOf(tournament);
  // A message belongs to the round it was said in: switching rounds does not carry it along.
  const [said, setSaid] = useState<{ text: string; kind: 'ok' | 'error'; round: number | null } | null>(null);
  /** The game whose envelope form the key `a` asked for (a game is adjourned only with an envelope, §34); cleared
   * once the form has the cursor, so that no later visit to the round jumps into it. */
  const [envelopeFor, setEnvelopeFor] = useState<number | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  /** A result typed for a round whose opening is not drawn, waiting for the arbiter's answer. */
  const [noOpening, setNoOpening] = useState<Pending | null>(null);
  /** The board whose tools (adjournment, incidents) are shown: the result cell last focused. */
  const [selected, setSelected] = useState<number | null>(null);
  /** Counts the undos: the board's tools are made anew after each, so nothing typed before the mistake survives its
   * correction (a half-filled envelope, above all its hidden sealed move). */
  const [undos, setUndos] = useState(0);
  const cells = useRef<(HTMLButtonElement | null)[]>([]);
  const focusAfterLoad = useRef<number | null>(null);
  /** An undo asked for the board's tools to be made anew (after the frame that shows it). */
  const renewTools = useRef(false);
  const lang = isLanguage(i18n.language) ? i18n.language : 'en';
  const removed = useMemo(() => removedFromTable(tournament), [tournament]);

  const answer = useAnswer(useCallback(() => api.getSchedule({ tournamentId: tournament.id }), [api, tournament.id]));
  /** The same function at every render: the board's tools are not rendered again for a result on another board. */
  const envelopeShown = useCallback(() => setEnvelopeFor(null), []);
  const schedule = answer.value;
  const load = answer.reload;

  const playable = schedule?.rounds.filter((r) => r.round !== null) ?? [];
  const asked = round === undefined ? undefined : playable.find((r) => r.round === round);
  /** An address of a round the schedule does not have (round 39 of 38): said, never replaced by another round. */
  const noSuchRound = round !== undefined && schedule !== null && asked === undefined;
  const current = noSuchRound
    ? undefined
    : (asked ?? playable.find((r) => !r.complete) ?? playable[playable.length - 1]);
  const currentRound = current?.round ?? null;
  const setMessage = useCallback(
    (text: { text: string; kind: 'ok' | 'error' } | null, inRound: number | null = currentRound) =>
      setSaid(text && { ...text, round: inRound }),
    [currentRound],
  );
  const message = said && said.round === currentRound ? said : null;
  /** The board whose tools are shown, as they show it: a result just typed on it reaches them in a render after the
   * one that paints the cell (their forms are most of a render's work), never before it. */
  const selectedGame = current?.games.find((g) => g.id === selected) ?? null;
  const panelGame = useDeferredValue(selectedGame);

  // Before the browser paints: the saved message and the cursor on the next board appear together, so a key typed the
  // moment the message shows goes to the board the cursor is seen on (after paint, it could reach the board just saved).
  useLayoutEffect(() => {
    // Asked from here, after the commit that shows the change, the animation frame is the one that paints it: the
    // tools are made anew after it (asked before the commit, it came a frame too early, and their work held the paint).
    if (renewTools.current) {
      renewTools.current = false;
      requestAnimationFrame(() => startTransition(() => setUndos((count) => count + 1)));
    }
    if (focusAfterLoad.current !== null) {
      const cell = cells.current[focusAfterLoad.current];
      // A cell that has the cursor already keeps it: focus() lays the page out at once, before its paint.
      if (cell && cell !== document.activeElement) cell.focus();
      focusAfterLoad.current = null;
    }
  }, [schedule]);

  const save = async (
    game: ScheduledGame,
    result: GameResult,
    index: number,
    { confirm = false, withoutOpening = false } = {},
  ) => {
    // The envelope form, under any clock: where games are played to their end (an increment, a base time) sealing
    // asks whether the arbiter adjourns by his own decision (a power failure, the hall's closing time).
    if (result === 'adjourned') {
      setSelected(game.id);
      setEnvelopeFor(game.id);
      return;
    }
    try {
      const recorded = await api.recordResult({
        tournamentId: tournament.id,
        gameId: game.id,
        result,
        confirm,
        withoutOpening,
      });
      // The next board is the one the arbiter enters next — after a round's last result, the first board of the round
      // shown next; the message comes with the new state, focus moved.
      const after = schedule ? withGame(schedule, recorded) : null;
      focusAfterLoad.current =
        result === null || !after ? index : cursorAfterResult(after, currentRound, index, round === undefined);
      const savedIn = currentRound;
      answer.update((shown) => withGame(shown, recorded));
      setMessage(
        {
          text:
            result === null
              ? t('rounds.clearedSaved', { board: boardText(game, micro) })
              : t('rounds.saved', { board: boardText(game, micro), result: resultLabel(result, scoring) }),
          kind: 'ok',
        },
        savedIn,
      );
    } catch (error) {
      if (error instanceof ApiError && error.issues[0]?.key === 'resultOverwriteNeedsConfirm') {
        setPending({ game, result });
        return;
      }
      // A game played in a round whose opening is not drawn — most often a stray key on the next round: asked.
      if (error instanceof ApiError && error.issues[0]?.key === 'openingNotDrawn') {
        setNoOpening({ game, result });
        return;
      }
      setMessage({ text: errorText(error, t), kind: 'error' });
    }
  };

  const undo = async () => {
    try {
      const undone = await api.undoLastChange({ tournamentId: tournament.id });
      // The tools are made anew once the frame with the undone result is painted (asked for when that result is
      // committed: see the layout effect above), as when the cursor moves.
      renewTools.current = true;
      // The cursor goes to the board whose change was taken back, when it is in the round shown.
      const back = current?.games.findIndex((g) => g.id === undone.game?.id) ?? -1;
      if (back >= 0) focusAfterLoad.current = back;
      // A result taken back changes its game alone while nobody has left (§38 decides others by it): the game the
      // answer carries is put in place, as a result saved is; anything else reads the schedule again.
      const nobodyLeft =
        !tournament.participants.some((p) => p.withdrawal) &&
        !schedule?.rounds.some((r) => r.games.some((g) => g.withdrawal !== null));
      const alone = undone.undone === 'result' && undone.game && nobodyLeft;
      if (alone) answer.update((shown) => withGame(shown, undone.game!));
      else await load();
      setMessage({
        text: undone.game
          ? t(`rounds.undone.${undone.undone}`, {
              board: boardText(undone.game, micro),
              result:
                undone.game.result === 'adjourned'
                  ? t('rounds.adjourned')
                  : resultLabel(undone.game.result, scoring) || t('rounds.cleared'),
            })
          : t('rounds.undone.withdrawal', { name: undone.player?.name ?? '', rule: withdrawalRule }),
        kind: 'ok',
      });
    } catch (error) {
      setMessage({ text: errorText(error, t), kind: 'error' });
    }
  };

  /** The same functions at every render, calling the latest handlers: a row whose game is unchanged is not rendered
   * again for a result on another board (docs/performance.md). */
  const latestKey = useRef<typeof onCellKey | null>(null);
  const latestMouse = useRef<{
    result: (result: GameResult) => void;
    undo: () => void;
    error: (error: unknown, round: number) => void;
  } | null>(null);
  const mouseResult = useCallback((result: GameResult) => latestMouse.current?.result(result), []);
  const mouseUndo = useCallback(() => latestMouse.current?.undo(), []);
  const sayError = useCallback((error: unknown, round: number) => latestMouse.current?.error(error, round), []);
  const cellKey = useCallback(
    (event: KeyboardEvent<HTMLButtonElement>, game: ScheduledGame, index: number) =>
      latestKey.current?.(event, game, index),
    [],
  );
  // The board's tools follow the cursor once the frame with the result is painted: made before it — in the same
  // commit, or in a transition that still ran before the frame — they were half the time from a result key to the
  // result seen (docs/performance.md).
  const select = useCallback(
    (gameId: number) => requestAnimationFrame(() => startTransition(() => setSelected(gameId))),
    [],
  );
  const cellRef = useCallback((index: number, element: HTMLButtonElement | null) => {
    cells.current[index] = element;
  }, []);

  const onCellKey = (event: KeyboardEvent<HTMLButtonElement>, game: ScheduledGame, index: number) => {
    const action = roundKeyAction(event, game.result, canWrite);
    if (action.kind === 'ignore') return;
    event.preventDefault();
    if (action.kind === 'undo') void undo();
    if (action.kind === 'move')
      cells.current[Math.max(0, Math.min(index + action.by, cells.current.length - 1))]?.focus();
    // The service decides whether this needs the arbiter's confirmation (a final result replaced), after its other
    // refusals — a result a withdrawal rests on is refused outright, not first confirmed.
    if (action.kind === 'record') void save(game, action.result, index);
  };
  latestKey.current = onCellKey;

  /** A result button pressed: the result entered on the board that has the cursor (none: said). */
  const onMouseResult = (result: GameResult) => {
    const index = cells.current.findIndex((cell) => cell === document.activeElement);
    const game = current?.games[index];
    if (!game) {
      setMessage({ text: t('rounds.chooseBoard'), kind: 'error' });
      return;
    }
    if (result !== game.result || result === 'adjourned') void save(game, result, index);
  };
  latestMouse.current = {
    result: onMouseResult,
    undo: () => void undo(),
    // Said in the round the PDF was asked in (a message belongs to its round).
    error: (error, round) => setMessage({ text: errorText(error, t), kind: 'error' }, round),
  };

  /** A game's place in the round shown (its result cell). */
  const indexOf = (game: ScheduledGame) => current?.games.findIndex((g) => g.id === game.id) ?? -1;

  /** The round's opening drawn from the question about a result typed before it: the result is not entered — the
   * arbiter types it again if the game was played from the opening now drawn. */
  const drawOpening = async () => {
    if (!current) return;
    try {
      const drawn = await api.drawOpening({ tournamentId: tournament.id, tableRound: current.tableRound });
      answer.set(drawn);
      const opening = drawn.rounds.find((r) => r.tableRound === current.tableRound)?.openings ?? [];
      setMessage({ text: t('rounds.openingDrawn', { ids: opening.map((o) => o.id).join(', ') }), kind: 'ok' });
    } catch (error) {
      setMessage({ text: errorText(error, t), kind: 'error' });
    }
  };

  if (!tournament.settings.drawnAt) {
    return (
      <div className="card">
        <p>{t('errors.notDrawn')}</p>
        <a className="button primary" href={hrefOf({ screen: 'tournament', id: tournament.id, tab: 'setup' })}>
          {t('tabs.setup')}
        </a>
      </div>
    );
  }
  if (!schedule)
    return answer.error ? (
      <Notice text={errorText(answer.error, t)} kind="error" />
    ) : (
      <p className="muted">{t('app.loading')}</p>
    );

  const undrawn = schedule.rounds.filter((r) => r.round === null).length;
  const drawNext = async () => {
    try {
      const updated = await api.drawNextRound({ tournamentId: tournament.id });
      answer.set(updated);
      const newest = Math.max(...updated.rounds.map((r) => r.round ?? 0));
      navigate({ screen: 'tournament', id: tournament.id, tab: 'rounds', round: newest });
    } catch (error) {
      setMessage({ text: errorText(error, t), kind: 'error' });
    }
  };

  // The cells of the round shown; a board no longer shown is let go (each row keeps its own cell in place).
  cells.current.length = current?.games.length ?? 0;
  const status = current ? roundStatus(current) : null;
  const compactRounds = playable.length > COMPACT_FROM;
  return (
    <div className="rounds">
      {/* Many rounds (a double round robin of 20 plays 38) are numbers alone, so that they take a line or two and the
          boards stay in view; each still says "Round 11" to a screen reader and in its tooltip. */}
      <nav className={`round-list${compactRounds ? ' compact' : ''}`} aria-label={t('rounds.list')}>
        {playable.map((r) => (
          <RoundChip
            key={r.tableRound}
            round={r}
            tournamentId={tournament.id}
            current={r === current}
            compact={compactRounds}
          />
        ))}
        {undrawn > 0 && canWrite ? (
          <button type="button" onClick={() => void drawNext()}>
            {t('rounds.drawNext', { count: undrawn })}
          </button>
        ) : null}
      </nav>
      {noSuchRound ? (
        <Notice
          text={t('rounds.noSuchRound', { round, last: Math.max(0, ...playable.map((r) => r.round ?? 0)) })}
          kind="error"
        />
      ) : null}
      {current ? (
        <div className="card round-card">
          <div className="round-head">
            <h2>
              {t('rounds.round', { round: current.round })}
              {current.startsAt ? (
                <span className="round-start"> — {formatRoundStart(current.startsAt, i18n.language)}</span>
              ) : null}
            </h2>
            <p className={`round-status${current.complete ? ' ok' : ''}`} role="status">
              {current.complete
                ? t('rounds.complete')
                : [
                    status!.missing > 0 ? t('rounds.withoutResult', { count: status!.missing }) : null,
                    status!.adjourned > 0 ? t('rounds.adjournedCount', { count: status!.adjourned }) : null,
                  ]
                    .filter(Boolean)
                    .join(', ')}
            </p>
            <RoundPrintouts tournamentId={tournament.id} round={current.round!} lang={lang} onError={sayError} />
          </div>
          {micro ? <RoundOpenings tournament={tournament} round={current} onDrawn={() => void load()} /> : null}
          <table className="table boards" aria-label={t('rounds.boardsOf', { round: current.round })}>
            <BoardColumnHeads />
            <tbody>
              {current.games.map((game, index) => (
                <BoardRow
                  key={game.id}
                  game={game}
                  index={index}
                  tournament={tournament}
                  removedWhite={removed.has(game.white.playerId)}
                  removedBlack={removed.has(game.black.playerId)}
                  onKey={cellKey}
                  onSelect={select}
                  cellRef={cellRef}
                />
              ))}
            </tbody>
          </table>
          {current.bye ? (
            <p className="bye">
              {t('rounds.bye')}: {current.bye.no}. {current.bye.name}
            </p>
          ) : null}
          {message ? <Notice text={message.text} kind={message.kind} /> : null}
          <RoundKeysHelp ruleSet={tournament.ruleSet} />
          {canWrite ? (
            <MouseResults scoring={scoring} ruleSet={tournament.ruleSet} onResult={mouseResult} onUndo={mouseUndo} />
          ) : null}
        </div>
      ) : noSuchRound ? null : (
        <p className="muted">{t('rounds.noneDrawn')}</p>
      )}
      {current && selectedGame ? (
        <BoardPanel
          key={`${selected} ${undos}`}
          tournament={tournament}
          game={panelGame?.id === selectedGame.id ? panelGame : selectedGame}
          onChanged={load}
          envelopeRequested={envelopeFor === selected}
          onEnvelopeShown={envelopeShown}
        />
      ) : current ? (
        <p className="muted small">{t('panel.choose')}</p>
      ) : null}
      <ConfirmDialog
        message={
          pending
            ? pending.result === null
              ? t('rounds.confirmClear', {
                  board: boardText(pending.game, micro),
                  from: resultLabel(pending.game.result, scoring),
                })
              : t('rounds.confirmReplace', {
                  board: boardText(pending.game, micro),
                  from: resultLabel(pending.game.result, scoring),
                  to: resultLabel(pending.result, scoring),
                })
            : null
        }
        onConfirm={() => {
          const chosen = pending;
          setPending(null);
          if (chosen && current) void save(chosen.game, chosen.result, indexOf(chosen.game), { confirm: true });
        }}
        onCancel={() => setPending(null)}
      />
      <ConfirmDialog
        message={
          noOpening && current
            ? t('rounds.openingFirst', { round: current.round, board: boardText(noOpening.game, micro) })
            : null
        }
        confirmLabel={t('openings.draw')}
        onConfirm={() => {
          setNoOpening(null);
          void drawOpening();
        }}
        alternative={{
          label: t('rounds.withoutOpening'),
          onChoose: () => {
            const chosen = noOpening;
            setNoOpening(null);
            if (chosen) void save(chosen.game, chosen.result, indexOf(chosen.game), { withoutOpening: true });
          },
        }}
        onCancel={() => setNoOpening(null)}
      />
      <GamesImportCard tournament={tournament} onChanged={load} />
    </div>
  );
}
