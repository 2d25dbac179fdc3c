// Where the arbiter is, kept in the address fragment (#/players, #/tournaments/3/rounds/2) so a reload keeps the place.
import { useEffect, useRef, useState } from 'react';

export type TournamentTab = 'setup' | 'rounds' | 'crosstable' | 'norms';

export type Route =
  | { screen: 'players' }
  | { screen: 'playerImport' }
  | { screen: 'ratingsImport' }
  | { screen: 'player'; id: number }
  | { screen: 'ranks' }
  | { screen: 'tournaments' }
  | { screen: 'tournament'; id: number; tab: TournamentTab; round?: number };

export function parseRoute(hash: string): Route {
  const round = /^#\/tournaments\/(\d+)\/rounds(?:\/(\d+))?$/.exec(hash);
  if (round)
    return {
      screen: 'tournament',
      id: Number(round[1]),
      tab: 'rounds',
      ...(round[2] ? { round: Number(round[2]) } : {}),
    };
  const tab = /^#\/tournaments\/(\d+)(?:\/(crosstable|norms))?$/.exec(hash);
  if (tab) return { screen: 'tournament', id: Number(tab[1]), tab: (tab[2] as TournamentTab | undefined) ?? 'setup' };
  if (hash === '#/tournaments') return { screen: 'tournaments' };
  if (hash === '#/players/import') return { screen: 'playerImport' };
  if (hash === '#/players/ratings') return { screen: 'ratingsImport' };
  const player = /^#\/players\/(\d+)$/.exec(hash);
  if (player) return { screen: 'player', id: Number(player[1]) };
  if (hash === '#/ranks') return { screen: 'ranks' };
  return { screen: 'players' };
}

export function hrefOf(route: Route): string {
  switch (route.screen) {
    case 'players':
      return '#/players';
    case 'playerImport':
      return '#/players/import';
    case 'ratingsImport':
      return '#/players/ratings';
    case 'player':
      return `#/players/${route.id}`;
    case 'ranks':
      return '#/ranks';
    case 'tournaments':
      return '#/tournaments';
    case 'tournament':
      if (route.tab === 'setup') return `#/tournaments/${route.id}`;
      if (route.tab === 'rounds') return `#/tournaments/${route.id}/rounds${route.round ? `/${route.round}` : ''}`;
      return `#/tournaments/${route.id}/${route.tab}`;
  }
}

export function navigate(route: Route): void {
  window.location.hash = hrefOf(route);
}

/** `onChange` runs in the address's own event, before React renders the new screen: the place to ask for the
 * answers that screen will need, so that they travel while it renders (docs/performance.md). */
export function useRoute(onChange?: (next: Route, previous: Route) => void): Route {
  const [route, setRoute] = useState(() => parseRoute(window.location.hash));
  const shown = useRef(route);
  const changed = useRef(onChange);
  changed.current = onChange;
  useEffect(() => {
    const update = () => {
      const next = parseRoute(window.location.hash);
      changed.current?.(next, shown.current);
      shown.current = next;
      setRoute(next);
    };
    window.addEventListener('hashchange', update);
    return () => window.removeEventListener('hashchange', update);
  }, []);
  return route;
}
