// The team round robin's rows of the bench (issue 50): a 20-team, 10-board double round robin (3,800 games, 760
// line-ups) put into the archive, its last round's result typed and the team table answered as the screen asks for
// it, and `crosstable FILE --json` of its file as a process.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { bergerTable } from '#domain/berger';
import type { Service } from '#service';

const TEAMS = 20;
const BOARDS = 10;
const ROSTER = 12;

/** The tournament file, every game played but the last round's: boards drawn, won, lost in turn. */
function teamFile(): Record<string, unknown> {
  const table = bergerTable(TEAMS, { double: true });
  const number = (team: number, place: number) => (team - 1) * ROSTER + place;
  const lineups: { round: number; team: number; players: number[] }[] = [];
  const games: Record<string, unknown>[] = [];
  const last = table.rounds.length;
  for (const round of table.rounds)
    for (const pairing of round.games) {
      const seats = (team: number) => Array.from({ length: BOARDS }, (_, i) => number(team, i + 1));
      const [a, b] = [seats(pairing.white), seats(pairing.black)];
      lineups.push(
        { round: round.round, team: pairing.white, players: a },
        { round: round.round, team: pairing.black, players: b },
      );
      for (let board = 1; board <= BOARDS; board++) {
        const [white, black] = board % 2 === 1 ? [a[board - 1], b[board - 1]] : [b[board - 1], a[board - 1]];
        const result =
          round.round === last ? null : (['1-0', '1/2-1/2', '0-1'] as const)[(round.round + board + pairing.board) % 3];
        games.push({
          round: round.round,
          tableRound: round.round,
          board,
          pairing: pairing.board,
          white,
          black,
          result,
        });
      }
    }
  return {
    format: 'kabe-arbiter/tournament@7',
    name: 'Bench: 20 teams of 10 boards, double',
    variant: 'russian',
    double: true,
    ruleSet: 'fmjd',
    settings: {
      tiebreaks: ['boardPoints', 'boardByBoard', 'matchH2h', 'gameWins'],
      teams: { boards: BOARDS, matchPoints: '2-1-0', order: 'matchPoints' },
    },
    draw: { method: 'manual', seed: null, drawnAt: '2026-11-20T09:00:00.000Z' },
    players: Array.from({ length: TEAMS * ROSTER }, (_, i) => ({ no: i + 1, name: `Võistkondlane ${i + 1}` })),
    teams: Array.from({ length: TEAMS }, (_, t) => ({
      no: t + 1,
      name: `Klubi ${t + 1}`,
      players: Array.from({ length: ROSTER }, (_, p) => number(t + 1, p + 1)),
    })),
    lineups,
    games,
  };
}

export function benchTeams(
  service: Service,
  folder: string,
  bin: string,
  median: (samples: number[]) => number,
): { resultToTable: number; tableAlone: number; json: number; nodeStart: number; games: number } {
  const file = teamFile();
  const { id } = service.call('importTournament', { file, confirm: true });
  const view = service.call('getTeams', { tournamentId: id });
  const lastRound = view.rounds.at(-1)!;
  const boards = lastRound.matches.flatMap((m) => m.boards.map((b) => b.gameId!));
  // What the rounds screen does on a result key: the result written, then the team tournament read again.
  const typed: number[] = [];
  const alone: number[] = [];
  boards.slice(0, 21).forEach((gameId, i) => {
    let t0 = performance.now();
    service.dispatch('recordResult', { tournamentId: id, gameId, result: i % 2 ? '1-0' : '1/2-1/2' });
    service.dispatch('getTeams', { tournamentId: id });
    typed.push(performance.now() - t0);
    t0 = performance.now();
    service.dispatch('getTeams', { tournamentId: id });
    alone.push(performance.now() - t0);
  });
  const written = path.join(folder, 'teams.json');
  fs.writeFileSync(written, JSON.stringify(service.call('exportTournament', { id })));
  const spawnTime = (args: string[]) =>
    median(
      [0, 1, 2, 3, 4].map(() => {
        const t0 = performance.now();
        const result = spawnSync(process.execPath, args, { encoding: 'utf8' });
        if (result.status !== 0) throw new Error(`${args.join(' ')}: ${result.stderr}`);
        return performance.now() - t0;
      }),
    );
  return {
    resultToTable: median(typed),
    tableAlone: median(alone),
    json: spawnTime([bin, 'crosstable', written, '--json']),
    nodeStart: spawnTime(['-e', '0']),
    games: (file.games as unknown[]).length,
  };
}
