// The crosstable as the service computes it; the screens never compute standings themselves.
import { useEffect, useState } from 'react';
import type { ArbiterApi, CrosstableView } from '../../../../electron/api/contract';
import { useConnection } from '../../api/context';

// A crosstable asked for while the tournament itself is still loading (the tournament screen opened on the
// crosstable or norms tab): the tab takes it instead of asking again after the tournament has come.
const early = new WeakMap<ArbiterApi, Map<number, Promise<CrosstableView>>>();

export function prefetchCrosstable(api: ArbiterApi, tournamentId: number): void {
  if (!early.has(api)) early.set(api, new Map());
  early.get(api)!.set(tournamentId, api.getCrosstable({ tournamentId }));
}

export function useCrosstable(tournamentId: number) {
  const { api } = useConnection();
  const [table, setTable] = useState<CrosstableView | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    const fetched = early.get(api)?.get(tournamentId);
    early.get(api)?.delete(tournamentId);
    (fetched ?? api.getCrosstable({ tournamentId })).then(setTable, setError);
  }, [api, tournamentId]);
  return { table, error };
}

export { formatPoints, formatQuarters } from '../../../../electron/formats/numbers';
