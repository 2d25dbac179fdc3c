// `players import` from the command line: the club's Estonian Excel CSV previewed with --dry-run (nothing stored),
// refused while rows have problems (each at its line and column, in the language asked for), stored with
// --skip-invalid; a Russian ФИО list stored whole; the numbers the other commands then list.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { columnLetter } from '#formats/player-list';
import { cli, kabeArbiter } from '../support/cli';
import { tempFolder } from '../support/store';

const fixture = (name: string) => path.join(import.meta.dirname, '../fixtures/players', name);

describe('kabe-arbiter players import', () => {
  it('previews, refuses bad rows with their line and column, and stores the rest when told to', async () => {
    const db = path.join(tempFolder(), 'club.sqlite');
    const list = fixture('kalev-eesti-excel.csv');
    const dry = await cli(['--db', db, 'players', 'import', list, '--dry-run', '--lang', 'et']);
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain('Loetud veerud: A „Perekonnanimi“ → perekonnanimi; B „Eesnimi“ → eesnimed;');
    expect(dry.stdout).toContain('Lugemata: H „Märkus“');
    expect(dry.stdout).toContain('rida 6, veerg G „Sünniaasta“: Sisesta aasta vahemikus 1900–');
    expect(dry.stdout).toContain('Midagi ei salvestatud (--dry-run).');
    expect(JSON.parse((await cli(['--db', db, 'players', '--json'])).stdout)).toEqual([]);

    const refused = await cli(['--db', db, 'players', 'import', list, '--lang', 'ru']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('строка 5, столбец A «Perekonnanimi»: Это поле обязательно.');
    expect(refused.stderr).toContain('Ошибки в 2 строках: исправьте их в файле или пропустите.');
    expect(JSON.parse((await cli(['--db', db, 'players', '--json'])).stdout)).toEqual([]);

    const stored = await cli(['--db', db, 'players', 'import', list, '--skip-invalid', '--lang', 'en']);
    expect(stored.code).toBe(0);
    expect(stored.stdout).toContain('Registered 4 new players.');
    const players = JSON.parse((await cli(['--db', db, 'players', '--json'])).stdout) as { name: string }[];
    expect(players.map((p) => p.name)).toEqual(['Mari Kask', 'Aadu Saar', 'Jaan Tamm', 'Peeter Õunapuu']);
    // The same list again: nobody is doubled.
    const again = await cli(['--db', db, 'players', 'import', list, '--skip-invalid', '--json']);
    expect(JSON.parse(again.stdout)).toMatchObject({ stored: 0, counts: { new: 0, existing: 5 } });
  });

  it('a Russian list with one ФИО column; a missing file is named', async () => {
    const db = path.join(tempFolder(), 'narva.sqlite');
    const stored = await cli(['--db', db, 'players', 'import', fixture('narva-ru.csv'), '--lang', 'ru']);
    expect(stored.stdout).toContain('A «ФИО» → имя, сначала фамилия');
    expect(stored.stdout).toContain('Внесено новых игроков: 3.');
    const missing = await cli(['--db', db, 'players', 'import', 'no-such-list.csv', '--lang', 'et']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('no-such-list.csv');
    expect((await cli(['--db', db, 'players', 'import'])).stderr).toContain('players import');
  });

  it('names columns as spreadsheets do', () => {
    expect([0, 1, 25, 26, 27, 51, 52].map(columnLetter)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'AZ', 'BA']);
  });

  it('reads a workbook apart, in the worker built beside the command line: a workbook bomb is refused in words', () => {
    const db = path.join(tempFolder(), 'club.sqlite');
    // The command as a user runs it: the bundle in dist-cli starts dist-cli/reader-worker.mjs, whose bounds refuse
    // the bomb (were the worker not found, the refusal would be another).
    const bomb = path.join(import.meta.dirname, '../fixtures/hostile/sheet-bomb.xlsx');
    const refused = kabeArbiter(['--db', db, 'players', 'import', bomb, '--lang', 'et']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('Töövihik pakib lahti suuremaks kui 50 MB (osa xl/worksheets/sheet1.xml juures)');
  });
});
