// What the service tests share: a service on a fresh real store with a fixed clock, and a way to catch its errors.
import { expect } from 'vitest';
import type { OperationName } from '#api/contract';
import { ApiError } from '#api/errors';
import type { Output } from '#api/views';
import { createService, type OperationInput } from '#service';
import { openStore } from './store';

export function serviceOnNewStore(now = '2026-03-14T10:00:00Z') {
  const store = openStore();
  const service = createService(store, () => new Date(now));
  const call = <K extends OperationName>(operation: K, input: OperationInput): Output<K> =>
    service.call(operation, input);
  const count = (table: string) =>
    (store.db.$client.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
  return { store, service, call, count };
}

/** The ApiError that `action` throws; fails the test when it throws nothing or something else. */
export function apiError(action: () => unknown): ApiError {
  try {
    action();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('no error was thrown');
}

/** Players named by letters (MängijaA A, MängijaB B, …) entered into the tournament and drawn in that order: the
 * first letter is no. 1. The small fields the tiebreak and regulation tests reason about by letter. */
export function drawLettered(
  s: ReturnType<typeof serviceOnNewStore>,
  tournamentId: number,
  letters: readonly string[],
): { ids: number[]; schedule: Output<'drawLots'> } {
  const ids = letters.map((letter) => s.call('createPlayer', { surname: `Mängija${letter}`, givenNames: letter }).id);
  for (const playerId of ids) s.call('addParticipant', { tournamentId, playerId });
  const schedule = s.call('drawLots', {
    tournamentId,
    method: 'manual',
    numbers: ids.map((playerId, i) => ({ playerId, no: i + 1 })),
  });
  return { ids, schedule };
}

/** Players registered by their names, entered into the tournament and drawn in that order: the first is no. 1. */
export function drawNamed(
  s: ReturnType<typeof serviceOnNewStore>,
  tournamentId: number,
  names: readonly string[],
): { ids: number[]; schedule: Output<'drawLots'> } {
  const ids = names.map((name) => s.call('createPlayer', { name }).id);
  for (const playerId of ids) s.call('addParticipant', { tournamentId, playerId });
  const schedule = s.call('drawLots', {
    tournamentId,
    method: 'manual',
    numbers: ids.map((playerId, i) => ({ playerId, no: i + 1 })),
  });
  return { ids, schedule };
}
