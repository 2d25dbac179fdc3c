// The tournament a page shows, loaded once and reloaded after every change.
import { useCallback, useEffect, useState } from 'react';
import type { ArbiterApi } from '#api/contract';
import type { TournamentDetail } from '#api/views';
import { useConnection } from '../../api/context';
import { useReloadOnReturn } from '../../components/reload-on-return';
import { earlyAnswers } from './early-answers';

/** The tournament asked for when the address named its screen (prefetch.ts), until the screen takes it. */
const early = earlyAnswers<Promise<TournamentDetail>>();

export function prefetchTournament(api: ArbiterApi, id: number): void {
  const answer = api.getTournament({ id });
  answer.catch(() => undefined); // the screen shows the error when it takes the answer
  early.put(api, id, answer);
}

export function forgetPrefetchedTournaments(api: ArbiterApi): void {
  early.forget(api);
}

/** The prefetched answer if there is one (taken: a later mount asks again), else a new request. */
export function tournamentAnswer(api: ArbiterApi, id: number): Promise<TournamentDetail> {
  return early.take(api, id) ?? api.getTournament({ id });
}

/** `alongWith`: an answer the screen needs beside the tournament (its tab's table, asked for at the same time); the
 * first render with the tournament waits for it too, so that the screen is painted once, whole. */
export function useTournament(id: number, alongWith?: Promise<unknown>) {
  const { api } = useConnection();
  const [tournament, setTournament] = useState<TournamentDetail | null>(null);
  const [error, setError] = useState<unknown>(null);
  // Asked for when the address changed, or else during the first render — beside the crosstable's prefetch — not
  // after the screen has mounted: a round trip less before the tab shows (docs/performance.md, the renderer's row).
  const [first] = useState(() => ({ id, answer: tournamentAnswer(api, id), alongWith, taken: false }));
  const load = useCallback(async (answer: Promise<TournamentDetail>, companion?: Promise<unknown>) => {
    try {
      if (companion) await Promise.allSettled([answer, companion]);
      setTournament(await answer);
      setError(null);
    } catch (caught) {
      setError(caught);
    }
  }, []);
  const reload = useCallback(() => load(api.getTournament({ id })), [api, id, load]);
  useEffect(() => {
    if (first.id === id && !first.taken) {
      first.taken = true;
      void load(first.answer, first.alongWith);
    } else void reload();
  }, [first, id, load, reload]);
  useReloadOnReturn(reload);
  return { tournament, setTournament, error, reload };
}
