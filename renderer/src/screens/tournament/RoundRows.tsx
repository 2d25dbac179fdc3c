// The round view's parts that show what a result changes: a round's chip in the list of rounds, one board's row with
// the result cell the arbiter types into, the round's status line and the message said. Each reads its own round or
// game from the schedule's store and is rendered again only when that changes (docs/performance.md).
import { memo, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScheduledGame, TournamentDetail } from '#api/views';
import { withdrawalRuleOf } from '#formats/citations';
import { boardText } from '#formats/numbers';
import { Notice } from '../../components/Notice';
import { useSelected, type ValueStore } from '../../components/value-store';
import { hrefOf } from '../../router';
import { cellText, gameAt, roundAt, roundStatus, withdrawalNote, type ScheduleStore } from './round-view';

/** A round's chip in the list of rounds: its number or name, and how many of its games still want a result. Made
 * again only when its round changes — a result touches one round of 38. */
export const RoundChip = memo(function RoundChip({
  schedule,
  tableRound,
  tournamentId,
  current,
  compact,
}: {
  schedule: ScheduleStore;
  tableRound: number;
  tournamentId: number;
  current: boolean;
  compact: boolean;
}) {
  const { t } = useTranslation();
  const r = useSelected(schedule, (state) => state.value && roundAt(state.value, tableRound));
  if (!r || r.round === null) return null;
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
  schedule,
  tableRound,
  gameId,
  index,
  tournament,
  removed,
  onKey,
  onSelect,
  cellRef,
}: {
  schedule: ScheduleStore;
  tableRound: number;
  gameId: number;
  index: number;
  tournament: TournamentDetail;
  /** The players removed from the table (§38), whose names are struck out. */
  removed: ReadonlySet<number>;
  onKey: (event: KeyboardEvent<HTMLButtonElement>, game: ScheduledGame, index: number) => void;
  onSelect: (gameId: number) => void;
  cellRef: (index: number, element: HTMLButtonElement | null) => void;
}) {
  const { t } = useTranslation();
  const game = useSelected(schedule, (state) => state.value && gameAt(state.value, tableRound, gameId));
  if (!game) return null;
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
      <td className={removed.has(game.white.playerId) ? 'removed' : undefined}>{game.white.name}</td>
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
      <td className={removed.has(game.black.playerId) ? 'removed' : undefined}>{game.black.name}</td>
    </tr>
  );
});

/** The shown round's status: complete, or how many boards still want a result and how many are adjourned. */
export function RoundStatusLine({ schedule, tableRound }: { schedule: ScheduleStore; tableRound: number }) {
  const { t } = useTranslation();
  const round = useSelected(schedule, (state) => state.value && roundAt(state.value, tableRound));
  if (!round) return null;
  const { missing, adjourned } = roundStatus(round);
  return (
    <p className={`round-status${round.complete ? ' ok' : ''}`} role="status">
      {round.complete
        ? t('rounds.complete')
        : [
            missing > 0 ? t('rounds.withoutResult', { count: missing }) : null,
            adjourned > 0 ? t('rounds.adjournedCount', { count: adjourned }) : null,
          ]
            .filter(Boolean)
            .join(', ')}
    </p>
  );
}

/** What the round view said last, in the round it was said in: switching rounds does not carry it along. */
export interface RoundMessage {
  text: string;
  kind: 'ok' | 'error';
  round: number | null;
}

export function RoundMessageLine({
  messages,
  round,
}: {
  messages: ValueStore<RoundMessage | null>;
  round: number | null;
}) {
  const said = useSelected(messages, (message) => (message && message.round === round ? message : null));
  return said ? <Notice text={said.text} kind={said.kind} /> : null;
}
