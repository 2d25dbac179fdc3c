// Property-based fuzzing of browser mode's HTTP routes (seeded, bounded): random methods, paths, escapes, queries,
// headers and bodies never get a 500, every refusal is JSON naming what is wrong, and nothing refused is written.
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATION_NAMES } from '#api/contract';
import { MESSAGE_KEYS } from '#api/messages';
import { startServer, type RunningServer } from '#electron/serve';
import { createService } from '#service';
import { openStore, tempFolder } from '../support/store';

let server: RunningServer;
let auditRows: () => number;

beforeAll(async () => {
  const store = openStore();
  const service = createService(store, () => new Date('2026-03-14T10:00:00Z'), { automaticCopies: false });
  const tournament = service.call('createTournament', { name: 'Fuzz', variant: 'russian', ruleSet: 'ussr1953' });
  for (let i = 1; i <= 4; i++) {
    const player = service.call('createPlayer', { name: `Mängija ${i}` });
    service.dispatch('addParticipant', { tournamentId: tournament.id, playerId: player.id });
  }
  service.dispatch('drawLots', { tournamentId: tournament.id, method: 'random', seed: 'fuzz' });
  auditRows = () => (store.db.$client.prepare('select count(*) as n from audit_log').get() as { n: number }).n;
  const staticDir = tempFolder();
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
  server = await startServer({ service, staticDir, token: 'fuzz-token' });
});
afterAll(async () => {
  await server.close();
});

const segment = fc.oneof(
  fc.constantFrom(
    'api',
    'export',
    'print',
    'backup',
    '1.pdf',
    '1.csv',
    '1.json',
    '99.html',
    'crosstable',
    'pairings',
    '..',
    '%2e%2e',
    '%E0%A4%A',
    '%',
    '%00',
    'index.html',
    '',
  ),
  fc.constantFrom(...OPERATION_NAMES),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
);
const query = fc.array(
  fc.tuple(
    fc.constantFrom('lang', 'kind', 'round', 'game', 'x'),
    fc.constantFrom('ru', 'et', 'klingon', 'pairings', 'poster', '1', '0', '-1', 'abc', '%', ''),
  ),
  { maxLength: 3 },
);
const body = fc.oneof(
  fc.constant(''),
  fc.json({ maxDepth: 3 }),
  fc.string({ maxLength: 40 }),
  fc.constantFrom('{', '[]', 'null', '{"name":"Nul\\u0000l"}', '{"id":true}'),
);
const request = fc.record({
  method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'HEAD'),
  segments: fc.array(segment, { minLength: 1, maxLength: 3 }),
  query,
  token: fc.boolean(),
  body,
});

describe('browser mode’s HTTP routes under random requests', () => {
  it('never answer 500, refuse with JSON naming what is wrong, and write nothing they refuse', async () => {
    await fc.assert(
      fc.asyncProperty(request, async ({ method, segments, query: pairs, token, body: payload }) => {
        const search = pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : '';
        const url = `${server.url}${segments.join('/')}${search}`;
        const before = auditRows();
        const response = await fetch(url, {
          method,
          headers: token
            ? { authorization: 'Bearer fuzz-token', 'content-type': 'application/json' }
            : { 'content-type': 'application/json' },
          ...(method === 'GET' || method === 'HEAD' ? {} : { body: payload }),
        });
        expect(response.status, `${method} ${url}`).toBeLessThan(500);
        const text = method === 'HEAD' ? '' : await response.text();
        if (
          method !== 'HEAD' &&
          response.status >= 400 &&
          response.headers.get('content-type')?.startsWith('application/json')
        ) {
          const answer = JSON.parse(text) as { ok: false; error: { issues: { path: string; key: string }[] } };
          expect(answer.ok).toBe(false);
          for (const found of answer.error.issues) expect(MESSAGE_KEYS).toContain(found.key);
        }
        if (response.status >= 400) expect(auditRows(), `${method} ${url} wrote although refused`).toBe(before);
      }),
      { seed: 20261123, numRuns: 500 },
    );
  }, 60_000);
});
