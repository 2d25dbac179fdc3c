// `ratings import` from the command line: FMJD's file, its list and day read from its name; players found by FMJD ID
// taken, those found by name listed and taken only when accepted; the rows it cannot read at their line and column;
// and the options it needs said in the language asked for.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from '../support/cli';
import { tempFolder } from '../support/store';

const fixture = path.join(import.meta.dirname, '..', 'fixtures', 'ratings', 'V261001.DRA');

async function registry() {
  const db = path.join(tempFolder(), 'ratings.sqlite');
  for (const [surname, givenNames] of [
    ['Tamm', 'Jaan'],
    ['Žukov', 'Rein'],
  ])
    await cli(['--db', db, 'call', 'createPlayer', JSON.stringify({ surname, givenNames })]);
  await cli([
    '--db',
    db,
    'call',
    'setPlayerIdentity',
    JSON.stringify({ playerId: 2, federation: 'EST', fmjdId: 16317, latinName: null }),
  ]);
  return db;
}

describe('kabe-arbiter ratings import', () => {
  it('previews in Estonian, then stores the one found by ID and the one accepted by line', async () => {
    const db = await registry();
    const dry = await cli(['--db', db, 'ratings', 'import', fixture, '--dry-run', '--lang', 'et']);
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain('Reitingunimekiri FMJD 100, 2026-10-01');
    expect(dry.stdout).toContain('rida 9: ŽUKOV Rein → Rein Žukov (FMJD ID 16317): 2440 (oli –)');
    expect(dry.stdout).toContain('rida 2: TAMM Jaan → Jaan Tamm (#1): leitud ainult nime järgi');
    expect(dry.stdout).toContain('rida 16, veerg F: „XX“ ei ole FMJD tiitel');
    expect(dry.stdout).toContain('Midagi ei salvestatud (--dry-run).');

    const stored = await cli(['--db', db, 'ratings', 'import', fixture, '--accept', '2=1', '--json']);
    expect(stored.code).toBe(0);
    expect(JSON.parse(stored.stdout)).toMatchObject({ stored: 2 });
    const jaan = JSON.parse((await cli(['--db', db, 'call', 'getPlayerRatings', '{"playerId":1}'])).stdout) as {
      fmjdId: number;
      ratings: { rating: number }[];
    };
    expect([jaan.fmjdId, jaan.ratings[0]!.rating]).toEqual([16310, 2412]);
  });

  it('a list that is not FMJD’s own needs its list and day', async () => {
    const db = await registry();
    const noList = await cli(['--db', db, 'ratings', 'import', path.join(tempFolder(), 'eesti.csv'), '--lang', 'ru']);
    expect(noList.code).toBe(2);
    expect(noList.stderr).toContain('--list должен быть fmjd100, fmjd64 или national');
    const noDate = await cli(['--db', db, 'ratings', 'import', 'eesti.csv', '--list', 'national']);
    expect(noDate.stderr).toContain("--date is needed: the list's day");
    const badAccept = await cli(['--db', db, 'ratings', 'import', fixture, '--accept', 'two=1']);
    expect(badAccept.stderr).toContain('--accept takes LINE=PLAYER pairs');
  });
});
