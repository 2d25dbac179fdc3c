// The rounds of a team round robin: a round's matches, each with its line-ups and boards (MatchCard), results typed
// per board with the keys of every round view (↑ ↓ move through the round's boards, Ctrl+Z undoes), and the tools of
// the board last focused — the envelope of an adjourned game (the key `a`), incidents, the score sheet — as in a
// tournament of players.
import { useCallback, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#api/errors';
import type { MatchBoardView, ScheduledGame, TournamentDetail } from '#api/views';
import { boardText } from '#formats/numbers';
import { useConnection } from '../../api/context';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { errorText } from '../../components/error-text';
import { Notice } from '../../components/Notice';
import { PrintButtons } from '../../components/PrintButtons';
import { isLanguage } from '../../i18n';
import { hrefOf } from '../../router';
import { BoardPanel } from '../tournament/BoardPanel';
import { resultLabel } from '../tournament/result-keys';
import { roundKeyAction } from '../tournament/round-keys';
import { MatchCard } from './MatchCard';
import { useTeams } from './use-teams';

/** A board of a match as the board tools know a game: the round's board is the match, the game's leg its board there
 * (named 2·3, docs/teams.md). */
function asGame(board: MatchBoardView, pairing: number): ScheduledGame {
  const player = (p: MatchBoardView['white']) => ({ playerId: p!.playerId, no: p!.no, name: p!.name });
  return {
    id: board.gameId!,
    board: pairing,
    leg: board.board,
    white: player(board.white),
    black: player(board.black),
    result: board.result,
    withdrawal: null,
  };
}

export function TeamRoundsTab({ tournament, round }: { tournament: TournamentDetail; round?: number | undefined }) {
  const { t, i18n } = useTranslation();
  const { api, canWrite: connectionCanWrite } = useConnection();
  const canWrite = connectionCanWrite && tournament.closedAt === null;
  const { teams, setTeams, error, reload } = useTeams(tournament.id);
  const [message, setMessage] = useState<{ text: string; kind: 'ok' | 'error' } | null>(null);
  const [selected, setSelected] = useState<MatchBoardView | null>(null);
  const [envelopeFor, setEnvelopeFor] = useState<number | null>(null);
  const [pending, setPending] = useState<{ board: MatchBoardView; result: ScheduledGame['result'] } | null>(null);
  const cells = useRef(new Map<number, HTMLButtonElement>());
  const focusAfterLoad = useRef<number | null>(null);
  const lang = isLanguage(i18n.language) ? i18n.language : 'en';
  const rounds = teams?.rounds ?? [];
  const current =
    rounds.find((r) => r.round === round) ??
    (round === undefined ? (rounds.find((r) => !r.complete) ?? rounds[0]) : undefined);
  /** The round's played boards in order, for ↑ ↓. */
  const order = (current?.matches ?? []).flatMap((m) =>
    m.boards.filter((b) => b.gameId !== null).map((b) => b.gameId!),
  );
  /** A board's game as the messages name it: its match and its board there, 2·3. */
  const named = (board: MatchBoardView) => boardText({ board: pairingOf(board), leg: board.board }, true);
  const pairingOf = (board: MatchBoardView) =>
    current?.matches.find((m) => m.boards.some((b) => b.gameId !== null && b.gameId === board.gameId))?.pairing ?? 0;
  // In the same commit as the new cells, before the frame is painted: a key typed as soon as the result shows finds
  // the cursor on the next board already.
  useLayoutEffect(() => {
    if (focusAfterLoad.current === null) return;
    cells.current.get(focusAfterLoad.current)?.focus();
    focusAfterLoad.current = null;
  });

  const record = async (board: MatchBoardView, result: ScheduledGame['result'], confirm = false) => {
    if (result === 'adjourned') {
      setSelected(board);
      setEnvelopeFor(board.gameId);
      return;
    }
    try {
      await api.recordResult({ tournamentId: tournament.id, gameId: board.gameId!, result, confirm });
      const next = order[order.indexOf(board.gameId!) + 1];
      focusAfterLoad.current = result === null || next === undefined ? board.gameId : next;
      await reload();
      setMessage({
        text:
          result === null
            ? t('rounds.clearedSaved', { board: named(board) })
            : t('rounds.saved', { board: named(board), result: resultLabel(result, teams!.scoring) }),
        kind: 'ok',
      });
    } catch (caught) {
      if (caught instanceof ApiError && caught.issues[0]?.key === 'resultOverwriteNeedsConfirm') {
        setPending({ board, result });
        return;
      }
      setMessage({ text: errorText(caught, t), kind: 'error' });
    }
  };
  const undo = async () => {
    try {
      const undone = await api.undoLastChange({ tournamentId: tournament.id });
      // The cursor goes to the board taken back and the message names it, as on every round screen.
      focusAfterLoad.current = undone.game?.id ?? null;
      await reload();
      const game = undone.game;
      setMessage({
        text:
          game && undone.undone !== 'withdrawal'
            ? t(`rounds.undone.${undone.undone}`, {
                board: boardText(game, true),
                result:
                  game.result === 'adjourned'
                    ? t('rounds.adjourned')
                    : resultLabel(game.result, teams!.scoring) || t('rounds.cleared'),
              })
            : t('teamRounds.undone'),
        kind: 'ok',
      });
    } catch (caught) {
      setMessage({ text: errorText(caught, t), kind: 'error' });
    }
  };
  const onKey = (event: KeyboardEvent<HTMLButtonElement>, board: MatchBoardView) => {
    const action = roundKeyAction(event, board.result, canWrite);
    if (action.kind === 'ignore') return;
    event.preventDefault();
    if (action.kind === 'undo') void undo();
    if (action.kind === 'move') {
      const index = order.indexOf(board.gameId!);
      cells.current.get(order[Math.max(0, Math.min(index + action.by, order.length - 1))]!)?.focus();
    }
    if (action.kind === 'record') void record(board, action.result);
  };
  const onLineup = async (teamId: number, playerIds: number[]) => {
    try {
      setTeams(await api.setLineup({ tournamentId: tournament.id, round: current!.round, teamId, playerIds }));
      setMessage({ text: t('teamRounds.lineupSaved'), kind: 'ok' });
    } catch (caught) {
      setMessage({ text: errorText(caught, t), kind: 'error' });
    }
  };
  const onAdjudicate = async (board: MatchBoardView, result: '1-0' | '0-1' | '1/2-1/2') => {
    try {
      await api.adjudicateGame({ tournamentId: tournament.id, gameId: board.gameId!, result });
      await reload();
      setMessage({
        text: t('teamRounds.adjudicated', { board: named(board), result: resultLabel(result, teams!.scoring) }),
        kind: 'ok',
      });
    } catch (caught) {
      setMessage({ text: errorText(caught, t), kind: 'error' });
    }
  };
  const cellRef = useCallback((gameId: number, element: HTMLButtonElement | null) => {
    if (element) cells.current.set(gameId, element);
    else cells.current.delete(gameId);
  }, []);
  const envelopeShown = useCallback(() => setEnvelopeFor(null), []);

  if (!teams)
    return error ? <Notice text={errorText(error, t)} kind="error" /> : <p className="muted">{t('app.loading')}</p>;
  if (!teams.drawn) return <p className="muted">{t('rounds.noneDrawn')}</p>;
  const selectedNow = selected
    ? current?.matches.flatMap((m) => m.boards).find((b) => b.gameId !== null && b.gameId === selected.gameId)
    : undefined;
  return (
    <div className="rounds">
      <nav className="round-chips" aria-label={t('rounds.list')}>
        {rounds.map((r) => (
          <a
            key={r.round}
            href={hrefOf({ screen: 'tournament', id: tournament.id, tab: 'rounds', round: r.round })}
            aria-current={r.round === current?.round ? 'page' : undefined}
            className={`round-chip${r.complete ? ' complete' : ''}`}
          >
            {t('rounds.round', { round: r.round })}
            <span className="chip-status">{r.complete ? ' ✓' : ''}</span>
          </a>
        ))}
      </nav>
      {current ? (
        <>
          <div className="round-head">
            <h2>{t('rounds.round', { round: current.round })}</h2>
            <div className="actions">
              <PrintButtons
                request={{ tournamentId: tournament.id, kind: 'matchSheets', round: current.round, lang }}
                label={t('print.matchSheets')}
              />
              <PrintButtons
                request={{ tournamentId: tournament.id, kind: 'pairings', round: current.round, lang }}
                label={t('print.pairings')}
              />
            </div>
          </div>
          {current.bye ? <p className="muted">{t('teamRounds.bye', { team: current.bye.name })}</p> : null}
          {message ? <Notice text={message.text} kind={message.kind} /> : null}
          {current.matches.map((match) => (
            <MatchCard
              key={match.pairing}
              round={current.round}
              match={match}
              teams={teams}
              canWrite={canWrite}
              selected={selectedNow?.gameId ?? null}
              onLineup={onLineup}
              onKey={onKey}
              onSelect={setSelected}
              onAdjudicate={onAdjudicate}
              cellRef={cellRef}
            />
          ))}
          <p className="muted small">{t('teamRounds.keys')}</p>
        </>
      ) : (
        <p className="muted">{t('rounds.noSuchRound', { round })}</p>
      )}
      {selectedNow && selectedNow.gameId !== null ? (
        <BoardPanel
          key={selectedNow.gameId}
          tournament={tournament}
          game={asGame(selectedNow, pairingOf(selectedNow))}
          onChanged={reload}
          envelopeRequested={envelopeFor === selectedNow.gameId}
          onEnvelopeShown={envelopeShown}
        />
      ) : null}
      <ConfirmDialog
        message={
          pending
            ? t('rounds.confirmReplace', {
                board: named(pending.board),
                from: resultLabel(pending.board.result, teams.scoring),
                to: resultLabel(pending.result, teams.scoring),
              })
            : null
        }
        onConfirm={() => {
          const asked = pending!;
          setPending(null);
          void record(asked.board, asked.result, true);
        }}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
