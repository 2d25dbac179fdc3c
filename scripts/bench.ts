// `npm run bench`: how fast the store and the service are on this machine. Figures and ratios are printed for a
// person to compare between versions; nothing here passes or fails.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { open } from '../db/open';
import { migrationsFolder } from '../electron/app-info';
import { createService } from '../electron/service';
import { perft } from '../electron/domain/draughts/moves';
import { startPosition } from '../electron/domain/draughts/position';
import { bergerTable } from '../electron/domain/berger';
import { buildCrosstable } from '../electron/domain/crosstable';

const PLAYERS = 2000;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'kabe-bench-'));
const file = path.join(folder, 'bench.sqlite');

function time<T>(run: () => T): { ms: number; result: T } {
  const start = performance.now();
  const result = run();
  return { ms: performance.now() - start, result };
}

const opened = time(() => open(file, { migrationsFolder: migrationsFolder() }));
const store = opened.result;
const service = createService(store);

const writes = time(() => {
  for (let i = 0; i < PLAYERS; i++) service.dispatch('createPlayer', { name: `Mängija ${i}`, rank: 'III', club: 'Klubi', birthYear: 1950 + (i % 60) });
});
const reads = time(() => service.dispatch('listPlayers', {}) as unknown[]);
const tournament = service.dispatch('createTournament', { name: 'Bench', variant: 'russian', ruleSet: 'ussr1953' }) as { id: number };
const entries = time(() => {
  for (let id = 1; id <= 20; id++) service.dispatch('addParticipant', { tournamentId: tournament.id, playerId: id });
});
store.close();
const reopened = time(() => open(file, { migrationsFolder: migrationsFolder() }));
reopened.result.close();
const bytes = fs.statSync(file).size;
fs.rmSync(folder, { recursive: true, force: true });

const perWrite = writes.ms / PLAYERS;
console.log(`open new database (migrations)     ${opened.ms.toFixed(1)} ms`);
console.log(`reopen with integrity check         ${reopened.ms.toFixed(1)} ms (${PLAYERS} players, ${(bytes / 1024).toFixed(0)} KiB)`);
console.log(`register a player (synchronous FULL) ${perWrite.toFixed(3)} ms each, ${(1000 / perWrite).toFixed(0)} per second`);
console.log(`list ${PLAYERS} players                   ${reads.ms.toFixed(1)} ms`);
console.log(`add a participant                   ${(entries.ms / 20).toFixed(3)} ms each`);
console.log(`ratio: one registration / listing all players = ${(perWrite / reads.ms).toFixed(3)}`);
console.log(`heap used: ${(process.memoryUsage().heapUsed / 1024 / 1024).toFixed(1)} MiB`);

// The rules engine: move generation (perft) and a 20-player crosstable with norms.
const russian = time(() => perft(startPosition('russian'), 7));
const international = time(() => perft(startPosition('international'), 5));
console.log(`perft russian 7: ${russian.result} nodes in ${russian.ms.toFixed(0)} ms (${((russian.result / russian.ms) * 1000).toFixed(0)} nodes/s)`);
console.log(`perft international 5: ${international.result} nodes in ${international.ms.toFixed(0)} ms (${((international.result / international.ms) * 1000).toFixed(0)} nodes/s)`);
const table = bergerTable(20);
const games = table.rounds.flatMap((r) => r.games.map((g, i) => ({ round: r.round, white: g.white, black: g.black, result: (['1-0', '0-1', '1/2-1/2'] as const)[(r.round + i) % 3]! })));
const players = Array.from({ length: 20 }, (_, i) => ({ no: i + 1, name: `P${i + 1}`, rank: (['I', 'II', 'III', 'IV'] as const)[i % 4]! }));
const crosstable = time(() => {
  for (let i = 0; i < 100; i++) buildCrosstable({ players, games, double: false, withdrawals: [], tiebreaks: ['sb', 'shmulyan', 'koya', 'wins', 'h2h'] });
});
console.log(`crosstable of 20 players with all tiebreaks and norms: ${(crosstable.ms / 100).toFixed(2)} ms each`);
