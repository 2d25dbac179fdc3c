// `kabe-arbiter --db FILE games import|export`: a tournament's score sheets in and out as PDN from the command line.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from '../support/cli';
import { tempFolder } from '../support/store';

async function tournamentIn(db: string): Promise<{ id: number; pairs: [string, string][] }> {
  const call = async (operation: string, input: object) =>
    JSON.parse((await cli(['--db', db, 'call', operation, JSON.stringify(input)])).stdout);
  const { id } = await call('createTournament', { name: 'Kalevi karikas', variant: 'russian', ruleSet: 'ussr1953' });
  const ids: number[] = [];
  for (const [surname, givenNames] of [
    ['Tamm', 'Jaan'],
    ['Kask', 'Mari'],
    ['Mänd', 'Peeter'],
    ['Saar', 'Õnne'],
  ]) {
    const player = await call('createPlayer', { surname, givenNames });
    ids.push(player.id);
    await call('addParticipant', { tournamentId: id, playerId: player.id });
  }
  const schedule = await call('drawLots', {
    tournamentId: id,
    method: 'manual',
    numbers: ids.map((playerId, i) => ({ playerId, no: i + 1 })),
  });
  return {
    id,
    pairs: schedule.rounds[0].games.map((g: { white: { name: string }; black: { name: string } }) => [
      g.white.name,
      g.black.name,
    ]),
  };
}

const game = (white: string, black: string) =>
  `[Round "1"]\n[White "${white}"]\n[Black "${black}"]\n[GameType "25"]\n1. c3-d4 f6-g5 2. d4-e5 d6xf4 3. c1-d2 *\n`;

describe('kabe-arbiter games', () => {
  it('imports a round’s games, says each match and the first illegal move, and exports them back as PDN', async () => {
    const folder = tempFolder();
    const db = path.join(folder, 'arbiter.sqlite');
    const { id, pairs } = await tournamentIn(db);
    const file = path.join(folder, 'voor1.pdn');
    fs.writeFileSync(file, pairs.map(([w, b]) => game(w, b)).join('\n'));
    const imported = await cli(['--db', db, 'games', 'import', String(id), file, '--lang', 'et']);
    expect(imported.code).toBe(0);
    expect(imported.stdout.split('\n')[0]).toBe(
      `Partii 1 (rida 1) ${pairs[0]![0]} – ${pairs[0]![1]}: 1. voor, laud 1, 4 poolkäiku — esimene vale käik 3. c1-d2: löömine on kohustuslik: g3:e5`,
    );
    expect(imported.stderr).toBe('Salvestatud 2 partiid.\n');
    // Again: each would replace its record, which needs --force.
    const again = await cli(['--db', db, 'games', 'import', String(id), file]);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('2 of these games have a record already: add --force to replace them');
    expect((await cli(['--db', db, 'games', 'import', String(id), file, '--force'])).code).toBe(0);
    const out = path.join(folder, 'out.pdn');
    const exported = await cli(['--db', db, 'games', 'export', String(id), '--out', out]);
    expect(exported.stderr).toBe(`Wrote 2 games to ${out}\n`);
    const text = fs.readFileSync(out, 'utf8');
    expect(text).toContain('[Event "Kalevi karikas"]');
    expect(text).toContain('1. c3-d4 f6-g5 2. d4-e5 d6xf4 3. c1-d2 *');
  });

  it('stores nothing when a game does not match the schedule (exit 2), and can only look (--dry-run)', async () => {
    const folder = tempFolder();
    const db = path.join(folder, 'arbiter.sqlite');
    const { id, pairs } = await tournamentIn(db);
    const file = path.join(folder, 'vale.pdn');
    fs.writeFileSync(file, game('Tundmatu Mängija', pairs[0]![1]));
    const result = await cli(['--db', db, 'games', 'import', String(id), file, '--json']);
    expect(result.code).toBe(2);
    expect(JSON.parse(result.stdout).games[0].problem).toBe(
      'no player of this tournament is called “Tundmatu Mängija”',
    );
    expect(result.stderr).toBe('kabe-arbiter: 1 game of the file does not match the schedule: nothing was stored.\n');
    fs.writeFileSync(file, game(pairs[0]![0], pairs[0]![1]));
    const look = await cli(['--db', db, 'games', 'import', String(id), file, '--dry-run']);
    expect(look.code).toBe(0);
    const exported = await cli(['--db', db, 'games', 'export', String(id)]);
    expect(exported.stdout).toBe('');
  });

  it('says an empty file holds no game, and a game it cannot read by its reason and place, not as a mismatch', async () => {
    const folder = tempFolder();
    const db = path.join(folder, 'arbiter.sqlite');
    const { id, pairs } = await tournamentIn(db);
    const file = path.join(folder, 'tühi.pdn');
    fs.writeFileSync(file, '');
    const empty = await cli(['--db', db, 'games', 'import', String(id), file]);
    expect(empty.code).toBe(2);
    expect(empty.stderr).toBe('kabe-arbiter: The file holds no game: nothing was stored.\n');
    // One game matches; the next one's comment is never closed.
    fs.writeFileSync(
      file,
      `${game(pairs[0]![0], pairs[0]![1])}\n${game(pairs[1]![0], pairs[1]![1]).replace('3. c1-d2', '{ never closed')}`,
    );
    const broken = await cli(['--db', db, 'games', 'import', String(id), file, '--lang', 'et']);
    expect(broken.code).toBe(2);
    expect(broken.stderr).toBe(
      'kabe-arbiter: Faili ei saa lugeda nii, nagu see on (rida 11, veerg 31: kommentaar {…} jääb sulgemata): midagi ei salvestatud.\n',
    );
    expect(broken.stderr).not.toMatch(/ei vasta/);
  });
});
