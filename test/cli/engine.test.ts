import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bergerTable } from '#domain/berger';
import { cli, projectRoot } from '../support/cli';
import { tempFolder } from '../support/store';

const fixture = (name: string) => path.join(projectRoot, 'test', 'fixtures', name);

describe('kabe-arbiter berger', () => {
  it('prints the table as JSON, the bye not a board', async () => {
    const result = await cli(['berger', '5', '--json']);
    expect(result.code).toBe(0);
    const table = JSON.parse(result.stdout);
    expect(table.players).toBe(5);
    // The rules engine's own table (test/domain/berger.test.ts checks it against the printed 1953 tables).
    expect(table.rounds).toEqual(bergerTable(5).rounds);
    expect(table.rounds[1].bye).toBe(4);
    expect(table.rounds[1].games.map((g: { white: number; black: number }) => `${g.white}-${g.black}`)).toEqual([
      '5-3',
      '1-2',
    ]);
  });

  it('double round robin: twice the rounds, colours reversed', async () => {
    const table = JSON.parse((await cli(['berger', '4', '--double', '--json'])).stdout);
    expect(table.rounds).toHaveLength(6);
    expect(table.rounds[3].games[0]).toEqual({ board: 1, white: 4, black: 1 });
  });

  it('as text in the language of --lang, the games in columns whatever the rounds are called', async () => {
    expect((await cli(['berger', '5', '--lang', 'et'])).stdout.split('\n').slice(0, 2)).toEqual([
      '1. voor:  2–5  3–4   (Vaba: 1)',
      '2. voor:  5–3  1–2   (Vaba: 4)',
    ]);
    expect((await cli(['berger', '5', '--lang', 'ru'])).stdout).toContain(
      '1-й тур:  2–5  3–4   (Свободен в этом туре: 1)',
    );
    const twelve = (await cli(['berger', '12'])).stdout.split('\n');
    expect(twelve[0]).toBe('Round  1:  1–12  2–11  3–10  4–9  5–8  6–7');
    expect(twelve[10]!.startsWith('Round 11:  ')).toBe(true);
  });

  it('fewer than 3 or more than 20 players: exit 2 and one line', async () => {
    for (const n of ['2', '21', 'six']) {
      const result = await cli(['berger', n, '--json']);
      expect(result.code).toBe(2);
      expect(result.stderr.trim().split('\n')).toHaveLength(1);
    }
    expect((await cli(['berger', '21'])).stderr).toBe(
      'kabe-arbiter: the number of players must be a whole number from 3 to 20, not "21"\n',
    );
    // In the user's language, like every other line: no English left in Russian (2 and 30 players alike).
    expect((await cli(['berger', '30', '--lang', 'ru'])).stderr).toBe(
      'kabe-arbiter: число игроков должно быть целым числом от 3 до 20, а не «30»\n',
    );
    expect((await cli(['berger', '2', '--lang', 'et'])).stderr).not.toMatch(/round robin|given/);
    // Node's parser's refusals in the user's words: a value that looks like an option, a value missing.
    expect((await cli(['norms', '--games', '-3', '--lang', 'ru'])).stderr).toContain(
      'запишите его как --games=ЗНАЧЕНИЕ',
    );
    expect((await cli(['norms', '--games'])).stderr).toBe(
      'kabe-arbiter: --games needs a value; see kabe-arbiter --help\n',
    );
    // A file that is not JSON: where, in the user's words — not V8's English.
    const bad = path.join(tempFolder(), 'bad.json');
    fs.writeFileSync(bad, '{"a": 1,\n "b": }');
    expect((await cli(['crosstable', bad, '--lang', 'et'])).stderr).toBe(
      `kabe-arbiter: ${bad} ei ole JSON: seda ei saa lugeda alates realt 2, veerust 7\n`,
    );
    expect((await cli(['berger', 'abc'])).stderr).toBe(
      'kabe-arbiter: the number of players must be a whole number from 3 to 20, not "abc"\n',
    );
  });
});

describe('kabe-arbiter norms', () => {
  it('the source example: 2×I, 5×II, 3×III, 6×IV, 15 games → 2.81; II 71% 10.5, III 48% 7, IV 30% 4.5', async () => {
    const ranks = 'I,I,II,II,II,II,II,III,III,III,IV,IV,IV,IV,IV,IV';
    const result = await cli(['norms', '--ranks', ranks, '--games', '15', '--json']);
    expect(result.code).toBe(0);
    const out = JSON.parse(result.stdout);
    expect(out.coefficient).toBe(2.81);
    expect(out.norms).toEqual([
      { rank: 'II', percent: 71, points: 10.5 },
      { rank: 'III', percent: 48, points: 7 },
      { rank: 'IV', percent: 30, points: 4.5 },
    ]);
    expect(out.notes[0]).toContain('unranked 6 (interpretation 3)');
  });

  it('states the interpretations it applies (3.00: II at 75%)', async () => {
    const out = JSON.parse((await cli(['norms', '--ranks', 'III,III,III,III', '--games', '3', '--json'])).stdout);
    expect(out.norms[0]).toEqual({ rank: 'II', percent: 75, points: 2.5 });
    expect(out.notes.join(' ')).toContain('interpretation 2');
  });

  it('writes its answer in the language of --lang: the source example in Estonian and Russian', async () => {
    const ranks = 'I,I,II,II,II,II,II,III,III,III,IV,IV,IV,IV,IV,IV';
    const et = await cli(['norms', '--ranks', ranks, '--games', '15', '--lang', 'et']);
    expect(et.stdout.split('\n').slice(0, 4)).toEqual([
      'Koefitsient 2,81; osalejaid: 16; partiisid: 15',
      '  II: 71%, vaja punkte: 10½',
      '  III: 48%, vaja punkte: 7',
      '  IV: 30%, vaja punkte: 4½',
    ]);
    expect(et.stdout).toContain('järguta 6 (tõlgendus 3)');
    const ru = await cli(['norms', '--ranks', ranks, '--games', '15', '--lang', 'ru']);
    expect(ru.stdout).toContain('  II: 71%, нужно очков: 10½');
    expect((await cli(['norms', '--ranks', ranks, '--games', '15'])).stdout).toContain('  II: 71%, points needed: 10½');
    expect((await cli(['norms', '--ranks', ranks, '--games', '15', '--lang', 'fi'])).stderr).toContain(
      '--lang must be et, en or ru, not "fi"',
    );
  });

  it('bad ranks or games: exit 2 naming the field', async () => {
    expect((await cli(['norms', '--ranks', 'I,XX,II', '--games', '4'])).stderr).toContain(
      '"XX" (participant 2) is not a rank',
    );
    expect((await cli(['norms', '--ranks', 'I,II', '--games', 'many'])).code).toBe(2);
    expect((await cli(['norms', '--games', '4'])).code).toBe(2);
  });
});

describe('kabe-arbiter crosstable and matrix', () => {
  it('crosstable of a tournament file, in standings order', async () => {
    const result = await cli(['crosstable', fixture('tartu-6.json'), '--json']);
    expect(result.code).toBe(0);
    const out = JSON.parse(result.stdout);
    expect(out.coefficient).toBe(2.5);
    expect(out.removed).toEqual([]);
    expect(out.players[0]).toMatchObject({
      no: 1,
      name: 'Jaan Tamm',
      points: 4.5,
      games: 5,
      wins: 4,
      sb: 7.5,
      place: '1',
      cells: ['x', '½', '1', '1', '1', '1'],
      norm: { achieved: 'II', status: 'below', needed: { II: 3, III: 2, IV: 1.5 } },
    });
    expect(out.players.map((p: { no: number }) => p.no)).toEqual([1, 2, 5, 3, 4, 6]);
  });

  it('the crosstable as text in the language of --lang, the same for the file and the paper table', async () => {
    const fromFile = (await cli(['crosstable', fixture('tartu-6.json'), '--lang', 'ru'])).stdout;
    expect(fromFile.split('\n')[0]).toMatch(/^Место\s+№/);
    expect(fromFile).toContain('Коэффициент турнира 2,50');
    // The same table; only the names' heading differs: the file's says how its names are written (given names
    // first), the paper's names stand as typed.
    const fromPaper = (await cli(['matrix', fixture('tartu-6-paper.csv'), '--lang', 'ru'])).stdout;
    expect(fromFile.split('\n')[0]).toContain('Имя и фамилия');
    expect(fromPaper.split('\n')[0]).toContain('Игрок');
    const spaced = (text: string) =>
      text
        .split('\n')
        .slice(1)
        .map((line) => line.replace(/\s+/g, ' '));
    expect(spaced(fromPaper)).toEqual(spaced(fromFile));
    expect((await cli(['crosstable', fixture('tartu-6.json'), '--lang', 'et'])).stdout).toContain(
      'Turniiri koefitsient 2,50',
    );
  });

  it('writes a rank as every output does, in the language asked for: КМС and MK, never the code CM', async () => {
    const file = path.join(tempFolder(), 'candidates.json');
    const tartu = JSON.parse(fs.readFileSync(fixture('tartu-6.json'), 'utf8'));
    tartu.players[0].rank = 'CM';
    tartu.players[1].rank = 'M';
    fs.writeFileSync(file, JSON.stringify(tartu));
    const ru = (await cli(['crosstable', file, '--lang', 'ru'])).stdout;
    expect(ru).toMatch(/Jaan Tamm\s+КМС/);
    expect(ru).toMatch(/МС\s/);
    expect(ru).not.toMatch(/\bCM\b/);
    expect((await cli(['crosstable', file, '--lang', 'et'])).stdout).toMatch(/Jaan Tamm\s+MK/);
    expect((await cli(['crosstable', file, '--lang', 'en'])).stdout).toMatch(/Jaan Tamm\s+CM/);
    // The spreadsheet as the printout: the Russian crosstable's CSV.
    const db = path.join(tempFolder(), 'ranks.sqlite');
    expect((await cli(['--db', db, 'import', file])).code).toBe(0);
    const csv = path.join(tempFolder(), 'crosstable.csv');
    expect((await cli(['--db', db, 'export', '1', '--format', 'csv', '--lang', 'ru', '--out', csv])).code).toBe(0);
    const row = fs
      .readFileSync(csv, 'utf8')
      .split(/\r?\n/)
      .find((line) => line.includes('Jaan Tamm'))!;
    expect(row).toContain('КМС');
    expect(row).not.toMatch(/\bCM\b/);
  });

  it('§38: the decision on a player who left names him, though he is no longer in the table', async () => {
    const file = path.join(tempFolder(), 'left.json');
    const tartu = JSON.parse(fs.readFileSync(fixture('tartu-6.json'), 'utf8'));
    tartu.withdrawals = [{ player: 6, afterRound: 2 }];
    for (const game of tartu.games) if ((game.white === 6 || game.black === 6) && game.round > 2) game.result = null;
    fs.writeFileSync(file, JSON.stringify(tartu));
    const text = (await cli(['crosstable', file, '--lang', 'et'])).stdout;
    expect(text).not.toMatch(/^\S+\s+6 Aadu Lepp/m);
    expect(text).toContain('Aadu Lepp lahkus pärast 2. vooru');
  });

  it('a file with a wrong field: exit 2 with the path', async () => {
    const file = path.join(tempFolder(), 'bad.json');
    const tartu = JSON.parse(fs.readFileSync(fixture('tartu-6.json'), 'utf8'));
    tartu.games[4].result = 'won';
    fs.writeFileSync(file, JSON.stringify(tartu));
    const result = await cli(['crosstable', file, '--json']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^kabe-arbiter: games\.4\.result/);
  });

  it('a file of a tournament not drawn yet has no crosstable: exit 2, saying so', async () => {
    const file = path.join(tempFolder(), 'not-drawn.json');
    const players = [{ no: 1, name: 'Jaan Tamm' }];
    const draw = { method: null, seed: null, drawnAt: null };
    fs.writeFileSync(
      file,
      JSON.stringify({ format: 'kabe-arbiter/tournament@2', name: 'T', variant: 'russian', draw, players }),
    );
    const result = await cli(['crosstable', file]);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(`kabe-arbiter: ${file}: the tournament is not drawn yet, so it has no crosstable\n`);
  });

  it('matrix: the paper table gives the same standings as the tournament file', async () => {
    const fromPaper = JSON.parse((await cli(['matrix', fixture('tartu-6-paper.csv'), '--json'])).stdout);
    const fromFile = JSON.parse((await cli(['crosstable', fixture('tartu-6.json'), '--json'])).stdout);
    const summary = (t: { players: { no: number; points: number; place: string; cells: string[]; norm: unknown }[] }) =>
      t.players.map(({ no, points, place, cells, norm }) => ({ no, points, place, cells, norm }));
    expect(summary(fromPaper)).toEqual(summary(fromFile));
    expect(fromPaper.coefficient).toBe(2.5);
  });

  it('matrix: ranks as each language writes them (КМС, МС, «1 разряд», MK) and halves as 1/2, = or 0,5', async () => {
    const file = path.join(tempFolder(), 'narva.csv');
    fs.writeFileSync(
      file,
      'Nr;Ф.И.О.;Разряд;1;2;3\n1;Иванов;КМС;x;0,5;1\n2;Петров;1 разряд;=;x;1\n3;Сидоров;МС;0;0;x\n',
    );
    const read = JSON.parse((await cli(['matrix', file, '--json'])).stdout) as {
      players: { no: number; points: number; rank: string | null }[];
    };
    expect(read.players.map((p) => [p.no, p.rank, p.points])).toEqual([
      [1, 'CM', 1.5],
      [2, 'I', 1.5],
      [3, 'M', 0],
    ]);
  });

  it('matrix: reads the 0–0 mark of the app’s own crosstables (0*), mirrored, as a game neither won', async () => {
    const folder = tempFolder();
    const file = path.join(folder, 'zero.csv');
    fs.writeFileSync(file, 'Nr,Nimi,Järk,1,2,3\n1,Tamm,I,x,0*,1\n2,Kask,II,0*,x,1\n3,Mänd,II,0,0,x\n');
    const read = JSON.parse((await cli(['matrix', file, '--json'])).stdout) as {
      players: { no: number; points: number }[];
    };
    expect(read.players.map((p) => [p.no, p.points])).toEqual([
      [1, 1],
      [2, 1],
      [3, 0],
    ]);
  });

  it('matrix: each disagreeing pair of cells is reported by row, column and name; exit 2', async () => {
    const result = await cli(['matrix', fixture('paper-disagreeing.csv')]);
    expect(result.code).toBe(2);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain('row 1 (Tamm) column 2 has "1" but row 2 (Kask) column 1 has "1"');
    expect(result.stderr).toContain('row 2 (Kask) column 3 has "½" but row 3 (Mänd, Peeter) column 2 has "0"');
    // And in the user's language, each problem where it is.
    const ru = await cli(['matrix', fixture('paper-disagreeing.csv'), '--lang', 'ru']);
    expect(ru.stderr).toContain('строка 1 (Tamm), столбец 2: «1», но строка 2 (Kask), столбец 1: «1»');
  });

  it('norms: ranks and rank counting as the user’s language writes them (КМС, «1 разряд», МС=0)', async () => {
    const typed = await cli(['norms', '--ranks', 'КМС,1 разряд,II järk,3,-', '--games', '4', '--json']);
    const plain = await cli(['norms', '--ranks', 'CM,I,II,III,-', '--games', '4', '--json']);
    expect(typed.code).toBe(0);
    expect(typed.stdout).toBe(plain.stdout);
    const counted = await cli(['norms', '--ranks', 'КМС,I,II', '--games', '2', '--counting', 'КМС=1,без разряда=6']);
    expect(counted.stdout).toBe(
      (await cli(['norms', '--ranks', 'CM,I,II', '--games', '2', '--counting', 'CM=1'])).stdout,
    );
    // Youth ranks too, counted as the option says (as unranked without it).
    const youth = await cli(['norms', '--ranks', 'I,2 юн.,3', '--games', '2', '--counting', 'II юн.=7', '--json']);
    expect(JSON.parse(youth.stdout).coefficient).toBe(3.67);
    const missing = await cli(['norms', '--ranks', 'I,II,III', '--lang', 'ru']);
    expect(missing.stderr).toBe('kabe-arbiter: укажите --games: целое число от 1 до 100\n');
  });
});

describe('kabe-arbiter import and export', () => {
  it('writes a PDF printout with Chromium', async () => {
    const folder = tempFolder();
    const db = path.join(folder, 'pdf.sqlite');
    const { id } = JSON.parse((await cli(['--db', db, 'import', fixture('tartu-6.json'), '--json'])).stdout);
    const out = path.join(folder, 'norms.pdf');
    const result = await cli([
      '--db',
      db,
      'export',
      String(id),
      '--format',
      'pdf',
      '--kind',
      'norms',
      '--lang',
      'et',
      '--out',
      out,
    ]);
    expect(result.code, result.stderr).toBe(0);
    const pdf = fs.readFileSync(out);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(10_000);
    expect((await cli(['--db', db, 'export', String(id), '--format', 'pdf'])).stderr).toContain(
      '--format pdf writes a file: give --out FILE',
    );
    expect(
      (await cli(['--db', db, 'export', String(id), '--format', 'html', '--kind', 'pairings', '--round', '9'])).stderr,
    ).toContain('There is no round 9 in the schedule yet');
  });

  it('round-trips a tournament through the store, and exports CSV and HTML', async () => {
    const folder = tempFolder();
    const db = path.join(folder, 'federation.sqlite');
    const imported = await cli(['--db', db, 'import', fixture('tartu-6.json'), '--json']);
    expect(imported.code).toBe(0);
    const { id } = JSON.parse(imported.stdout);
    const out = path.join(folder, 'again.json');
    expect((await cli(['--db', db, 'export', String(id), '--format', 'json', '--out', out])).code).toBe(0);
    const again = await cli(['crosstable', out, '--json']);
    expect(JSON.parse(again.stdout)).toEqual(
      JSON.parse((await cli(['crosstable', fixture('tartu-6.json'), '--json'])).stdout),
    );

    const csv = (await cli(['--db', db, 'export', String(id), '--format', 'csv', '--lang', 'et'])).stdout;
    // Estonian: semicolons between the fields, because the decimal sign is a comma (4,5).
    expect(csv.split('\r\n')[0]).toBe(
      '\uFEFFKoht;Nr;Nimi;Järk;1;2;3;4;5;6;Punktid;Partiisid;SB;Võite;Omavaheline;Norm',
    );
    expect(csv.split('\r\n')[1]).toBe('1;1;Jaan Tamm;I;x;½;1;1;1;1;4,5;5;7,5;4;;II (alla oma järgu)');
    const english = (await cli(['--db', db, 'export', String(id), '--format', 'csv', '--lang', 'en'])).stdout;
    expect(english.split('\r\n')[1]).toBe('1,1,Jaan Tamm,I,x,½,1,1,1,1,4.5,5,7.5,4,,II (below current rank)');
    const xlsx = path.join(folder, 'table.xlsx');
    const written = await cli(['--db', db, 'export', String(id), '--format', 'xlsx', '--lang', 'et', '--out', xlsx]);
    expect(written.stderr).toBe(`Kirjutatud: ${xlsx}\n`);
    expect(fs.readFileSync(xlsx).subarray(0, 2).toString()).toBe('PK');
    expect((await cli(['--db', db, 'export', String(id), '--format', 'xlsx', '--lang', 'ru'])).stderr).toContain(
      '--format xlsx записывает файл: укажите --out ФАЙЛ',
    );
    const html = (await cli(['--db', db, 'export', String(id), '--format', 'html'])).stdout;
    expect(html).toContain('<p class="event">Tartu lahtised 2026</p>');
    expect(html).toContain('<h1>Crosstable</h1>');
    expect(html).toMatch(/<td class="num">3<\/td><td class="num">5<\/td><td class="name">Ülo Paju<\/td><td>III<\/td>/);
    expect(html).toContain('Chief arbiter: Aino Kohtunik');
    expect((await cli(['--db', db, 'export', String(id), '--format', 'docx'])).stderr).toContain(
      '--format must be one of json, csv, xlsx, html, pdf',
    );
    expect((await cli(['--db', db, 'export', '99'])).stderr).toContain('There is no tournament 99.');

    // The same file a second time is refused, in the language asked for, and says how to store it anyway.
    const twice = await cli(['--db', db, 'import', fixture('tartu-6.json'), '--lang', 'et']);
    expect([twice.code, twice.stderr]).toEqual([
      2,
      `kabe-arbiter: Andmebaasis on juba Tartu lahtised 2026 sama variandi ja alguskuupäevaga (turniir ${id}); ` +
        'faili uuesti importimine teeb sellest teise koopia. (--force: impordi ikkagi)\n',
    ]);
    const forced = await cli(['--db', db, 'import', fixture('tartu-6.json'), '--force', '--lang', 'ru']);
    expect(forced.stdout).toBe(`Загружен как турнир ${id + 1}.\n`);
    // The list in the language asked for, with the language's plural of "players" (the newer copy first).
    expect((await cli(['--db', db, 'tournaments', '--lang', 'ru'])).stdout).toBe(
      [id + 1, id]
        .map((no) => `${String(no).padStart(4)}  Tartu lahtised 2026  Русские шашки (64 поля)  14.03.2026  6 игроков\n`)
        .join(''),
    );
    expect((await cli(['--db', folder + '/empty.sqlite', 'tournaments', '--lang', 'et'])).stdout).toBe(
      'Turniire veel ei ole.\n',
    );
  });
});

describe('kabe-arbiter perft and move-check', () => {
  it('perft from the start and from a position', async () => {
    expect(JSON.parse((await cli(['perft', 'russian', '5', '--json'])).stdout)).toEqual({ depth: 5, nodes: 7482 });
    expect(JSON.parse((await cli(['perft', 'international', '3', '--json'])).stdout)).toEqual({ depth: 3, nodes: 658 });
    expect(
      JSON.parse((await cli(['perft', 'russian', '1', '--fen', 'W:WKd2:Bb6,d6,f4,f6,g7', '--json'])).stdout).nodes,
    ).toBeGreaterThan(1);
  });

  it('move-check: legal, a clerical error with one meaning, and an illegal move', async () => {
    const legal = JSON.parse(
      (await cli(['move-check', '--variant', 'russian', '--fen', 'W:Wc3:Bd4', '--move', 'c3:e5', '--json'])).stdout,
    );
    expect(legal).toMatchObject({ legal: true, reading: 'c3:e5' });
    const otherSide = JSON.parse(
      (await cli(['move-check', '--variant', 'russian', '--fen', 'W:Wc3,g3:Bh8', '--move', 'e3-d4', '--json'])).stdout,
    );
    expect(otherSide).toMatchObject({ legal: true, reading: 'c3-d4', clerical: 'wrongStart' });
    const illegal = JSON.parse(
      (await cli(['move-check', '--variant', 'international', '--move', '50-45', '--json'])).stdout,
    );
    expect(illegal).toMatchObject({ legal: false, reading: null });
    expect(illegal.why).toContain('§36');
    expect(illegal.phrase).toEqual({ key: 'sealed.notLegal', params: { text: '50-45', rule: 'ussr1953 §36' } });
  });

  it('move-check --lang: the verdict in Russian or Estonian; an unknown language is refused', async () => {
    expect(
      (await cli(['move-check', '--variant', 'russian', '--fen', 'W:Wc3:Bb6', '--move', 'c3-d4', '--lang', 'ru']))
        .stdout,
    ).toBe('c3-d4 — Правильный ход.\n');
    expect(
      (await cli(['move-check', '--variant', 'russian', '--fen', 'W:Wc3:Bb6', '--move', 'c3-d4', '--lang', 'et']))
        .stdout,
    ).toBe('c3-d4 — Reeglipärane käik.\n');
    const unknown = await cli(['move-check', '--variant', 'russian', '--move', 'c3-d4', '--lang', 'fi']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('--lang must be et, en or ru, not "fi"');
  });

  it('bad variant, depth or position: exit 2 with one line', async () => {
    expect((await cli(['perft', 'chess', '3'])).stderr).toContain(
      'the variant must be russian (64 squares) or international (100 squares), not "chess"',
    );
    expect((await cli(['perft', 'russian', 'deep'])).code).toBe(2);
    const badFen = await cli(['move-check', '--variant', 'russian', '--fen', 'W:Wz9', '--move', 'a1-b2']);
    expect(badFen.code).toBe(2);
    expect(badFen.stderr).toContain('--fen: “z9” is not a playing square of the 8×8 board');
  });
});

describe('kabe-arbiter claim', () => {
  it('names the draw claims a record supports and the move', async () => {
    const result = await cli(['claim', '--variant', 'russian', fixture('repetition.pdn'), '--json']);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout).claims).toEqual([
      expect.objectContaining({ rule: 'repetition', paragraph: '§16d', move: 4 }),
    ]);
  });

  it('an illegal move in the record: exit 2 naming the move', async () => {
    const file = path.join(tempFolder(), 'bad.pdn');
    fs.writeFileSync(file, '1. c3-d4 f6-e5 2. d4-c5');
    const result = await cli(['claim', '--variant', 'russian', file]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('2. White d4-c5: a capture is compulsory: d4:f6');
    const russian = await cli(['claim', '--variant', 'russian', file, '--lang', 'ru']);
    expect(russian.stderr).toContain('2. Белые d4-c5: взятие обязательно: d4:f6');
  });
});
