// Setting the stage for an e2e test through the same HTTP contract the page uses (the registry is not what these
// tests are about; test/e2e/registry.test.ts drives it through the UI).
import type { Schedule } from '#api/views';
import type { Served } from './session';

export async function call<T>(served: Served, operation: string, input: unknown): Promise<T> {
  const response = await fetch(`${served.url}api/${operation}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${served.token}` },
    body: JSON.stringify(input),
  });
  const body = (await response.json()) as { ok: boolean; value?: T; error?: { message: string } };
  if (!body.ok) throw new Error(`${operation}: ${body.error?.message}`);
  return body.value as T;
}

/** Many players registered at once, as a club's list is imported (one request, one transaction): a test of a long
 * registry or rank list needs them there, not typed one request at a time (the import has its own tests). */
export async function registerPlayers(
  served: Served,
  players: readonly { name: string; rank?: string; club?: string }[],
): Promise<void> {
  const rows = [
    { line: 1, cells: ['Name', 'Rank', 'Club'] },
    ...players.map((player, i) => ({ line: i + 2, cells: [player.name, player.rank ?? '', player.club ?? ''] })),
  ];
  const { stored } = await call<{ stored: number | null }>(served, 'importPlayers', {
    source: 'e2e',
    rows,
    confirm: true,
  });
  if (stored !== players.length) throw new Error(`importPlayers stored ${stored} of ${players.length}`);
}

/** A four-player tournament of Russian draughts, drawn: the small event the round screen's tests start from. The
 * players are registered once and reused by the next tournament of the same session. */
export async function tournamentWithDraw(
  served: Served,
  name: string,
  ruleSet: string,
  seed = 'ENVELOPE',
): Promise<number> {
  const { id } = await call<{ id: number }>(served, 'createTournament', {
    name,
    variant: 'russian',
    ruleSet,
    venue: 'Tartu',
  });
  for (const player of ['Jaan Tamm', 'Mari Kask', 'Peeter Mänd', 'Õnne Saar']) {
    const existing = (
      await call<{ players: { id: number; name: string }[] }>(served, 'listPlayers', { search: player })
    ).players.find((p) => p.name === player);
    const playerId = existing?.id ?? (await call<{ id: number }>(served, 'createPlayer', { name: player })).id;
    await call(served, 'addParticipant', { tournamentId: id, playerId });
  }
  await call(served, 'drawLots', { tournamentId: id, method: 'random', seed });
  return id;
}

/** A tournament of international draughts under the FMJD's rules, its players named by letters (Mängija A, …) and
 * entered in that order: its id and theirs, to draw them in that order. */
export async function fmjdLettered(
  served: Served,
  name: string,
  letters: readonly string[],
): Promise<{ id: number; ids: number[] }> {
  const { id } = await call<{ id: number }>(served, 'createTournament', {
    name,
    variant: 'international',
    ruleSet: 'fmjd',
  });
  const ids: number[] = [];
  for (const letter of letters) {
    const player = await call<{ id: number }>(served, 'createPlayer', {
      surname: `Mängija ${letter}`,
      givenNames: letter,
    });
    ids.push(player.id);
    await call(served, 'addParticipant', { tournamentId: id, playerId: player.id });
  }
  return { id, ids };
}

/** The numbers drawn by hand in the order of `ids`: the first is no. 1. */
export function drawnInOrder(served: Served, tournamentId: number, ids: number[]): Promise<Schedule> {
  return call<Schedule>(served, 'drawLots', {
    tournamentId,
    method: 'manual',
    numbers: ids.map((playerId, i) => ({ playerId, no: i + 1 })),
  });
}
