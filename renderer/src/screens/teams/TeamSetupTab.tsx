// Setup of a team round robin: the settings (the kind chosen there), the teams with their rosters, the draw of lots
// for the teams, and when the rounds start.
import { useTranslation } from 'react-i18next';
import type { TournamentDetail } from '#api/views';
import { errorText } from '../../components/error-text';
import { Notice } from '../../components/Notice';
import { DrawCard } from '../tournament/DrawCard';
import { RoundTimesCard } from '../tournament/RoundTimesCard';
import { SettingsCard } from '../tournament/SettingsCard';
import { TeamsCard } from './TeamsCard';
import { useTeams } from './use-teams';

export function TeamSetupTab({
  tournament,
  onChange,
  reload,
}: {
  tournament: TournamentDetail;
  onChange: (tournament: TournamentDetail) => void;
  reload: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const { teams, setTeams, error, reload: reloadTeams } = useTeams(tournament.id);
  return (
    <div className="setup">
      <div className="columns">
        <SettingsCard tournament={tournament} onChange={onChange} />
        <div className="stack">
          {teams ? (
            <TeamsCard
              tournament={tournament}
              teams={teams}
              onChange={(after) => {
                setTeams(after);
                void reload();
              }}
            />
          ) : error ? (
            <Notice text={errorText(error, t)} kind="error" />
          ) : null}
          {teams ? (
            <DrawCard
              tournament={tournament}
              reload={async () => {
                await Promise.all([reload(), reloadTeams()]);
              }}
              drawing={{ kind: 'teams', entries: teams.teams.map((team) => ({ id: team.id, name: team.name })) }}
            />
          ) : null}
          <RoundTimesCard tournament={tournament} />
        </div>
      </div>
    </div>
  );
}
