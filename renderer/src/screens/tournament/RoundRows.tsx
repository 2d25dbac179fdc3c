// The round view's repeated parts: a round's chip in the list of rounds, and one board's row with the result cell the
// arbiter types into. Each is rendered again only when its own round or game changes (docs/performance.md).
import { memo, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScheduledGame, ScheduledRound, TournamentDetail } from '#api/views';
import { withdrawalRuleOf } from '#formats/citations';
import { boardText } from '#formats/numbers';
import { hrefOf } from '../../router';
import { cellText, roundStatus, withdrawalNote } from './round-view';

/** A round's chip in the list of rounds: its number or name, and how many of its games still want a result. Made
 * again only when its round changes — a result touches one round of 38. */
export const RoundChip = memo(function RoundChip({
  round: r,
  tournamentId,
  current,
  compact,
}: {
  round: ScheduledRound;
  tournamentId: number;
  current: boolean;
  compact: boolean;
}) {
  const { t } = useTranslation();
  const { missing, adjourned } = roundStatus(r);
  const state = r.complete ? ' ✓' : ` · ${missing + adjourned}`;
  const name = t('rounds.round', { round: r.round });
  return (
    <a
      href={hrefOf({ screen: 'tournament', id: tournamentId, tab: 'rounds', round: r.round! })}
      aria-current={current ? 'page' : undefined}
      aria-label={compact ? `${name}${state}` : undefined}
      className={`round-chip${r.complete ? ' complete' : ''}${adjourned ? ' has-adjourned' : ''}`}
      title={`${name}: ${r.complete ? t('rounds.complete') : t('rounds.missingShort', { missing, adjourned })}`}
    >
      {compact ? r.round : name}
      <span className="chip-status">{compact ? (r.complete ? '✓' : '') : state}</span>
    </a>
  );
});

/** One board of the round: its players, and the result cell the arbiter types into. Rendered again only when its
 * game changes (or a player of it leaves the table): a result typed elsewhere leaves it as it is. */
export const BoardRow = memo(function BoardRow({
  game,
  index,
  tournament,
  removedWhite,
  removedBlack,
  onKey,
  onSelect,
  cellRef,
}: {
  game: ScheduledGame;
  index: number;
  tournament: TournamentDetail;
  removedWhite: boolean;
  removedBlack: boolean;
  onKey: (event: KeyboardEvent<HTMLButtonElement>, game: ScheduledGame, index: number) => void;
  onSelect: (gameId: number) => void;
  cellRef: (index: number, element: HTMLButtonElement | null) => void;
}) {
  const { t } = useTranslation();
  const { scoring, microMatch: micro, withdrawalThreshold: threshold } = tournament.settings;
  const withdrawalRule = withdrawalRuleOf(tournament);
  return (
    <tr
      className={
        game.withdrawal?.effect === 'annulled'
          ? 'annulled'
          : game.result === null
            ? 'missing'
            : game.result === 'adjourned'
              ? 'adjourned'
              : undefined
      }
    >
      <td className="num">{boardText(game, micro)}</td>
      <td className="num">{game.white.no}</td>
      <td className={removedWhite ? 'removed' : undefined}>{game.white.name}</td>
      <td className="center">
        <button
          ref={(element) => cellRef(index, element)}
          type="button"
          className="result-cell"
          aria-label={t('rounds.resultOf', {
            board: boardText(game, micro),
            white: game.white.name,
            black: game.black.name,
            result: cellText(game, t, true, scoring, { rule: withdrawalRule, threshold }),
          })}
          onKeyDown={(event) => onKey(event, game, index)}
          onFocus={() => onSelect(game.id)}
          onClick={(event) => event.currentTarget.focus()}
        >
          {cellText(game, t, false, scoring, { rule: withdrawalRule, threshold })}
        </button>
        {game.withdrawal ? (
          <span className="withdrawal-mark" title={withdrawalNote(game.withdrawal, t, withdrawalRule, threshold)}>
            {/* The paragraph under 1953 (§38), a word under rules whose citation is long. */}
            {tournament.ruleSet === 'ussr1953'
              ? t('printout.awarded', { rule: withdrawalRule })
              : t('rounds.withdrawalMark')}
          </span>
        ) : null}
      </td>
      <td className="num">{game.black.no}</td>
      <td className={removedBlack ? 'removed' : undefined}>{game.black.name}</td>
    </tr>
  );
});
