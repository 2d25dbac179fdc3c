// The hall under load, for `npm run bench` (docs/performance.md): `kabe-arbiter hall` run as its own process on a
// 20-player double round robin being played, with 200 viewers on `/events`, each from an address of its own as phones
// on the venue's Wi-Fi are (the loopback's 127.0.x.y on Linux; the hall holds one address to 64 streams). Measured: how long after the arbiter's
// write the last of the 200 hears of it; the arbiter's write with the 200 connected against without them; a page of
// the tournament made (the crosstable, the largest); and the hall process's memory with the 200 connected.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { open } from '#db/open';
import { bergerTable } from '#domain/berger';
import { migrationsFolder, projectRoot } from '#electron/app-info';
import { crosstablePage, type HallLinks } from '#hall/pages';
import { hallSource } from '#hall/source';
import { createService, type Service } from '#service';

export const VIEWERS = 200;

export interface HallFigures {
  /** The slowest of the 200 to hear of a write (median over the writes), ms. */
  lastViewerHears: number;
  /** The arbiter's write, median, ms: with the 200 connected, and without the hall. */
  writeWithViewers: number;
  writeAlone: number;
  /** Making the crosstable page of the 20-player double round robin, median, ms. */
  crosstablePage: number;
  /** The hall process's resident memory with the 200 connected, MiB. */
  hallMemoryMb: number;
}

/** A 20-player double round robin with its first 20 rounds played, as one tournament file. */
function twentyPlayersBeingPlayed(service: Service): { id: number; open: number[] } {
  const table = bergerTable(20, { double: true });
  const results = ['1-0', '0-1', '1/2-1/2'];
  const file = {
    format: 'kabe-arbiter/tournament@3',
    name: 'Bench MV',
    variant: 'russian',
    double: true,
    ruleSet: 'ussr1953',
    draw: { method: 'random', seed: 'bench', drawnAt: '2026-11-20T09:00:00.000Z' },
    players: Array.from({ length: 20 }, (_, i) => ({ no: i + 1, name: `Mängija ${i + 1}`, rank: 'II' })),
    games: table.rounds.flatMap((round) =>
      round.games.map((game, i) => ({
        round: round.round,
        tableRound: round.round,
        board: game.board,
        white: game.white,
        black: game.black,
        result: round.round <= 20 ? results[(round.round + i) % 3] : null,
      })),
    ),
  };
  const { id } = service.call('importTournament', { file, confirm: true });
  const schedule = service.call('getSchedule', { tournamentId: id });
  const open = schedule.rounds.find((r) => r.round === 21)!.games.map((g) => g.id);
  return { id, open };
}

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The hall as a user starts it; resolves to its address once it prints it. */
function startHallProcess(file: string): Promise<{ child: ChildProcess; url: string }> {
  const bin = path.join(projectRoot(), 'bin', 'kabe-arbiter.mjs');
  const child = spawn(process.execPath, [bin, '--db', file, 'hall'], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('\n')) resolve({ child, url: output.split('\n')[0]! });
    });
    child.once('exit', (code) => reject(new Error(`the hall exited with ${code}`)));
  });
}

/** The address the `index`th viewer connects from: a phone of its own on the loopback's 127.0.0.0/8. */
export function viewerAddress(index: number): string {
  return `127.0.${1 + Math.floor(index / 250)}.${1 + (index % 250)}`;
}

/** One viewer on `/events`, from `localAddress`: counts the changes it has heard. A viewer the hall refuses fails
 * the bench rather than being counted as one who never hears. */
function viewer(
  url: string,
  agent: http.Agent,
  localAddress: string,
): Promise<{ heard: () => number; close: () => void }> {
  return new Promise((resolve, reject) => {
    let heard = 0;
    let text = '';
    const request = http.get(new URL('/events', url), { agent, localAddress }, (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`the hall answered viewer ${localAddress} with ${response.statusCode}`));
        return;
      }
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
        const events = text.split('event: change').length - 1;
        heard = events;
      });
      resolve({ heard: () => heard, close: () => request.destroy() });
    });
    request.on('error', reject);
  });
}

/** Resident memory of a process, from /proc (Linux); null elsewhere. */
function residentMb(pid: number): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : null;
  } catch {
    return null;
  }
}

export async function benchHall(folder: string): Promise<HallFigures> {
  const file = path.join(folder, 'hall.sqlite');
  const store = open(file, { migrationsFolder: migrationsFolder() });
  const service = createService(store, () => new Date(), { automaticCopies: false });
  const { id, open: games } = twentyPlayersBeingPlayed(service);
  let flip = 0;
  const write = () => {
    const start = performance.now();
    service.call('recordResult', {
      tournamentId: id,
      gameId: games[flip % games.length]!,
      result: flip++ % 2 ? '1-0' : '0-1',
      confirm: true,
    });
    return performance.now() - start;
  };
  // Writes a moment apart, as an arbiter's keys are — and as they are below with the viewers, so that both find the
  // machine alike (back-to-back writes run hot and would flatter the floor).
  const spaced = async (count: number, each: () => Promise<number>) => {
    const times: number[] = [];
    for (let i = 0; i < count; i++) {
      times.push(await each());
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return times;
  };
  const writeAlone = median(await spaced(15, () => Promise.resolve(write())));

  // A page made in this process, from the same source the hall reads.
  const links: HallLinks = {
    home: () => '/',
    tournament: (t) => `/t/${t}`,
    round: (t, r) => `/t/${t}/round/${r}`,
    crosstable: (t) => `/t/${t}/crosstable`,
    player: (t, no) => `/t/${t}/player/${no}`,
    inLanguage: (lang) => `?lang=${lang}`,
    stylesheet: '/hall.css',
    script: '/hall.js',
  };
  const source = hallSource(service);
  const page = median(
    Array.from({ length: 20 }, () => {
      const start = performance.now();
      crosstablePage(source.tournament(id)!, { lang: 'et', links, live: true, publishedAt: null });
      return performance.now() - start;
    }),
  );

  const { child, url } = await startHallProcess(file);
  const agent = new http.Agent({ keepAlive: true, maxSockets: VIEWERS + 10 });
  try {
    const viewers = await Promise.all(Array.from({ length: VIEWERS }, (_, i) => viewer(url, agent, viewerAddress(i))));
    const latencies: number[] = [];
    const withViewers = await spaced(15, async () => {
      const before = viewers.map((v) => v.heard());
      const start = performance.now();
      const took = write();
      while (viewers.some((v, index) => v.heard() === before[index])) {
        if (performance.now() - start > 5000) break;
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      latencies.push(performance.now() - start);
      return took;
    });
    const memory = residentMb(child.pid!) ?? Number.NaN;
    for (const v of viewers) v.close();
    return {
      lastViewerHears: median(latencies),
      writeWithViewers: median(withViewers),
      writeAlone,
      crosstablePage: page,
      hallMemoryMb: memory,
    };
  } finally {
    agent.destroy();
    child.kill('SIGINT');
    store.close();
  }
}
