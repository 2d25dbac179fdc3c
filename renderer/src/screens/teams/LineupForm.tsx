// A team's line-up for a round (docs/teams.md): the roster's players who play, ticked — the first boards' players
// ticked to begin with. The order is the roster's: a reserve ticked comes in below the others, and boards nobody is
// left for are empty (a forfeit on each) — a women's board with no woman ticked too, which the preview says before the
// save (lineup-preview.ts). "Did not come" gives no one: the team loses the match by forfeit.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamView } from '#api/views';
import { lineupPreview } from './lineup-preview';

export function LineupForm({
  team,
  boards,
  womensBoards,
  given,
  onSave,
}: {
  team: TeamView;
  boards: number;
  /** The boards a regulation reserves for women: a woman of the roster plays each (docs/teams.md). */
  womensBoards: number[];
  /** The players of the line-up already given, if any. */
  given: number[] | null;
  onSave: (playerIds: number[]) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState<Set<number>>(
    () => new Set(given ?? team.players.slice(0, boards).map((p) => p.playerId)),
  );
  const toggle = (playerId: number, on: boolean) => {
    const next = new Set(playing);
    if (on) next.add(playerId);
    else next.delete(playerId);
    setPlaying(next);
  };
  const ordered = team.players.filter((p) => playing.has(p.playerId)).map((p) => p.playerId);
  // The line-up the service will make of the ticks: a women's board takes only a woman.
  const preview = lineupPreview(team, boards, womensBoards, playing);
  return (
    <fieldset className="group lineup" aria-label={t('teamRounds.lineupOf', { team: team.name })}>
      <legend>{t('teamRounds.lineupOf', { team: team.name })}</legend>
      {team.players.map((p) => (
        <label key={p.playerId} className="check">
          <input
            type="checkbox"
            checked={playing.has(p.playerId)}
            onChange={(e) => toggle(p.playerId, e.target.checked)}
          />{' '}
          {p.no}. {p.name}
          {p.reserve ? (
            <span className="muted small"> ({t('teams.reserve')})</span>
          ) : womensBoards.includes(p.position) ? (
            <span className="muted small"> ({t('teams.womensBoard')})</span>
          ) : null}
        </label>
      ))}
      <p className="muted small">
        {preview.tooMany
          ? t('teamRounds.tooMany', { boards })
          : preview.empty > 0
            ? t('teamRounds.emptyBoards', { count: preview.empty })
            : t('teamRounds.full')}
        {!preview.tooMany && preview.womenMissing.length > 0
          ? ` ${t('teamRounds.noWomanFor', { count: preview.womenMissing.length, boards: preview.womenMissing.join(', ') })}`
          : null}
        {!preview.tooMany && preview.leftOut.length > 0
          ? ` ${t('teamRounds.leftOut', { names: preview.leftOut.join(', ') })}`
          : null}
      </p>
      <div className="actions">
        <button type="button" className="primary" onClick={() => void onSave(ordered)}>
          {t('teamRounds.saveLineup', { team: team.name })}
        </button>
        <button type="button" onClick={() => void onSave([])}>
          {t('teamRounds.didNotCome', { team: team.name })}
        </button>
      </div>
    </fieldset>
  );
}
