// The worked example of docs/micro-matches.md through the service: ten players, a round robin of micro-matches in
// Russian draughts with an opening drawn for each round from the FMJD's table, scored 2–1–0 and ordered by the EKL's
// 3.2.2. The table the results make was computed by hand (test/fixtures/micro-championship.ts); here it is compared
// with the app's crosstable, with the CLI's `crosstable --json` of the exported file, with the CSV as LibreOffice
// Calc reads it and the .xlsx as a workbook reader does, and the file is exported, read back and exported again.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportTournament } from '#electron/exports';
import {
  CHAMPIONSHIP_PLAYERS,
  EXPECTED_TABLE,
  championshipResult,
  expectedMatchCell,
} from '../fixtures/micro-championship';
import { cli } from '../support/cli';
import { csvsAsCalcReadsThem, readWorkbook } from '../support/libreoffice';
import { drawNamed, serviceOnNewStore } from '../support/service';
import { tempFolder } from '../support/store';

const noPdf = () => Promise.reject(new Error('no PDF in this test'));

/** The championship set up as its arbiter would, every opening drawn and every result entered. */
function championship() {
  const s = serviceOnNewStore('2026-11-27T10:00:00Z');
  const { id } = s.call('createTournament', {
    name: 'Eesti meistrivõistlused vene kabes 2026',
    variant: 'russian',
    ruleSet: 'fmjd',
    startDate: '2026-11-27',
    endDate: '2026-11-29',
  });
  s.call('updateTournamentSettings', {
    id,
    microMatch: true,
    // The worked example is ordered by game points, as a tournament's own regulations may say; the EKL's order by
    // match points is the default (micro-match-joints.test.ts replays a championship under it).
    matchOrder: 'gamePoints',
    openingTable: 'fmjd-64',
    openingDraw: 'perRound',
    tiebreaks: ['riga', 'matchWins', 'matchH2h', 'smallPoints'],
  });
  drawNamed(s, id, CHAMPIONSHIP_PLAYERS);
  for (const round of s.call('getSchedule', { tournamentId: id }).rounds) {
    s.call('drawOpening', { tournamentId: id, tableRound: round.round!, seed: `EMV-${round.round}` });
    for (const game of round.games)
      s.call('recordResult', {
        tournamentId: id,
        gameId: game.id,
        result: championshipResult({ white: game.white.no, black: game.black.no, leg: game.leg }),
      });
  }
  return { s, id };
}

describe('the worked example: a 10-player championship of micro-matches (EKL 3.1, 3.2.2)', () => {
  const { s, id } = championship();

  it('has the places, points, match points, Riga coefficients and matches won computed by hand', () => {
    const schedule = s.call('getSchedule', { tournamentId: id });
    // Nine rounds of five boards, two games a board.
    expect(schedule.rounds.map((r) => r.games.length)).toEqual(Array<number>(9).fill(10));
    const table = s.call('getCrosstable', { tournamentId: id });
    expect(table.microMatch).toEqual({ order: 'gamePoints' });
    expect(
      table.players.map((p) => ({
        place: p.place,
        no: p.no,
        points: p.points,
        matchPoints: p.matchPoints,
        riga: p.riga,
        matchWins: p.matchWins,
      })),
    ).toEqual(EXPECTED_TABLE);
    // Nobody was still tied when the matches between the tied players were reached.
    expect(table.players.every((p) => p.matchH2h === null)).toBe(true);
    // Each cell is the match's score, the row player's points first; the games are in the game cells.
    for (const player of table.players) {
      expect(player.matchCells).toEqual(
        CHAMPIONSHIP_PLAYERS.map((_, column) => expectedMatchCell(player.no, column + 1)),
      );
      expect(player.cells.filter((cell) => cell !== 'x').every((cell) => /^[012]{2}$/.test(cell))).toBe(true);
    }
    // Every round has its opening, each a different ballot.
    const openings = s.call('exportTournament', { id }).openings!;
    expect(new Set(openings.map((o) => o.ballot)).size).toBe(9);
  });

  it('the norms report says that the 1953 norms count a micro-match as two games', () => {
    const { html } = s.call('printout', { tournamentId: id, kind: 'norms', lang: 'et' });
    expect(html).toContain('mikromatš on kaks partiid');
    // Nine micro-matches: eighteen games each.
    expect(s.call('getCrosstable', { tournamentId: id }).players.every((p) => p.games === 18)).toBe(true);
  });

  it('the CLI reads the same table from the exported file', async () => {
    const file = path.join(tempFolder(), 'emv.json');
    fs.writeFileSync(file, JSON.stringify(s.call('exportTournament', { id })));
    const run = await cli(['crosstable', file, '--json']);
    expect(run.code).toBe(0);
    const json = JSON.parse(run.stdout) as {
      players: { place: string; no: number; points: number; matchPoints: number; riga: number; matchWins: number }[];
    };
    expect(
      json.players.map(({ place, no, points, matchPoints, riga, matchWins }) => ({
        place,
        no,
        points,
        matchPoints,
        riga,
        matchWins,
      })),
    ).toEqual(EXPECTED_TABLE);
  });

  it('the CSV as Calc reads it and the .xlsx: each game a column, the numbers as numbers', async () => {
    const csv = (await exportTournament(s.service, { tournamentId: id, format: 'csv', lang: 'et' }, noPdf))
      .content as string;
    const { crosstable: read } = await csvsAsCalcReadsThem({ crosstable: csv }, 'et');
    const heading = read[0]!;
    // Two columns for each opponent: the match's first and second game.
    expect(heading.slice(4, 8)).toEqual(['1 (1)', '1 (2)', '2 (1)', '2 (2)']);
    const column = (name: string) => heading.indexOf(name);
    const rows = read.slice(1).map((row) => ({
      place: String(row[0]),
      no: row[1],
      points: row[column('Punktid')],
      matchPoints: row[column('Matšipunktid')],
      riga: row[column('Riia koefitsient')],
      matchWins: row[column('Võidetud matšid')],
    }));
    expect(rows).toEqual(EXPECTED_TABLE);
    const workbook = await readWorkbook(
      (await exportTournament(s.service, { tournamentId: id, format: 'xlsx', lang: 'et' }, noPdf)).content as Buffer,
    );
    const players = workbook.slice(1, 1 + EXPECTED_TABLE.length);
    expect(players.map((row) => row[column('Riia koefitsient')])).toEqual(EXPECTED_TABLE.map((r) => r.riga));
    // Under the table, after an empty row: what the Riga coefficient multiplies (ordered by game points here).
    expect(workbook.slice(1 + EXPECTED_TABLE.length).map((row) => row[0])).toEqual([
      null,
      'Riia koefitsient (EKL 3.2.2 a): iga mikromatši eest vastase partiipunktid × mängija partiipunktid selles matšis (2–1–0: 4, 3, 2, 1, 0), kokku liidetuna.',
    ]);
  });

  it('is exported, read back and exported again identically', () => {
    const file = s.call('exportTournament', { id });
    expect(file.settings.microMatch).toMatchObject({ games: 2, openings: 'fmjd-64', draw: 'perRound' });
    const other = serviceOnNewStore('2026-11-30T10:00:00Z');
    const { id: copy } = other.call('importTournament', { file });
    expect({ ...other.call('exportTournament', { id: copy }), trail: [] }).toEqual({ ...file, trail: [] });
    expect(
      other.call('getCrosstable', { tournamentId: copy }).players.map((p) => [p.place, p.no, p.riga, p.matchWins]),
    ).toEqual(EXPECTED_TABLE.map((r) => [r.place, r.no, r.riga, r.matchWins]));
  });
});
