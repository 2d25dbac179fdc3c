// The round view, where the arbiter lives: the boards of a round and a result cell for each. Keyboard first: the
// arrow keys and Tab move between boards, one key enters a result and saves it at once, Ctrl+Z undoes the last
// change. Replacing a final result asks first. The round list shows at a glance what is missing or adjourned.
import { startTransition, useCallback, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#api/errors';
import type { ScheduledGame, TournamentDetail } from '#api/views';
import type { GameResult } from '#domain/results';
import { withdrawalRuleOf } from '#formats/citations';
import { formatRoundStart } from '#formats/dates';
import { boardText } from '#formats/numbers';
import { useConnection } from '../../api/context';
import { errorText } from '../../components/error-text';
import { Notice } from '../../components/Notice';
import { useAnswerStore } from '../../components/use-answer';
import { AfterStoreChange, useSelected, useValueStore } from '../../components/value-store';
import { isLanguage } from '../../i18n';
import { hrefOf, navigate } from '../../router';
import { SelectedBoardPanel } from './BoardPanel';
import { GamesImportCard } from './GamesImportCard';
import { resultLabel } from './result-keys';
import { roundKeyAction } from './round-keys';
import {
  cursorAfterResult,
  gameAt,
  removedFromTable,
  roundFrame,
  sameFrame,
  shownRound,
  withGame,
  type ScheduleStore,
} from './round-view';
import { BoardColumnHeads, MouseResults, RoundKeysHelp, RoundPrintouts } from './RoundCardParts';
import { RoundOpenings } from './RoundOpenings';
import { RoundQuestions, type PendingResult } from './RoundQuestions';
import { BoardRow, RoundChip, RoundMessageLine, RoundStatusLine, type RoundMessage } from './RoundRows';

/** The schedule itself, not whether it is being read again: the cursor and the board's tools wait for the schedule a
 * reload brings, not for its start. */
const scheduleValue = (state: ReturnType<ScheduleStore['get']>) => state.value;

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
  const messages = useValueStore<RoundMessage | null>(() => null);
  /** The game whose envelope form the key `a` asked for (a game is adjourned only with an envelope, §34); cleared
   * once the form has the cursor, so that no later visit to the round jumps into it. */
  const [envelopeFor, setEnvelopeFor] = useState<number | null>(null);
  const [pending, setPending] = useState<PendingResult | null>(null);
  /** A result typed for a round whose opening is not drawn, waiting for the arbiter's answer. */
  const [noOpening, setNoOpening] = useState<PendingResult | null>(null);
  /** The board whose tools (adjournment, incidents) are shown: the result cell last focused. */
  const [selected, setSelected] = useState<number | null>(null);
  /** Counts the undos: the board's tools are made anew after each, so nothing typed before the mistake survives its
   * correction (a half-filled envelope, above all its hidden sealed move). */
  const [undos, setUndos] = useState(0);
  const cells = useRef<(HTMLButtonElement | null)[]>([]);
  const focusAfterLoad = useRef<number | null>(null);
  /** The game whose board the cursor goes to once the schedule that shows it is committed (an undo: its round may be
   * shown only then — the last result of a round taken back while the view follows play). */
  const focusGame = useRef<number | null>(null);
  /** An undo asked for the board's tools to be made anew (after the frame that shows it). */
  const renewTools = useRef(false);
  const lang = isLanguage(i18n.language) ? i18n.language : 'en';
  const removed = useMemo(() => removedFromTable(tournament), [tournament]);

  // The schedule is kept in a store that the view's parts read in parts: a result renders its board's row, its
  // round's chip, the status line and the message — not this frame, which changes only when the rounds or the round
  // shown do (docs/performance.md).
  const answer = useAnswerStore(
    useCallback(() => api.getSchedule({ tournamentId: tournament.id }), [api, tournament.id]),
  );
  const schedule = answer.store;
  const frame = useSelected(schedule, (state) => state.value && roundFrame(state.value, round), sameFrame);
  const loadError = useSelected(schedule, (state) => (state.value ? null : state.error));
  /** The same function at every render: the board's tools are not rendered again for a result on another board. */
  const envelopeShown = useCallback(() => setEnvelopeFor(null), []);
  const load = answer.reload;

  const shown = frame?.shown ?? null;
  const currentRound = shown?.round ?? null;
  /** The round shown as last rendered: read when a change is committed, the frame it made included. */
  const shownNow = useRef(shown);
  shownNow.current = shown;
  const setMessage = useCallback(
    (text: { text: string; kind: 'ok' | 'error' } | null, inRound: number | null = currentRound) =>
      messages.set(text && { ...text, round: inRound }),
    [currentRound, messages],
  );
  /** A game of the round shown, as the schedule holds it now. */
  const gameShown = (index: number) => {
    const id = shown?.gameIds[index];
    const value = schedule.get().value;
    return id === undefined || !shown || !value ? null : gameAt(value, shown.tableRound, id);
  };

  // Before the browser paints: the saved message and the cursor on the next board appear together, so a key typed the
  // moment the message shows goes to the board the cursor is seen on (after paint, it could reach the board just saved).
  const afterScheduleChange = useCallback(() => {
    // Asked from here, after the commit that shows the change, the animation frame is the one that paints it: the
    // tools are made anew after it (asked before the commit, it came a frame too early, and their work held the paint).
    if (renewTools.current) {
      renewTools.current = false;
      requestAnimationFrame(() => startTransition(() => setUndos((count) => count + 1)));
    }
    if (focusGame.current !== null) {
      const back = shownNow.current?.gameIds.indexOf(focusGame.current) ?? -1;
      if (back >= 0) focusAfterLoad.current = back;
      focusGame.current = null;
    }
    if (focusAfterLoad.current !== null) {
      const cell = cells.current[focusAfterLoad.current];
      // A cell that has the cursor already keeps it: focus() lays the page out at once, before its paint.
      if (cell && cell !== document.activeElement) cell.focus();
      focusAfterLoad.current = null;
    }
  }, []);

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
      const before = schedule.get().value;
      const after = before ? withGame(before, recorded) : null;
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
      // The cursor goes to the board whose change was taken back, when it is in the round shown after the undo (which
      // is another one when the view follows play and a round's last result is taken back).
      focusGame.current = undone.game?.id ?? null;
      // A result taken back changes its game alone while nobody has left (§38 decides others by it): the game the
      // answer carries is put in place, as a result saved is; anything else reads the schedule again.
      const nobodyLeft =
        !tournament.participants.some((p) => p.withdrawal) &&
        !schedule.get().value?.rounds.some((r) => r.games.some((g) => g.withdrawal !== null));
      const alone = undone.undone === 'result' && undone.game && nobodyLeft;
      if (alone) answer.update((shown) => withGame(shown, undone.game!));
      else await load();
      // Said in the round shown now, the one the undo may have brought back.
      const now = schedule.get().value;
      const inRound = now ? (shownRound(now, round).round?.round ?? null) : currentRound;
      setMessage(
        {
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
        },
        inRound,
      );
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
    const game = gameShown(index);
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
  const indexOf = (game: ScheduledGame) => shown?.gameIds.indexOf(game.id) ?? -1;

  /** The round's opening drawn from the question about a result typed before it: the result is not entered — the
   * arbiter types it again if the game was played from the opening now drawn. */
  const drawOpening = async () => {
    if (!shown) return;
    try {
      const drawn = await api.drawOpening({ tournamentId: tournament.id, tableRound: shown.tableRound });
      answer.set(drawn);
      const opening = drawn.rounds.find((r) => r.tableRound === shown.tableRound)?.openings ?? [];
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
  if (!frame)
    return loadError ? (
      <Notice text={errorText(loadError, t)} kind="error" />
    ) : (
      <p className="muted">{t('app.loading')}</p>
    );

  const { undrawn, noSuchRound } = frame;
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
  cells.current.length = shown?.gameIds.length ?? 0;
  const compactRounds = frame.rounds.length > COMPACT_FROM;
  return (
    <div className="rounds">
      {/* Many rounds (a double round robin of 20 plays 38) are numbers alone, so that they take a line or two and the
          boards stay in view; each still says "Round 11" to a screen reader and in its tooltip. */}
      <nav className={`round-list${compactRounds ? ' compact' : ''}`} aria-label={t('rounds.list')}>
        {frame.rounds.map((r) => (
          <RoundChip
            key={r.tableRound}
            schedule={schedule}
            tableRound={r.tableRound}
            tournamentId={tournament.id}
            current={r.tableRound === shown?.tableRound}
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
          text={t('rounds.noSuchRound', { round, last: Math.max(0, ...frame.rounds.map((r) => r.round)) })}
          kind="error"
        />
      ) : null}
      {shown ? (
        <div className="card round-card">
          <div className="round-head">
            <h2>
              {t('rounds.round', { round: shown.round })}
              {shown.startsAt ? (
                <span className="round-start"> — {formatRoundStart(shown.startsAt, i18n.language)}</span>
              ) : null}
            </h2>
            <RoundStatusLine schedule={schedule} tableRound={shown.tableRound} />
            <RoundPrintouts tournamentId={tournament.id} round={shown.round} lang={lang} onError={sayError} />
          </div>
          {micro ? (
            <RoundOpenings
              tournament={tournament}
              schedule={schedule}
              tableRound={shown.tableRound}
              onDrawn={() => void load()}
            />
          ) : null}
          <table className="table boards" aria-label={t('rounds.boardsOf', { round: shown.round })}>
            <BoardColumnHeads />
            <tbody>
              {shown.gameIds.map((gameId, index) => (
                <BoardRow
                  key={gameId}
                  schedule={schedule}
                  tableRound={shown.tableRound}
                  gameId={gameId}
                  index={index}
                  tournament={tournament}
                  removed={removed}
                  onKey={cellKey}
                  onSelect={select}
                  cellRef={cellRef}
                />
              ))}
            </tbody>
          </table>
          {shown.bye ? (
            <p className="bye">
              {t('rounds.bye')}: {shown.bye.no}. {shown.bye.name}
            </p>
          ) : null}
          <RoundMessageLine messages={messages} round={currentRound} />
          <RoundKeysHelp ruleSet={tournament.ruleSet} />
          {canWrite ? (
            <MouseResults scoring={scoring} ruleSet={tournament.ruleSet} onResult={mouseResult} onUndo={mouseUndo} />
          ) : null}
        </div>
      ) : noSuchRound ? null : (
        <p className="muted">{t('rounds.noneDrawn')}</p>
      )}
      {shown && selected !== null && shown.gameIds.includes(selected) ? (
        <SelectedBoardPanel
          key={`${selected} ${undos}`}
          schedule={schedule}
          tableRound={shown.tableRound}
          gameId={selected}
          tournament={tournament}
          onChanged={load}
          envelopeRequested={envelopeFor === selected}
          onEnvelopeShown={envelopeShown}
        />
      ) : shown ? (
        <p className="muted small">{t('panel.choose')}</p>
      ) : null}
      <RoundQuestions
        tournament={tournament}
        round={currentRound}
        replacing={pending}
        openingFirst={shown ? noOpening : null}
        onReplace={(chosen) => {
          setPending(null);
          void save(chosen.game, chosen.result, indexOf(chosen.game), { confirm: true });
        }}
        onDrawOpening={() => {
          setNoOpening(null);
          void drawOpening();
        }}
        onWithoutOpening={(chosen) => {
          setNoOpening(null);
          void save(chosen.game, chosen.result, indexOf(chosen.game), { withoutOpening: true });
        }}
        onCancel={() => {
          setPending(null);
          setNoOpening(null);
        }}
      />
      <GamesImportCard tournament={tournament} onChanged={load} />
      <AfterStoreChange store={schedule} select={scheduleValue} effect={afterScheduleChange} />
    </div>
  );
}
