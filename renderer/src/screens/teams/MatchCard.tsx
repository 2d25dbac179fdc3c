// One team match of a round: its two teams and score, their line-ups (asked until both are given; changed while no
// board has a result), and its boards — each with its players and the result cell the arbiter types into, with the
// same keys as every round view (result-keys.ts). An empty board shows its forfeit; an adjourned game may be
// adjudicated by the arbiter (§35).
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MatchBoardView, TeamMatchView, TeamTournamentView } from '#api/views';
import { formatInScale, type GameResult } from '#domain/results';
import { boardText } from '#formats/numbers';
import { resultLabel } from '../tournament/result-keys';
import { LineupForm } from './LineupForm';

export interface MatchCardProps {
  round: number;
  match: TeamMatchView;
  teams: TeamTournamentView;
  canWrite: boolean;
  selected: number | null;
  onLineup: (teamId: number, playerIds: number[]) => Promise<void>;
  onKey: (event: KeyboardEvent<HTMLButtonElement>, board: MatchBoardView) => void;
  onSelect: (board: MatchBoardView) => void;
  onAdjudicate: (board: MatchBoardView, result: '1-0' | '0-1' | '1/2-1/2') => Promise<void>;
  cellRef: (gameId: number, element: HTMLButtonElement | null) => void;
}

export function MatchCard(props: MatchCardProps) {
  const { round, match, teams, canWrite, selected, onLineup, onKey, onSelect, onAdjudicate, cellRef } = props;
  const { t } = useTranslation();
  const [changing, setChanging] = useState(false);
  const scoring = teams.scoring;
  const teamOf = (id: number) => teams.teams.find((team) => team.id === id)!;
  const hasResults = match.boards.some((b) => b.gameId !== null && b.result !== null);
  const both = match.lineups.first && match.lineups.second;
  const asking = canWrite && (!both || changing) && !hasResults && match.withdrawal === null;
  const givenOf = (teamId: number, first: boolean) => {
    if (!(first ? match.lineups.first : match.lineups.second)) return null;
    return match.boards
      .map((b) => (b.firstWhite === first ? b.white : b.black))
      .filter((p) => p !== null)
      .map((p) => p.playerId);
  };
  const score = `${formatInScale(match.score[0], scoring)} : ${formatInScale(match.score[1], scoring)}`;
  return (
    <section className="card match" aria-labelledby={`match-${round}-${match.pairing}`}>
      <div className="round-head">
        <h3 id={`match-${round}-${match.pairing}`}>
          {t('teamRounds.match', { n: match.pairing })}: {match.first.no}. {match.first.name} – {match.second.no}.{' '}
          {match.second.name}
        </h3>
        <strong className="match-score" aria-label={t('teamRounds.score', { score })}>
          {both ? score : ''}
        </strong>
      </div>
      {match.withdrawal ? (
        <p className="muted">
          {t(match.withdrawal.effect === 'forfeits' ? 'teamRounds.decidedForfeits' : 'teamRounds.decidedAnnulled', {
            team: match.withdrawal.team.name,
          })}
        </p>
      ) : null}
      {asking ? (
        <div className="lineups">
          {[match.first, match.second].map((team, index) =>
            (index === 0 ? match.lineups.first : match.lineups.second) && !changing ? null : (
              <LineupForm
                key={team.id}
                team={teamOf(team.id)}
                boards={teams.settings.boards}
                womensBoards={teams.settings.womensBoards}
                given={givenOf(team.id, index === 0)}
                onSave={async (playerIds) => {
                  await onLineup(team.id, playerIds);
                  setChanging(false);
                }}
              />
            ),
          )}
        </div>
      ) : null}
      {(both || match.withdrawal) && match.boards.length > 0 ? (
        <table className="table compact boards" aria-label={t('teamRounds.boardsOf', { n: match.pairing })}>
          <thead>
            <tr>
              <th scope="col" className="num">
                {t('teamRounds.board')}
              </th>
              <th scope="col">{t('rounds.white')}</th>
              <th scope="col" className="center">
                {t('rounds.result')}
              </th>
              <th scope="col">{t('rounds.black')}</th>
            </tr>
          </thead>
          <tbody>
            {match.boards.map((board) => (
              <BoardLine
                key={board.board}
                pairing={match.pairing}
                board={board}
                scoring={scoring}
                selected={selected === board.gameId}
                canWrite={canWrite}
                onKey={onKey}
                onSelect={onSelect}
                onAdjudicate={onAdjudicate}
                cellRef={cellRef}
              />
            ))}
          </tbody>
        </table>
      ) : null}
      {both && canWrite && !hasResults && !changing && match.withdrawal === null ? (
        <button type="button" onClick={() => setChanging(true)}>
          {t('teamRounds.changeLineups')}
        </button>
      ) : null}
    </section>
  );
}

function BoardLine({
  pairing,
  board,
  scoring,
  selected,
  canWrite,
  onKey,
  onSelect,
  onAdjudicate,
  cellRef,
}: {
  /** The match's place in the round: a screen reader hears the game as the messages name it, match·board ("3·2"). */
  pairing: number;
  board: MatchBoardView;
  scoring: TeamTournamentView['scoring'];
  selected: boolean;
  canWrite: boolean;
  onKey: MatchCardProps['onKey'];
  onSelect: MatchCardProps['onSelect'];
  onAdjudicate: MatchCardProps['onAdjudicate'];
  cellRef: MatchCardProps['cellRef'];
}) {
  const { t } = useTranslation();
  const name = (player: MatchBoardView['white']) => (player ? `${player.no}. ${player.name}` : t('teamRounds.empty'));
  const named = boardText({ board: pairing, leg: board.board }, true);
  const shown = (result: GameResult) =>
    result === 'adjourned' ? t('rounds.adjournedShort') : resultLabel(result, scoring) || '·';
  return (
    <tr className={board.result === null ? 'missing' : board.result === 'adjourned' ? 'adjourned' : undefined}>
      <td className="num">{board.board}</td>
      <td className={board.white ? undefined : 'muted'}>{name(board.white)}</td>
      <td className="center">
        {board.gameId === null ? (
          <span title={t('teamRounds.emptyBoard')}>{shown(board.result)}</span>
        ) : (
          <button
            ref={(element) => cellRef(board.gameId!, element)}
            type="button"
            className={`result-cell${selected ? ' selected' : ''}`}
            aria-label={t('teamRounds.resultOf', {
              board: named,
              white: board.white?.name ?? '',
              black: board.black?.name ?? '',
              result: board.result === null ? t('rounds.noResult') : shown(board.result),
            })}
            onKeyDown={(event) => onKey(event, board)}
            onFocus={() => onSelect(board)}
            onClick={(event) => event.currentTarget.focus()}
          >
            {shown(board.result)}
          </button>
        )}
        {board.result === 'adjourned' && canWrite ? (
          <span className="adjudicate">
            {/* Said in words on the screen too: three results alone read as a score, not as a decision to take. */}
            <span className="muted small" aria-hidden="true">
              {t('teamRounds.adjudicateLabel')}{' '}
            </span>
            {(['1-0', '1/2-1/2', '0-1'] as const).map((result) => (
              <button
                key={result}
                type="button"
                className="small"
                aria-label={t('teamRounds.adjudicateAs', { board: named, result: resultLabel(result, scoring) })}
                onClick={() => void onAdjudicate(board, result)}
              >
                {resultLabel(result, scoring)}
              </button>
            ))}
          </span>
        ) : null}
      </td>
      <td className={board.black ? undefined : 'muted'}>{name(board.black)}</td>
    </tr>
  );
}
