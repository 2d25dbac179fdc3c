// Answers asked for before the screen that shows them exists (screens/tournament/prefetch.ts), kept per connection
// and tournament until a screen takes them. The tournament and the crosstable each keep theirs here.
import type { ArbiterApi } from '#api/contract';

export interface EarlyAnswers<T> {
  put(api: ArbiterApi, tournamentId: number, value: T): void;
  /** The kept value, left in place. */
  peek(api: ArbiterApi, tournamentId: number): T | undefined;
  /** The kept value, removed: a later screen asks again. */
  take(api: ArbiterApi, tournamentId: number): T | undefined;
  /** Drops everything kept for this connection: answers for an address the arbiter has left are never shown later
   * as if fresh. */
  forget(api: ArbiterApi): void;
}

export function earlyAnswers<T>(): EarlyAnswers<T> {
  const kept = new WeakMap<ArbiterApi, Map<number, T>>();
  const of = (api: ArbiterApi) => {
    if (!kept.has(api)) kept.set(api, new Map());
    return kept.get(api)!;
  };
  return {
    put: (api, tournamentId, value) => void of(api).set(tournamentId, value),
    peek: (api, tournamentId) => kept.get(api)?.get(tournamentId),
    take: (api, tournamentId) => {
      const value = kept.get(api)?.get(tournamentId);
      kept.get(api)?.delete(tournamentId);
      return value;
    },
    forget: (api) => kept.get(api)?.clear(),
  };
}
