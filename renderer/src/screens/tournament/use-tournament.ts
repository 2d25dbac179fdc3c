// The tournament a page shows, loaded once and reloaded after every change.
import { useCallback, useEffect, useState } from 'react';
import type { TournamentDetail } from '../../../../electron/api/contract';
import { useConnection } from '../../api/context';

export function useTournament(id: number) {
  const { api } = useConnection();
  const [tournament, setTournament] = useState<TournamentDetail | null>(null);
  const [error, setError] = useState<unknown>(null);
  const reload = useCallback(async () => {
    try {
      setTournament(await api.getTournament({ id }));
      setError(null);
    } catch (caught) {
      setError(caught);
    }
  }, [api, id]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { tournament, setTournament, error, reload };
}
