// 2–1–0 as the FMJD's rules and the Estonian federation's regulations count (EKL 3.1: "võit 2, viik 1, kaotus 0"),
// beside the 1953 rules' 1–½–0 (§37). A worked example, computed by hand: four players of 100-square draughts, single
// round robin —
//   A–B 1-0, A–C 1-0, A–D 1-0, B–C 1-0, B–D ½-½, C–D ½-½
// 1–½–0: A 3, B 1½, D 1, C ½.   2–1–0: A 6, B 3, D 2, C 1.
// Sonneborn-Berger (the results times the opponents' points): A = 1·1½ + 1·½ + 1·1 = 3, B = 1·½ + ½·1 = 1,
// D = ½·1½ + ½·½ = 1, C = ½·1 = ½ under 1–½–0; under 2–1–0 both factors double: A 2·3 + 2·1 + 2·2 = 12, B 4, D 4, C 2.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportTournament } from '#electron/exports';
import { cli } from '../support/cli';
import { drawLettered, serviceOnNewStore } from '../support/service';
import { tempFolder } from '../support/store';

const RESULTS: Record<string, string> = { AB: '1-0', AC: '1-0', AD: '1-0', BC: '1-0', BD: '1/2-1/2', CD: '1/2-1/2' };

function fourPlayers(ruleSet: 'fmjd' | 'ussr1953') {
  const s = serviceOnNewStore('2026-11-25T10:00:00Z');
  const tournament = s.call('createTournament', {
    name: 'Tallinna karikas 2026',
    variant: 'international',
    ruleSet,
    startDate: '2026-11-20',
    endDate: '2026-11-22',
  });
  const letters = ['A', 'B', 'C', 'D'];
  const { ids, schedule } = drawLettered(s, tournament.id, letters);
  for (const round of schedule.rounds)
    for (const game of round.games) {
      const [first, second] = [game.white.no, game.black.no].sort((a, b) => a - b) as [number, number];
      const result = RESULTS[`${letters[first - 1]}${letters[second - 1]}`]!;
      // Results are from the first letter's side; turn them when he has Black.
      const turned = game.white.no === first ? result : result === '1-0' ? '0-1' : result;
      s.call('recordResult', { tournamentId: tournament.id, gameId: game.id, result: turned });
    }
  return { s, tournamentId: tournament.id, ids };
}

describe('scoring in the regulation’s scale', () => {
  it('FMJD counts 2–1–0: points, cells, Sonneborn-Berger, the norms and the printouts in that scale', async () => {
    const { s, tournamentId, ids } = fourPlayers('fmjd');
    expect(s.call('getTournament', { id: tournamentId }).settings.scoring).toBe('2-1-0');
    const table = s.call('getCrosstable', { tournamentId });
    expect(table.scoring).toBe('2-1-0');
    expect(table.players.map((p) => [p.name, p.points, p.sb])).toEqual([
      ['A MängijaA', 6, 12],
      ['B MängijaB', 3, 4],
      ['D MängijaD', 2, 4],
      ['C MängijaC', 1, 2],
    ]);
    // A's row: a win against each, written 2.
    expect(table.players[0]!.cells).toEqual(['x', '2', '2', '2']);
    expect(table.players.find((p) => p.no === 2)!.cells).toEqual(['0', 'x', '2', '1']);
    const { html } = s.call('printout', { tournamentId, kind: 'schedule', lang: 'et' });
    expect(html).toContain('2 – 0');
    expect(html).toContain('1 – 1');
    expect(html).not.toContain('½');
    // Every document says on top how a game counts and the clock.
    expect(html).toContain('2–1–0 (võit 2, viik 1)');
    expect(html).toContain('80 min + 60 s');
    // The player's card: the tournament's line in its scale, out of the points possible in it.
    const a = s.call('getPlayerCard', { id: ids[0]! });
    expect(a.tournaments[0]).toMatchObject({ games: 3, points: 6, possible: 6, percent: 100 });
    const b = s.call('getPlayerCard', { id: ids[1]! });
    expect(b.tournaments[0]).toMatchObject({ games: 3, points: 3, possible: 6, percent: 50 });
    // The spreadsheet: points as numbers in the scale.
    const csv = (await exportTournament(s.service, { tournamentId, format: 'csv', lang: 'et' }, () => Promise.reject()))
      .content as string;
    expect(csv.split('\r\n')[1]).toMatch(/^1;1;A MängijaA;;x;2;2;2;6;3;/);

    // The tournament file carries the scale; read back, and by the command line, the numbers are the same.
    const file = s.call('exportTournament', { id: tournamentId });
    expect(file.settings.scoring).toBe('2-1-0');
    const saved = path.join(tempFolder(), 'tallinn.json');
    fs.writeFileSync(saved, JSON.stringify(file));
    const json = JSON.parse((await cli(['crosstable', saved, '--json'])).stdout);
    expect(json.players.map((p: { points: number }) => p.points)).toEqual([6, 3, 2, 1]);
    // The text table has the tournament's tiebreaks in its order (the FMJD's: wins first), as the printout has.
    const text = (await cli(['crosstable', saved, '--lang', 'et'])).stdout;
    expect(text.split('\n')[0]).toMatch(/Punktid Võite Omav\. KK Norm$/);
    expect(text).toMatch(/A MängijaA .* 2 {2}2 {2}2 +6 +3 /);
    const again = serviceOnNewStore();
    const { id } = again.call('importTournament', { file });
    expect(again.call('getCrosstable', { tournamentId: id }).players.map((p) => p.points)).toEqual([6, 3, 2, 1]);
  });

  it('the 1953 rules count 1–½–0 as always; the arbiter may change the scale, and a file without it reads as its rules say', () => {
    const { s, tournamentId } = fourPlayers('ussr1953');
    const table = s.call('getCrosstable', { tournamentId });
    expect(table.players.map((p) => [p.points, p.sb])).toEqual([
      [3, 3],
      [1.5, 1],
      [1, 1],
      [0.5, 0.5],
    ]);
    expect(table.players[0]!.cells).toEqual(['x', '1', '1', '1']);
    s.call('updateTournamentSettings', { id: tournamentId, scoring: '2-1-0' });
    expect(s.call('getCrosstable', { tournamentId }).players.map((p) => p.points)).toEqual([6, 3, 2, 1]);
    // A file written before the setting existed: the FMJD's counts 2–1–0, the 1953 rules' 1–½–0.
    const file = s.call('exportTournament', { id: tournamentId });
    const { scoring: _dropped, ...settings } = file.settings;
    const older = serviceOnNewStore();
    const fmjd = older.call('importTournament', { file: { ...file, settings, ruleSet: 'fmjd', name: 'FMJD' } });
    const ussr = older.call('importTournament', { file: { ...file, settings, name: '1953' } });
    expect(older.call('getTournament', { id: fmjd.id }).settings.scoring).toBe('2-1-0');
    expect(older.call('getTournament', { id: ussr.id }).settings.scoring).toBe('1-½-0');
  });

  it('a played game scored 0–0 (the FMJD’s draw before 40 moves): nothing to either, not a double forfeit; not under 1953', () => {
    const fmjd = fourPlayers('fmjd');
    const game = fmjd.s.call('getSchedule', { tournamentId: fmjd.tournamentId }).rounds[0]!.games[0]!;
    const saved = fmjd.s.call('recordResult', {
      tournamentId: fmjd.tournamentId,
      gameId: game.id,
      result: '0-0',
      confirm: true,
    });
    expect(saved.result).toBe('0-0');
    const table = fmjd.s.call('getCrosstable', { tournamentId: fmjd.tournamentId });
    const white = table.players.find((p) => p.no === game.white.no)!;
    // Written 0* (not −, nor a bare 0 that reads as a loss): a played game; both still have three games.
    expect(white.cells[game.black.no - 1]).toBe('0*');
    expect(table.players.every((p) => p.games === 3)).toBe(true);
    expect(table.players.reduce((sum, p) => sum + p.points, 0)).toBe(12 - 2);
    // The mark is explained under every crosstable: printed, in the hall's view and as text.
    const printed = fmjd.s.call('printout', { tournamentId: fmjd.tournamentId, kind: 'crosstable', lang: 'et' });
    expect(printed.html).toContain('0* — 0–0: viik lepiti kokku enne');
    expect(printed.html).toMatch(/<td[^>]*>0\*<\/td>/);
    const { html } = fmjd.s.call('printout', {
      tournamentId: fmjd.tournamentId,
      kind: 'pairings',
      round: 1,
      lang: 'en',
    });
    expect(html).toContain('0 – 0');

    const ussr = fourPlayers('ussr1953');
    const first = ussr.s.call('getSchedule', { tournamentId: ussr.tournamentId }).rounds[0]!.games[0]!;
    expect(() =>
      ussr.s.call('recordResult', { tournamentId: ussr.tournamentId, gameId: first.id, result: '0-0', confirm: true }),
    ).toThrow(/FMJD/);
  });
});
