// The crosstable as the service computes it; the screens never compute standings themselves.
import { useCallback, useEffect, useState } from 'react';
import type { ArbiterApi } from '#api/contract';
import type { CrosstableView } from '#api/views';
import { useConnection } from '../../api/context';
import { useReloadOnReturn } from '../../components/reload-on-return';
import { earlyAnswers } from './early-answers';

/** A crosstable asked for while the tournament itself is still loading (the tournament screen opened on the
 * crosstable or norms tab), and its answer once it has come: the tab takes it instead of asking again. */
interface Early {
  answer: Promise<CrosstableView>;
  table?: CrosstableView;
}

const early = earlyAnswers<Early>();

/** Asks for the crosstable now; the answer is what the tournament screen waits for beside the tournament, so that
 * the screen and its table appear in one paint. */
export function prefetchCrosstable(api: ArbiterApi, tournamentId: number): Promise<CrosstableView> {
  const entry: Early = { answer: api.getCrosstable({ tournamentId }) };
  entry.answer.then(
    (table) => (entry.table = table),
    () => undefined, // the tab asks again and shows the error
  );
  early.put(api, tournamentId, entry);
  return entry.answer;
}

/** The crosstable asked for when the address changed, or a new request if there is none. */
export function prefetchedCrosstable(api: ArbiterApi, tournamentId: number): Promise<CrosstableView> {
  return early.peek(api, tournamentId)?.answer ?? prefetchCrosstable(api, tournamentId);
}

export function forgetPrefetchedCrosstables(api: ArbiterApi): void {
  early.forget(api);
}

export function useCrosstable(tournamentId: number) {
  const { api } = useConnection();
  // A prefetched table that has already come is shown in the tab's first render.
  const [table, setTable] = useState<CrosstableView | null>(() => early.peek(api, tournamentId)?.table ?? null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    const fetched = early.take(api, tournamentId);
    if (fetched?.table) return;
    (fetched?.answer ?? api.getCrosstable({ tournamentId })).then(setTable, setError);
  }, [api, tournamentId]);
  const reload = useCallback(() => api.getCrosstable({ tournamentId }).then(setTable, setError), [api, tournamentId]);
  useReloadOnReturn(reload);
  return { table, error, setTable };
}

export { formatPoints, formatQuarters } from '#formats/numbers';
