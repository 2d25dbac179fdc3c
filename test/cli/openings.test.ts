// `kabe-arbiter openings`: the tables of draw the app carries, each ballot in full notation with the position it
// reaches; and a table file checked before it is loaded, a wrong one refused with its ballot's id and place.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from '../support/cli';
import { tempFolder } from '../support/store';

const fixture = (name: string) => new URL(`../fixtures/openings/${name}`, import.meta.url).pathname;

interface Listed {
  tables: {
    id: string;
    variant: string;
    source: string;
    ballots: { id: string; kind: string; moves?: string; relocation?: string; fen: string }[];
  }[];
}

describe('kabe-arbiter openings', () => {
  it('lists the shipped tables, each ballot with its moves in full or its relocation, and its position', async () => {
    const result = await cli(['openings', '--json']);
    expect(result.code).toBe(0);
    const { tables } = JSON.parse(result.stdout) as Listed;
    const fmjd = tables.find((table) => table.id === 'fmjd-64')!;
    expect(fmjd.variant).toBe('russian');
    expect(fmjd.source).toContain('FMJD');
    expect(fmjd.ballots[0]).toEqual({
      id: '1-I',
      kind: 'moves',
      moves: '1. a3-b4 b6-a5 2. b2-a3 a7-b6 3. a1-b2 d6-c5',
      fen: 'W:Wc1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3,b4:Ba5,c5,b6,f6,h6,c7,e7,g7,b8,d8,f8,h8',
    });
    expect(fmjd.ballots.find((ballot) => ballot.id === '11-IV')).toEqual({
      id: '11-IV',
      kind: 'relocation',
      relocation: 'a1-a5 a7-h4',
      fen: 'W:Wc1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3,a5:Bh4,b6,d6,f6,h6,c7,e7,g7,b8,d8,f8,h8',
    });
    // The corrected entries of the older public copy.
    expect(fmjd.ballots.find((ballot) => ballot.id === '22-XV')!.fen).toMatch(/^W:/);
  });

  it('one table as text, in the language asked for', async () => {
    const text = (await cli(['openings', '--table', 'fmjd-64', '--lang', 'ru'])).stdout;
    expect(text).toMatch(/^fmjd-64 {2}FMJD/);
    expect(text).toContain('Русские шашки (64 поля), жребиев:');
    expect(text).toMatch(/\n1-I +1\. a3-b4 b6-a5 2\. b2-a3 a7-b6 3\. a1-b2 d6-c5\n/);
    expect(text).toMatch(/\n11-IV +a1-a5 a7-h4 {2}\(перестановка\)\n/);
  });

  it('a table file is checked: a good one is listed, a wrong one refused with each ballot at its line and column', async () => {
    const good = await cli(['openings', '--table', fixture('sample.txt'), '--json']);
    expect(good.code).toBe(0);
    expect((JSON.parse(good.stdout) as Listed).tables[0]!.ballots).toHaveLength(6);
    const wrong = await cli(['openings', '--table', fixture('older-copy-errors.txt'), '--lang', 'ru']);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr.trim().split('\n')).toHaveLength(1);
    expect(wrong.stderr).toContain('строка 7, столбец 36: жребий 11-I: получается позиция W:');
    expect(wrong.stderr).toContain('строка 8, столбец 30: жребий 22-XV:');
    const missing = await cli(['openings', '--table', 'no-such-table', '--lang', 'et']);
    expect(missing.stderr).toBe('kabe-arbiter: faili no-such-table ei saa lugeda: sellist faili pole\n');
  });
});

describe('a result before the round’s opening, at the command line (no dialog to ask in)', () => {
  it('is refused with the reason, nothing written; taken when the call says it was played without one', async () => {
    const db = path.join(tempFolder(), 'mv.sqlite');
    const call = async (operation: string, input: object) =>
      cli(['--db', db, 'call', operation, JSON.stringify(input), '--lang', 'et']);
    const json = async (operation: string, input: object) => JSON.parse((await call(operation, input)).stdout);
    const { id } = await json('createTournament', { name: 'MV', variant: 'russian', ruleSet: 'fmjd' });
    await call('updateTournamentSettings', { id, microMatch: true, openingTable: 'fmjd-64' });
    for (const name of ['Aare Kivi', 'Birgit Lepp', 'Carl Mets', 'Diana Org']) {
      const player = await json('createPlayer', { name });
      await call('addParticipant', { tournamentId: id, playerId: player.id });
    }
    const schedule = await json('drawLots', { tournamentId: id, method: 'random', seed: 'KÄSUREA' });
    const gameId = schedule.rounds[0].games[0].id;
    const refused = await call('recordResult', { tournamentId: id, gameId, result: '1-0' });
    expect(refused.code).toBe(2);
    expect(refused.stderr.trim()).toBe(
      'kabe-arbiter: 1. vooru avang on loosimata: loosi see enne või märgi, et partii mängiti ilma avanguta.',
    );
    expect((await json('getSchedule', { tournamentId: id })).rounds[0].games[0].result).toBeNull();
    const taken = await call('recordResult', { tournamentId: id, gameId, result: '1-0', withoutOpening: true });
    expect(taken.code).toBe(0);
    expect(JSON.parse(taken.stdout).result).toBe('1-0');
  });
});
