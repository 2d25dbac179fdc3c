// Setting the stage for an e2e test through the same HTTP contract the page uses (the registry is not what these
// tests are about; test/e2e/registry.test.ts drives it through the UI).
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
