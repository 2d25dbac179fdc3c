// A tournament screen's first answers, asked for in the address's own event — before React renders the screen that
// will show them — so that they travel while it renders. Measured in the renderer's row of `npm run bench`: the
// requests leave 2–3 ms sooner than from the screen's first render (docs/performance.md).
import type { ArbiterApi } from '#api/contract';
import type { Route, TournamentTab } from '../../router';
import { forgetPrefetchedCrosstables, prefetchCrosstable } from './use-crosstable';
import { forgetPrefetchedTournaments, prefetchTournament } from './use-tournament';

/** The tabs whose screen waits for the crosstable beside the tournament. */
export function opensWithCrosstable(tab: TournamentTab): boolean {
  return tab === 'crosstable' || tab === 'norms';
}

/** Asks for what the next screen will show. Only the newest address's answers are kept: anything asked for an
 * address the arbiter left before its screen took it is dropped. */
export function prefetchFor(api: ArbiterApi, next: Route, previous: Route): void {
  forgetPrefetchedTournaments(api);
  forgetPrefetchedCrosstables(api);
  if (next.screen !== 'tournament') return;
  // A change of tab keeps the screen and the tournament it holds; only opening a tournament asks for it.
  if (previous.screen !== 'tournament' || previous.id !== next.id) prefetchTournament(api, next.id);
  if (opensWithCrosstable(next.tab)) prefetchCrosstable(api, next.id);
}
