// Score sheets at speed, for `npm run bench` (docs/performance.md): `kabe-arbiter pdn` checking a file of 10,000
// games of about 80 half-moves (the whole process, its start included), and 1,000 games imported into tournaments'
// records; both beside the perft move generator's speed, the least the same rules cost.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { open } from '#db/open';
import { bergerTable } from '#domain/berger';
import type { DraughtsVariant } from '#domain/draughts/board';
import { legalMoves, makeMove, perft } from '#domain/draughts/moves';
import { formatMove } from '#domain/draughts/notation';
import { startPosition } from '#domain/draughts/position';
import { migrationsFolder, projectRoot } from '#electron/app-info';
import { writePdn, type GameToWrite } from '#formats/pdn-writing';
import { createService } from '#service';
import { tableGames } from '../test/support/tournament-file';

export interface PdnFigures {
  games: number;
  plies: number;
  /** `kabe-arbiter pdn FILE --json`, the whole process, median of three, ms. */
  check: number;
  /** Starting the same command with nothing to check (`pdn` of an empty file), ms. */
  start: number;
  /** Half-moves the check plays a second, beside perft's nodes a second. */
  pliesPerSecond: number;
  perftNodesPerSecond: number;
  /** 1,000 games imported into tournaments' records (three 20-player double round robins), ms. */
  import: number;
  imported: number;
}

/** A seeded generator, so that every run plays the same games. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** A game of up to `plies` random legal half-moves, as its moves are written. */
function playout(variant: DraughtsVariant, plies: number, next: () => number): string[] {
  let position = startPosition(variant);
  const written: string[] = [];
  for (let i = 0; i < plies; i++) {
    const moves = legalMoves(position);
    if (moves.length === 0) break;
    const move = moves[Math.floor(next() * moves.length)]!;
    written.push(formatMove(variant, move));
    position = makeMove(position, move);
  }
  return written;
}

function median(samples: number[]): number {
  return [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;
}

export function benchPdn(folder: string): PdnFigures {
  const next = random(2026);
  const GAMES = 10_000;
  const games: GameToWrite[] = Array.from({ length: GAMES }, (_, i) => ({
    tags: [
      ['Event', 'Bench'],
      ['Round', String((i % 38) + 1)],
      ['White', `Mängija ${i % 20}`],
      ['Black', `Mängija ${(i + 7) % 20}`],
      ['GameType', '20'],
    ],
    start: null,
    moves: playout('international', 80, next).map((text) => ({ text })),
    result: '*',
  }));
  const plies = games.reduce((sum, g) => sum + g.moves.length, 0);
  const file = path.join(folder, 'bench.pdn');
  fs.writeFileSync(file, writePdn(games));
  const empty = path.join(folder, 'empty.pdn');
  fs.writeFileSync(empty, '');
  const bin = path.join(projectRoot(), 'bin', 'kabe-arbiter.mjs');
  const run = (target: string) => {
    const start = performance.now();
    const result = spawnSync(process.execPath, [bin, 'pdn', target, '--json'], { maxBuffer: 1 << 30 });
    if (result.status !== 0) throw new Error(`pdn ${target}: ${result.stderr.toString()}`);
    return performance.now() - start;
  };
  const check = median([run(file), run(file), run(file)]);
  const start = median([run(empty), run(empty), run(empty)]);
  const perftStart = performance.now();
  const nodes = perft(startPosition('international'), 5);
  const perftNodesPerSecond = nodes / ((performance.now() - perftStart) / 1000);

  // 1,000 games into three 20-player double round robins' records: 380, 380 and 240.
  const store = open(path.join(folder, 'records.sqlite'), { migrationsFolder: migrationsFolder() });
  const service = createService(store, () => new Date(), { automaticCopies: false });
  let importMs = 0;
  let imported = 0;
  try {
    for (const [index, count] of [380, 380, 240].entries()) {
      const table = bergerTable(20, { double: true });
      const names = Array.from({ length: 20 }, (_, i) => `Mängija${index} Nr${i + 1}`);
      const file = {
        format: 'kabe-arbiter/tournament@4',
        name: `Bench ${index}`,
        variant: 'international',
        double: true,
        ruleSet: 'fmjd',
        draw: { method: 'random', seed: 'bench', drawnAt: '2026-11-20T09:00:00.000Z' },
        players: names.map((name, i) => ({ no: i + 1, name })),
        games: tableGames(table),
      };
      const { id } = service.call('importTournament', { file, confirm: true });
      const pdn = writePdn(
        table.rounds
          .flatMap((round) => round.games.map((game) => ({ round: round.round, game })))
          .slice(0, count)
          .map(({ round, game }) => ({
            tags: [
              ['Round', String(round)],
              ['White', names[game.white - 1]!],
              ['Black', names[game.black - 1]!],
              ['GameType', '20'],
            ],
            start: null,
            moves: playout('international', 80, next).map((text) => ({ text })),
            result: '*',
          })),
      );
      const begin = performance.now();
      imported += service.call('importGames', { tournamentId: id, pdn }).games.length;
      importMs += performance.now() - begin;
    }
  } finally {
    store.close();
  }
  return {
    games: GAMES,
    plies,
    check,
    start,
    pliesPerSecond: plies / ((check - start) / 1000),
    perftNodesPerSecond,
    import: importMs,
    imported,
  };
}
