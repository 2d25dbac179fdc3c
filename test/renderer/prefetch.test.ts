// A tournament screen's answers are asked for when the address changes, and taken once by the screen; answers for an
// address the arbiter has left are never shown later as if they were fresh.
import { describe, expect, it } from 'vitest';
import type { ArbiterApi } from '#api/contract';
import type { Route } from '#renderer/router';
import { prefetchFor } from '#renderer/screens/tournament/prefetch';
import { prefetchedCrosstable } from '#renderer/screens/tournament/use-crosstable';
import { tournamentAnswer } from '#renderer/screens/tournament/use-tournament';

/** An API that counts what it is asked and answers each request with a new object. */
function countingApi() {
  const asked: string[] = [];
  const api = new Proxy({} as ArbiterApi, {
    get: (_, operation: string) => (input: { id?: number; tournamentId?: number }) => {
      asked.push(`${operation} ${input.id ?? input.tournamentId}`);
      return Promise.resolve({ operation, input });
    },
  });
  return { api, asked };
}

const list: Route = { screen: 'tournaments' };
const crosstable = (id: number): Route => ({ screen: 'tournament', id, tab: 'crosstable' });

describe('prefetching a tournament screen', () => {
  it('asks for the tournament and its crosstable once; the screen takes those answers without asking again', () => {
    const { api, asked } = countingApi();
    prefetchFor(api, crosstable(4), list);
    expect(asked).toEqual(['getTournament 4', 'getCrosstable 4']);
    const tournament = tournamentAnswer(api, 4);
    prefetchedCrosstable(api, 4);
    expect(asked).toHaveLength(2);
    // Taken once: a later mount of the screen asks afresh.
    expect(tournamentAnswer(api, 4)).not.toBe(tournament);
    expect(asked.at(-1)).toBe('getTournament 4');
  });

  it('on a change of tab asks only for the new tab’s table, and for nothing on the setup or rounds tab', () => {
    const { api, asked } = countingApi();
    prefetchFor(api, { screen: 'tournament', id: 4, tab: 'norms' }, { screen: 'tournament', id: 4, tab: 'setup' });
    expect(asked).toEqual(['getCrosstable 4']);
    prefetchFor(api, { screen: 'tournament', id: 4, tab: 'rounds' }, { screen: 'tournament', id: 4, tab: 'norms' });
    expect(asked).toEqual(['getCrosstable 4']);
    // Another tournament's setup: its tournament, no table.
    prefetchFor(api, { screen: 'tournament', id: 5, tab: 'setup' }, { screen: 'tournament', id: 4, tab: 'rounds' });
    expect(asked).toEqual(['getCrosstable 4', 'getTournament 5']);
  });

  it('drops the answers of an address left before its screen took them', () => {
    const { api, asked } = countingApi();
    prefetchFor(api, crosstable(4), list);
    prefetchFor(api, list, crosstable(4));
    expect(asked).toHaveLength(2);
    // Opened later without a change of address (a reload): asked again, not the old answers.
    tournamentAnswer(api, 4);
    prefetchedCrosstable(api, 4);
    expect(asked).toEqual(['getTournament 4', 'getCrosstable 4', 'getTournament 4', 'getCrosstable 4']);
  });
});
