// Setup: the tournament's settings, its participants, and the draw.
import type { TournamentDetail } from '#api/views';
import { DrawCard } from './DrawCard';
import { ParticipantsCard } from './ParticipantsCard';
import { RoundTimesCard } from './RoundTimesCard';
import { SettingsCard } from './SettingsCard';

interface SetupTabProps {
  tournament: TournamentDetail;
  onChange: (tournament: TournamentDetail) => void;
  reload: () => Promise<void>;
}

export function SetupTab({ tournament, onChange, reload }: SetupTabProps) {
  return (
    <div className="setup">
      <div className="columns">
        <SettingsCard tournament={tournament} onChange={onChange} />
        <div className="stack">
          <ParticipantsCard tournament={tournament} onChange={onChange} />
          <DrawCard tournament={tournament} reload={reload} />
          <RoundTimesCard tournament={tournament} />
        </div>
      </div>
    </div>
  );
}
