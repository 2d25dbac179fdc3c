// A team tournament's teams, rounds and tables (electron/api/team-views.ts), read when the screen opens and again
// after each change; a change hands back the view it made, shown at once.
import { useCallback, useEffect, useState } from 'react';
import type { TeamTournamentView } from '#api/views';
import { useConnection } from '../../api/context';
import { useReloadOnReturn } from '../../components/reload-on-return';

export function useTeams(tournamentId: number) {
  const { api } = useConnection();
  const [teams, setTeams] = useState<TeamTournamentView | null>(null);
  const [error, setError] = useState<unknown>(null);
  const reload = useCallback(async () => {
    try {
      setTeams(await api.getTeams({ tournamentId }));
      setError(null);
    } catch (caught) {
      setError(caught);
    }
  }, [api, tournamentId]);
  useEffect(() => void reload(), [reload]);
  useReloadOnReturn(reload);
  return { teams, setTeams, error, reload };
}
