// Where the arbiter is, kept in the address fragment (#/players, #/tournaments/3) so a reload keeps the place.
import { useEffect, useState } from 'react';

export type Route = { screen: 'players' } | { screen: 'tournaments' } | { screen: 'tournament'; id: number };

export function parseRoute(hash: string): Route {
  const tournament = /^#\/tournaments\/(\d+)$/.exec(hash);
  if (tournament) return { screen: 'tournament', id: Number(tournament[1]) };
  if (hash === '#/tournaments') return { screen: 'tournaments' };
  return { screen: 'players' };
}

export function hrefOf(route: Route): string {
  switch (route.screen) {
    case 'players':
      return '#/players';
    case 'tournaments':
      return '#/tournaments';
    case 'tournament':
      return `#/tournaments/${route.id}`;
  }
}

export function navigate(route: Route): void {
  window.location.hash = hrefOf(route);
}

export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(window.location.hash));
  useEffect(() => {
    const update = () => setRoute(parseRoute(window.location.hash));
    window.addEventListener('hashchange', update);
    return () => window.removeEventListener('hashchange', update);
  }, []);
  return route;
}
