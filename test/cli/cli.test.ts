import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { systemLanguage } from '#cli/io';
import pkg from '#package.json';
import { cli, kabeArbiter } from '../support/cli';
import { tempFolder } from '../support/store';

// Most tests run the command in this process (its own entry, runCli); two run the real bin script as a process.
describe('kabe-arbiter command', () => {
  it('--help lists the commands and options', async () => {
    const result = await cli(['--help']);
    expect(result.code).toBe(0);
    for (const word of ['serve', '--port', '--db', '--json', 'players', 'tournaments', 'call'])
      expect(result.stdout).toContain(word);
  });

  it('without --lang speaks the language of the system’s locale (LC_ALL, LC_MESSAGES, LANG)', async () => {
    expect(systemLanguage({ LANG: 'ru_RU.UTF-8' })).toBe('ru');
    expect(systemLanguage({ LC_ALL: 'et_EE.UTF-8', LANG: 'ru_RU.UTF-8' })).toBe('et');
    expect(systemLanguage({ LC_ALL: '', LC_MESSAGES: 'et_EE', LANG: 'en_GB.UTF-8' })).toBe('et');
    expect(systemLanguage({ LANG: 'fi_FI.UTF-8' })).toBe('en');
    expect(systemLanguage({ LANG: 'C.UTF-8' })).toBe('en');
    expect(systemLanguage({})).toBe('en');
    const locale = { LC_ALL: process.env.LC_ALL, LANG: process.env.LANG };
    try {
      process.env.LC_ALL = 'ru_RU.UTF-8';
      expect((await cli(['berger', 'seven'])).stderr).toMatch(/^kabe-arbiter: [^a-z]*[А-Яа-яё]/);
    } finally {
      process.env.LC_ALL = locale.LC_ALL;
      process.env.LANG = locale.LANG;
    }
  });

  it('--help and the usage lines speak the language of --lang; what is typed stays as typed', async () => {
    const estonian = await cli(['--help', '--lang', 'et']);
    expect(estonian.stdout).toContain('Kasutus: kabe-arbiter [--db FAIL] <käsk> [valikud]');
    expect(estonian.stdout).toMatch(/^ {2}berger <n> \[--double\] \[--swap\] +ringturniiri tabel n mängijale/m);
    const russian = await cli(['--help', '--lang', 'ru']);
    expect(russian.stdout).toMatch(/^ {2}--json +вывод для программ$/m);
    // No line of the help runs past the terminal's width.
    for (const text of [estonian.stdout, russian.stdout, (await cli(['--help'])).stdout])
      expect(Math.max(...text.split('\n').map((line) => line.length))).toBeLessThanOrEqual(118);
    expect(await cli(['dance', '--lang', 'ru'])).toMatchObject({
      code: 2,
      stderr: 'kabe-arbiter: неизвестная команда «dance»; см. kabe-arbiter --help\n',
    });
    // An option nobody knows, in the language asked for, though the arguments could not be read.
    expect((await cli(['--colour', 'red', '--lang=et'])).stderr).toBe(
      'kabe-arbiter: tundmatu valik --colour; vaata kabe-arbiter --help\n',
    );
    expect((await cli(['crosstable', '--lang', 'et'])).stderr).toBe(
      'kabe-arbiter: crosstable vajab turniirifaili: kabe-arbiter crosstable <tournament.json>\n',
    );
    expect((await cli(['crosstable', 'missing.json'])).stderr).toBe(
      'kabe-arbiter: cannot read missing.json: no such file\n',
    );
  });

  it('--version prints the package version', () => {
    expect(kabeArbiter(['--version'])).toMatchObject({ code: 0, stdout: `${pkg.version}\n` });
  });

  it('registers and lists players in the file given with --db', () => {
    const db = path.join(tempFolder(), 'club.sqlite');
    const created = kabeArbiter([
      '--db',
      db,
      'call',
      'createPlayer',
      '{"name":"Tiit Tamm","rank":"I","club":"Kalev","birthYear":1970}',
    ]);
    expect(created.code).toBe(0);
    expect(JSON.parse(created.stdout)).toMatchObject({ id: 1, name: 'Tiit Tamm', rank: 'I' });
    const listed = kabeArbiter(['--db', db, 'players', '--json']);
    expect(JSON.parse(listed.stdout)).toEqual([
      {
        id: 1,
        name: 'Tiit Tamm',
        surname: 'Tamm',
        givenNames: 'Tiit',
        nameUnsure: false,
        rank: 'I',
        rankSince: null,
        club: 'Kalev',
        city: null,
        birthYear: 1970,
        sex: null,
      },
    ]);
    expect(kabeArbiter(['--db', db, 'players']).stdout).toContain('Tiit Tamm  I  Kalev, 1970');
  });

  it('bad input: exit 2 and one line on stderr saying what and where, nothing stored', async () => {
    const db = path.join(tempFolder(), 'club.sqlite');
    const result = await cli(['--db', db, 'call', 'createPlayer', '{"name":"","rank":"VI"}']);
    expect(result.code).toBe(2);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain(
      'rank: Choose a rank: M, CM, I, II, III, IV, V, a youth rank (I–III), or Unranked. surname: This field is required.',
    );
    expect(JSON.parse((await cli(['--db', db, 'players', '--json'])).stdout)).toEqual([]);
  });

  it('--lang: the same refusal in Estonian or Russian, each field named as in English', async () => {
    const db = path.join(tempFolder(), 'club.sqlite');
    const input = '{"name":"","rank":"VI"}';
    expect((await cli(['--db', db, 'call', 'createPlayer', input, '--lang', 'et'])).stderr).toBe(
      'kabe-arbiter: rank: Vali järk: M, MK (CM), I, II, III, IV, V, noortejärk (I–III) või „Järguta“. surname: See väli on kohustuslik.\n',
    );
    const missing = await cli(['--db', db, 'call', 'getPlayerCard', '{"id":999}', '--lang', 'ru']);
    expect(missing).toMatchObject({ code: 2, stderr: 'kabe-arbiter: В реестре нет игрока 999.\n' });
  });

  it('an unknown command, option or bad JSON: exit 2 with one line', async () => {
    for (const args of [['dance'], ['--colour', 'red'], ['call', 'createPlayer', '{oops'], ['serve', '--port', 'x']]) {
      const result = await cli(['--db', path.join(tempFolder(), 'x.sqlite'), ...args]);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr.trim().split('\n'), args.join(' ')).toHaveLength(1);
    }
  });

  it('refuses a --db in a folder that does not exist instead of creating it', async () => {
    const mistyped = path.join(tempFolder(), 'Tartuu', 'turniir.sqlite');
    const result = await cli(['--db', mistyped, 'players']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`The folder ${path.dirname(mistyped)} does not exist`);
    expect(fs.existsSync(path.dirname(mistyped))).toBe(false);
  });

  it('refuses a corrupt --db file with a clear message and leaves its bytes unchanged', async () => {
    const db = path.join(tempFolder(), 'broken.sqlite');
    const bytes = Buffer.concat([Buffer.from('SQLite format 3\0'), crypto.randomBytes(8192)]);
    fs.writeFileSync(db, bytes);
    const result = await cli(['--db', db, 'players']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/broken\.sqlite .*(damaged|cannot be opened|another program)/);
    expect(result.stderr).toContain('Nothing was changed');
    expect(fs.readFileSync(db).equals(bytes)).toBe(true);
    expect(fs.existsSync(`${db}-wal`)).toBe(false);
  });
});

describe('kabe-arbiter export', () => {
  it('the pairings of which round: --kind pairings without --round is refused, not printed as round 1', async () => {
    const db = path.join(tempFolder(), 'club.sqlite');
    const run = async (...args: string[]) =>
      JSON.parse((await cli(['--db', db, 'call', ...args])).stdout) as { id: number };
    const tournament = await run('createTournament', '{"name":"Karikas","variant":"russian","ruleSet":"ussr1953"}');
    for (const name of ['Jaan Tamm', 'Mari Kask', 'Peeter Mänd']) {
      const player = await run('createPlayer', JSON.stringify({ name }));
      await run('addParticipant', JSON.stringify({ tournamentId: tournament.id, playerId: player.id }));
    }
    await run('drawLots', JSON.stringify({ tournamentId: tournament.id, method: 'random', seed: 'CLI' }));
    const refused = await cli(['--db', db, 'export', String(tournament.id), '--format', 'html', '--kind', 'pairings']);
    // Said with the option the user types, not the contract's field.
    expect(refused).toMatchObject({ code: 2, stderr: 'kabe-arbiter: --round: This field is required.\n' });
    // A spreadsheet is the crosstable: another document asked of it is refused, not silently replaced.
    expect(
      (await cli(['--db', db, 'export', String(tournament.id), '--format', 'csv', '--kind', 'pairings'])).stderr,
    ).toContain('The document “pairings” is not exported as csv; its formats are html, pdf.');
    const printed = await cli([
      '--db',
      db,
      'export',
      String(tournament.id),
      '--format',
      'html',
      '--kind',
      'pairings',
      '--round',
      '2',
    ]);
    expect(printed.code).toBe(0);
    expect(printed.stdout).toContain('Round 2');
  });
});

describe('kabe-arbiter backup and import', () => {
  it('backs up the whole database while it is open, refusing to overwrite; the copy opens with the data', async () => {
    const folder = tempFolder();
    const db = path.join(folder, 'club.sqlite');
    expect((await cli(['--db', db, 'call', 'createPlayer', '{"name":"Tiit Tamm"}'])).code).toBe(0);
    const copy = path.join(folder, 'copy.sqlite');
    expect(await cli(['--db', db, 'backup', copy])).toMatchObject({ code: 0, stdout: `Backed up to ${copy}\n` });
    expect(JSON.parse((await cli(['--db', copy, 'players', '--json'])).stdout)).toMatchObject([{ name: 'Tiit Tamm' }]);
    expect(await cli(['--db', db, 'backup', copy])).toMatchObject({
      code: 2,
      stderr: `kabe-arbiter: ${copy} already exists; choose another name or replace it (--force). Nothing was written.\n`,
    });
    expect((await cli(['--db', db, 'backup', copy, '--force'])).code).toBe(0);
    const nowhere = path.join(folder, 'no-such-folder', 'copy.sqlite');
    expect((await cli(['--db', db, 'backup', nowhere])).stderr).toContain('does not exist; nothing was written');
    expect(fs.existsSync(path.dirname(nowhere))).toBe(false);
  });

  it('reads a tournament file that starts with a byte-order mark', async () => {
    const folder = tempFolder();
    const file = path.join(folder, 'bom.json');
    fs.writeFileSync(file, `\uFEFF${fs.readFileSync(path.join(__dirname, '..', 'fixtures', 'tartu-6.json'), 'utf8')}`);
    const imported = await cli(['--db', path.join(folder, 'club.sqlite'), 'import', file, '--json']);
    expect(imported).toMatchObject({ code: 0, stdout: '{\n  "id": 1\n}\n' });
  });
});
