// A 20-player tournament read in as one tournament file, for the e2e tests that need a big table: the printouts that
// must fit, the hall's projector and phone layouts.
import { bergerTable } from '#domain/berger';
import { tableGames } from '../support/tournament-file';
import { call } from './api';
import type { Served } from './session';

const FIRST = [
  'Jaan',
  'Mari',
  'Peeter',
  'Õnne',
  'Toomas',
  'Liis',
  'Ants',
  'Kadri',
  'Rein',
  'Tiina',
  'Ülo',
  'Aino',
  'Madis',
  'Helju',
  'Kalju',
  'Ene',
  'Villem',
  'Sirje',
  'Jüri',
  'Maie',
];
const LAST = [
  'Tamm',
  'Kask',
  'Mänd',
  'Saar',
  'Kuusk',
  'Lepp',
  'Pihlak',
  'Vaher',
  'Haab',
  'Paju',
  'Kivisild',
  'Rebane',
  'Õunapuu',
  'Järvelaid',
  'Sepp',
  'Kõiv',
  'Laur',
  'Mägi',
  'Rästas',
  'Ilves-Tomingas',
];

/** A 20-player tournament with every result (or those of its first `playedRounds`), read in as one tournament file —
 * one write, where 380 results typed one by one would be 380 (the keyboard's own entry is tested elsewhere). */
export async function twentyPlayers(
  served: Served,
  name: string,
  double: boolean,
  tiebreaks: string[],
  playedRounds = Infinity,
): Promise<number> {
  const table = bergerTable(20, { double });
  const results = ['1-0', '0-1', '1/2-1/2', '1-0', '1/2-1/2', '0-1', '+/-'];
  let n = 0;
  const file = {
    format: 'kabe-arbiter/tournament@3',
    name,
    variant: 'russian',
    double,
    ruleSet: 'ussr1953',
    venue: 'Tallinn',
    arbiter: 'Aino Kohtunik',
    settings: { tiebreaks },
    draw: { method: 'random', seed: name, drawnAt: '2026-11-20T09:00:00.000Z' },
    players: FIRST.map((first, i) => ({
      no: i + 1,
      name: `${first} ${LAST[i]}`,
      rank: (['I', 'II', 'III'] as const)[i % 3],
    })),
    games: tableGames(table, (round) => (round <= playedRounds ? results[n++ % results.length]! : null)),
  };
  return (await call<{ id: number }>(served, 'importTournament', { file, confirm: true })).id;
}
