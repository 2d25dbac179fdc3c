// The arbiter's tools for one board of the round, in tabs: adjourning the game with its envelope (§34–§36), incidents
// (illegal moves with the rule set's penalty, forfeits with reasons), and the game's score sheet.
import { useDeferredValue, useEffect, useState, memo } from 'react';
import { useTranslation } from 'react-i18next';
import { adjourns } from '#domain/clocks';
import { boardText } from '#formats/numbers';
import { useSelected } from '../../components/value-store';
import type { BoardToolsProps, EnvelopeRequest } from './board-tools';
import { EnvelopeTools } from './EnvelopeTools';
import { IncidentTools } from './IncidentTools';
import { RecordTools } from './RecordTools';
import { gameAt, type ScheduleStore } from './round-view';

/** Rendered again only when its own props change (a result on another board leaves it as it is). */
export const BoardPanel = memo(function BoardPanel(props: BoardToolsProps & EnvelopeRequest) {
  const { tournament, game, onChanged, envelopeRequested } = props;
  const { t } = useTranslation();
  // Under an increment or a base time games are played to their end: the incidents come first, and the envelope is
  // there for an adjournment by the arbiter's decision (asked when sealed).
  const canAdjourn = adjourns(tournament.settings.clock);
  const [tab, setTab] = useState<'envelope' | 'incident' | 'record'>(canAdjourn ? 'envelope' : 'incident');
  useEffect(() => {
    if (envelopeRequested) setTab('envelope');
  }, [envelopeRequested]);
  const tabButton = (name: 'envelope' | 'incident' | 'record', label: string) => (
    <button
      type="button"
      role="tab"
      aria-selected={tab === name}
      className={tab === name ? 'primary' : undefined}
      onClick={() => setTab(name)}
    >
      {label}
    </button>
  );
  return (
    <section
      className="card board-panel"
      aria-label={t('panel.heading', { board: boardText(game, tournament.settings.kind !== 'individual') })}
    >
      <div className="round-head">
        <h3>
          {t('panel.heading', { board: boardText(game, tournament.settings.kind !== 'individual') })}: {game.white.name}{' '}
          – {game.black.name}
        </h3>
        <div className="toggle" role="tablist">
          {tabButton('envelope', t('panel.adjournment'))}
          {tabButton('incident', t('panel.incidents'))}
          {tabButton('record', t('recordPanel.tab'))}
        </div>
      </div>
      {tab === 'envelope' && canAdjourn ? (
        <EnvelopeTools {...props} />
      ) : tab === 'record' ? (
        <RecordTools tournament={tournament} game={game} onChanged={onChanged} />
      ) : (
        <IncidentTools tournament={tournament} game={game} onChanged={onChanged} />
      )}
    </section>
  );
});

/** The tools of the board with the cursor, as the schedule holds its game: a result just typed on it reaches them in
 * a render after the one that paints the cell (their forms are most of a render's work), never before it. */
export function SelectedBoardPanel({
  schedule,
  tableRound,
  gameId,
  ...panel
}: Omit<BoardToolsProps, 'game'> & EnvelopeRequest & { schedule: ScheduleStore; tableRound: number; gameId: number }) {
  const game = useSelected(schedule, (state) => state.value && gameAt(state.value, tableRound, gameId));
  const shown = useDeferredValue(game);
  if (!game) return null;
  return <BoardPanel {...panel} game={shown?.id === game.id ? shown : game} />;
}
