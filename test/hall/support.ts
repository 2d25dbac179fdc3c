// A tournament being played, for the hall's tests: six players (birth years, clubs, a rank), results, an adjourned
// game with its sealed move, an incident with a note — then the same file opened read-only, as the hall opens it.
import { openReadOnly } from '#db/open';
import { migrationsFolder } from '#electron/app-info';
import { startHall, type HallOptions, type RunningHall } from '#hall/server';
import { createService } from '#service';
import { sealedEnvelope } from '../support/envelope';
import { serviceOnNewStore } from '../support/service';

export const NOTE = 'Märkus kohtunikule: mängija nuttis';
export const SEALED = 'd6-c5';
export const BIRTH_YEARS = [1931, 1947, 1958, 1962, 1974, 1989];

export function playedTournament() {
  const writer = serviceOnNewStore('2026-11-25T10:00:00Z');
  const { call } = writer;
  const tournament = call('createTournament', {
    name: 'Tartu lahtised 2026',
    variant: 'russian',
    ruleSet: 'ussr1953',
    venue: 'Tartu Kabeklubi',
    startDate: '2026-11-24',
    endDate: '2026-11-28',
  });
  call('updateTournamentSettings', { id: tournament.id, clock: 'movesPerHour', sessionHours: 4, movesPerHour: 15 });
  const names = [
    ['Tamm', 'Jaan'],
    ['Kask', 'Mari'],
    ['Mänd', 'Peeter'],
    ['Saar', 'Õnne'],
    ['Voronova', 'Olga'],
    ['Lepik', 'Ants'],
  ];
  const ids = names.map(
    ([surname, givenNames], i) =>
      call('createPlayer', {
        surname,
        givenNames,
        birthYear: BIRTH_YEARS[i],
        rank: i === 0 ? 'CM' : 'II',
        club: 'Kalev',
        city: 'Tartu',
      }).id,
  );
  for (const playerId of ids) call('addParticipant', { tournamentId: tournament.id, playerId });
  const schedule = call('drawLots', {
    tournamentId: tournament.id,
    method: 'manual',
    numbers: ids.map((playerId, i) => ({ playerId, no: i + 1 })),
  });
  const [first, second, third] = schedule.rounds[0]!.games;
  call('recordResult', { tournamentId: tournament.id, gameId: first!.id, result: '1-0' });
  call('adjournGame', sealedEnvelope(tournament.id, second!.id, { sealedMove: SEALED, resumeAt: '2026-11-26 10:00' }));
  call('recordIncident', {
    tournamentId: tournament.id,
    gameId: third!.id,
    kind: 'discipline',
    side: 'white',
    note: NOTE,
  });
  return { writer, tournament, schedule, ids };
}

/** The hall on the writer's file, read-only, on a free port of 127.0.0.1. */
export async function hallOn(file: string, more: Partial<HallOptions> = {}): Promise<RunningHall> {
  const store = openReadOnly(file, { migrationsFolder: migrationsFolder() });
  const hall = await startHall({ store, service: createService(store), port: 0, pollEvery: 50, ...more });
  return {
    ...hall,
    close: async () => {
      await hall.close();
      store.close();
    },
  };
}
