// A round of micro-matches starts from its drawn openings (docs/micro-matches.md): each shown with its moves (or its
// relocation), who is to move, and the position on a board; drawn here from the tournament's opening table by a
// recorded seed, and drawn again until a game is played from it. When it cannot be drawn, the round says why.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScheduledRound, TournamentDetail } from '#api/views';
import { Diagram } from '#formats/diagram';
import { openingText } from '#formats/opening-text';
import { useConnection } from '../../api/context';
import { errorText } from '../../components/error-text';
import { Notice } from '../../components/Notice';
import { useSelected } from '../../components/value-store';
import { roundAt, type ScheduleStore } from './round-view';

/** The openings of the round shown, as the schedule holds it (a result may lock its drawing again). */
export function RoundOpenings({
  tournament,
  schedule,
  tableRound,
  onDrawn,
}: {
  tournament: TournamentDetail;
  schedule: ScheduleStore;
  tableRound: number;
  onDrawn: () => void;
}) {
  const round = useSelected(schedule, (state) => state.value && roundAt(state.value, tableRound));
  return round ? <OpeningsOf tournament={tournament} round={round} onDrawn={onDrawn} /> : null;
}

function OpeningsOf({
  tournament,
  round,
  onDrawn,
}: {
  tournament: TournamentDetail;
  round: ScheduledRound;
  onDrawn: () => void;
}) {
  const { t } = useTranslation();
  const { api, canWrite } = useConnection();
  const [error, setError] = useState<string | null>(null);
  const lock = round.openingDraw?.lock ?? null;
  const draw = () =>
    void api.drawOpening({ tournamentId: tournament.id, tableRound: round.tableRound }).then(
      () => {
        setError(null);
        onDrawn();
      },
      (failure: unknown) => setError(errorText(failure, t)),
    );
  return (
    <section className="round-openings" aria-label={t('openings.ofRound', { round: round.round })}>
      {round.openings.length === 0 ? (
        <p className="muted small">
          {tournament.settings.openingTable ? t('openings.notDrawn') : t('openings.noTable')}
        </p>
      ) : (
        <div className="openings-row">
          {round.openings.map((opening) => (
            <figure key={opening.board ?? 0} className="ballot">
              <Diagram
                variant={tournament.variant}
                fen={opening.fen}
                label={`${opening.id}: ${opening.moves ?? opening.written}`}
              />
              <figcaption className="small">
                <strong>
                  {opening.board === null ? t('openings.allBoards') : t('openings.board', { board: opening.board })}:{' '}
                  {opening.id}
                </strong>
                <br />
                {openingText(opening, t)}
                <br />
                <span className="muted">{t('openings.seed', { seed: opening.seed })}</span>
              </figcaption>
            </figure>
          ))}
        </div>
      )}
      {canWrite && lock === null ? (
        <div className="actions">
          <button type="button" onClick={draw}>
            {round.openings.length === 0 ? t('openings.draw') : t('openings.drawAgain')}
          </button>
        </div>
      ) : lock === 'played' || lock === 'closed' ? (
        // Why the button is not there ("no table" is said above).
        <p className="muted small">
          {t(
            lock === 'played'
              ? round.openings.length > 0
                ? 'openings.stands'
                : 'openings.playedWithout'
              : 'openings.closed',
          )}
        </p>
      ) : null}
      <Notice text={error} kind="error" />
    </section>
  );
}
