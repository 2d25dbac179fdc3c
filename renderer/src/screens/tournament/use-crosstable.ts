// The crosstable as the service computes it; the screens never compute standings themselves.
import { useEffect, useState } from 'react';
import type { CrosstableView } from '../../../../electron/api/contract';
import { useConnection } from '../../api/context';

export function useCrosstable(tournamentId: number) {
  const { api } = useConnection();
  const [table, setTable] = useState<CrosstableView | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    api.getCrosstable({ tournamentId }).then(setTable, setError);
  }, [api, tournamentId]);
  return { table, error };
}

export { formatPoints, formatQuarters } from '../../../../electron/formats/numbers';
