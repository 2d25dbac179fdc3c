// A tie-break match (the FMJD's round robin: for places 1–3, Lehmann–Georgiev) recorded by the arbiter decides the
// places it was played for, on every table. The worked example, by hand: four players of 100-square draughts under
// the FMJD's rules (2–1–0), single round robin —
//   A–B ½-½, A–C 1-0, A–D 1-0, B–C 1-0, B–D 1-0, C–D ½-½
// A and B: 5 points (2–1–0: 10), 2 wins each, 1 – 1 between them, and the same 4 against C and D (tied with each
// other): still tied after wins, head-to-head and the results in the order of the classification → places 1–2
// shared. C and D share 3–4 likewise. B wins the tie-break match: B 1st, A 2nd.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportTournament } from '#electron/exports';
import { cli } from '../support/cli';
import { apiError, drawLettered, serviceOnNewStore } from '../support/service';
import { tempFolder } from '../support/store';

const RESULTS: Record<string, string> = { AB: '1/2-1/2', AC: '1-0', AD: '1-0', BC: '1-0', BD: '1-0', CD: '1/2-1/2' };

function fourPlayers(ruleSet: 'fmjd' | 'ussr1953' = 'fmjd', finished = true) {
  const s = serviceOnNewStore('2026-11-25T10:00:00Z');
  const tournament = s.call('createTournament', { name: 'Eesti MV 2026', variant: 'international', ruleSet });
  const letters = ['A', 'B', 'C', 'D'];
  const { schedule } = drawLettered(s, tournament.id, letters);
  const games = schedule.rounds.flatMap((round) => round.games);
  for (const game of finished ? games : games.slice(0, -1)) {
    const [first, second] = [game.white.no, game.black.no].sort((a, b) => a - b) as [number, number];
    const result = RESULTS[`${letters[first - 1]}${letters[second - 1]}`]!;
    const turned = game.white.no === first ? result : result === '1-0' ? '0-1' : result;
    s.call('recordResult', { tournamentId: tournament.id, gameId: game.id, result: turned });
  }
  return { s, tournamentId: tournament.id };
}

describe('a tie-break match decides the places it was played for', () => {
  it('the tie stands after every tiebreak; the match puts B first and A second on every table', async () => {
    const { s, tournamentId } = fourPlayers();
    const before = s.call('getCrosstable', { tournamentId });
    expect(before.players.map((p) => [p.name, p.place])).toEqual([
      ['A MängijaA', '1–2'],
      ['B MängijaB', '1–2'],
      ['C MängijaC', '3–4'],
      ['D MängijaD', '3–4'],
    ]);
    const after = s.call('recordPlayoff', { tournamentId, numbers: [2, 1], note: 'Lehmann–Georgiev, 15 min + 2 s' });
    expect(after.players.map((p) => [p.name, p.place, p.playoff])).toEqual([
      ['B MängijaB', '1', 1],
      ['A MängijaA', '2', 2],
      ['C MängijaC', '3–4', null],
      ['D MängijaD', '3–4', null],
    ]);
    expect(after.playoffs).toEqual([
      {
        id: expect.any(Number),
        players: [
          { playerId: expect.any(Number), no: 2, name: 'B MängijaB' },
          { playerId: expect.any(Number), no: 1, name: 'A MängijaA' },
        ],
        note: 'Lehmann–Georgiev, 15 min + 2 s',
        decides: true,
      },
    ]);
    // Paper: its own column and the match under the table.
    const { html } = s.call('printout', { tournamentId, kind: 'crosstable', lang: 'en' });
    expect(html).toContain('Tie-break match (Lehmann–Georgiev, 15 min + 2 s): 1. B MängijaB, 2. A MängijaA.');
    expect(html).toContain('Match — place in the tie-break match');
    // The spreadsheet: a column of its own, a number.
    const csv = (await exportTournament(s.service, { tournamentId, format: 'csv', lang: 'en' }, () => Promise.reject()))
      .content as string;
    expect(csv.split('\r\n')[0]).toMatch(/,Tie-break match,/);
    expect(csv.split('\r\n')[1]).toMatch(/^1,2,B MängijaB,/);
    // The tournament file carries it: the command line and another database read the same places.
    const file = s.call('exportTournament', { id: tournamentId });
    expect(file.playoffs).toEqual([{ players: [2, 1], note: 'Lehmann–Georgiev, 15 min + 2 s' }]);
    const saved = path.join(tempFolder(), 'mv.json');
    fs.writeFileSync(saved, JSON.stringify(file));
    const json = JSON.parse((await cli(['crosstable', saved, '--json'])).stdout);
    expect(json.players.map((p: { name: string; place: string }) => `${p.place} ${p.name}`)).toEqual([
      '1 B MängijaB',
      '2 A MängijaA',
      '3–4 C MängijaC',
      '3–4 D MängijaD',
    ]);
    expect((await cli(['crosstable', saved, '--lang', 'en'])).stdout.split('\n')[0]).toMatch(/ Match Norm$/);
    const again = serviceOnNewStore();
    const { id } = again.call('importTournament', { file });
    expect(again.call('getCrosstable', { tournamentId: id }).players.map((p) => p.place)).toEqual([
      '1',
      '2',
      '3–4',
      '3–4',
    ]);
    expect(again.call('exportTournament', { id }).playoffs).toEqual(file.playoffs);
  });

  it('from place 4 the FMJD’s regulations share the places: no match for places 4–5', () => {
    // Five players: A beats everyone, B all but A, C the last two; D and E draw and lose the rest → 4–5 shared.
    const s = serviceOnNewStore('2026-11-25T10:00:00Z');
    const tournament = s.call('createTournament', { name: 'Tartu MV 2026', variant: 'international', ruleSet: 'fmjd' });
    const { schedule } = drawLettered(s, tournament.id, ['A', 'B', 'C', 'D', 'E']);
    for (const game of schedule.rounds.flatMap((round) => round.games)) {
      const lower = Math.min(game.white.no, game.black.no);
      const draw = game.white.no + game.black.no === 9 && lower === 4;
      const result = draw ? '1/2-1/2' : game.white.no === lower ? '1-0' : '0-1';
      s.call('recordResult', { tournamentId: tournament.id, gameId: game.id, result });
    }
    expect(s.call('getCrosstable', { tournamentId: tournament.id }).players.map((p) => p.place)).toEqual([
      '1',
      '2',
      '3',
      '4–5',
      '4–5',
    ]);
    expect(
      apiError(() => s.call('recordPlayoff', { tournamentId: tournament.id, numbers: [5, 4] })).issues[0],
    ).toMatchObject({ key: 'playoffFromFourthShared', params: { place: '4–5' } });
  });

  it('cancelled (confirmed, logged), the players share the place again', () => {
    const { s, tournamentId } = fourPlayers();
    const { playoffs } = s.call('recordPlayoff', { tournamentId, numbers: [1, 2] });
    const after = s.call('cancelPlayoff', { tournamentId, playoffId: playoffs[0]!.id, confirm: true });
    expect(after.playoffs).toEqual([]);
    expect(after.players.slice(0, 2).map((p) => p.place)).toEqual(['1–2', '1–2']);
  });

  it('refused, writing nothing: players not tied, a player twice, one player, before the games are over', () => {
    const { s, tournamentId } = fourPlayers();
    expect(apiError(() => s.call('recordPlayoff', { tournamentId, numbers: [1, 3] })).issues[0]).toMatchObject({
      path: 'numbers',
      key: 'playoffNotTied',
    });
    expect(apiError(() => s.call('recordPlayoff', { tournamentId, numbers: [1, 1] })).issues[0]).toMatchObject({
      key: 'playoffPlayerTwice',
    });
    expect(apiError(() => s.call('recordPlayoff', { tournamentId, numbers: [1] })).issues[0]).toMatchObject({
      key: 'playoffTwoPlayers',
    });
    // Places 3–4 take in place 3: the FMJD's regulations play a match for it.
    expect(s.call('recordPlayoff', { tournamentId, numbers: [4, 3] }).players[2]!.name).toBe('D MängijaD');
    expect(s.call('getCrosstable', { tournamentId }).playoffs).toHaveLength(1);
    // Under the 1953 rules the tournament's own regulations may play one for any places.
    const old = fourPlayers('ussr1953');
    expect(old.s.call('recordPlayoff', { tournamentId: old.tournamentId, numbers: [4, 3] }).players[2]!.name).toBe(
      'D MängijaD',
    );
    const unfinished = fourPlayers('fmjd', false);
    expect(
      apiError(() => unfinished.s.call('recordPlayoff', { tournamentId: unfinished.tournamentId, numbers: [1, 2] }))
        .issues[0],
    ).toMatchObject({ key: 'playoffBeforeEnd', params: { count: 1 } });
  });
});
