// The address fragment keeps the arbiter's place: every route reads back as itself, and anything else is the registry.
import { describe, expect, it } from 'vitest';
import { hrefOf, parseRoute, type Route } from '#renderer/router';

describe('the router', () => {
  it('writes and reads back every place', () => {
    const places: Route[] = [
      { screen: 'players' },
      { screen: 'tournaments' },
      { screen: 'tournament', id: 3, tab: 'setup' },
      { screen: 'tournament', id: 3, tab: 'rounds' },
      { screen: 'tournament', id: 3, tab: 'rounds', round: 2 },
      { screen: 'tournament', id: 12, tab: 'crosstable' },
      { screen: 'tournament', id: 12, tab: 'norms' },
    ];
    for (const place of places) expect(parseRoute(hrefOf(place))).toEqual(place);
    expect(hrefOf({ screen: 'tournament', id: 3, tab: 'rounds', round: 2 })).toBe('#/tournaments/3/rounds/2');
  });

  it('takes an unknown or broken address for the registry', () => {
    for (const hash of ['', '#', '#/nowhere', '#/tournaments/x', '#/tournaments/3/poster', '#token=abc'])
      expect(parseRoute(hash)).toEqual({ screen: 'players' });
  });
});
