// Players from a club's list: a real Estonian Excel CSV (windows-1257, semicolons), the same list as LibreOffice
// saves it as .xlsx, and a Russian list with one "ФИО" column. Columns are found by their headings; each row is
// checked as the registry's form checks it, and a bad one names its line and its column; people already registered
// are recognised and never doubled; nothing is stored until the arbiter confirms.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTable } from '#formats/table-reading';
import { apiError, serviceOnNewStore } from '../support/service';

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, '../fixtures/players', name));

describe('importing a player list', () => {
  it('an Estonian Excel CSV: columns by heading, a preview with every problem at its line and column', async () => {
    const s = serviceOnNewStore('2026-11-25T10:00:00Z');
    s.call('createPlayer', { surname: 'Kask', givenNames: 'Mari', birthYear: 1994, club: 'Kalev' });
    const table = await readTable(fixture('kalev-eesti-excel.csv'));
    expect(table).toMatchObject({ kind: 'csv', encoding: 'windows-1257' });
    const preview = s.call('importPlayers', { source: 'kalev-eesti-excel.csv', rows: table.rows });
    expect(preview.columns).toEqual({
      surname: 0,
      givenNames: 1,
      rank: 2,
      rankSince: 3,
      club: 4,
      city: 5,
      birthYear: 6,
    });
    // "Märkus" is read by nothing, and the screen says so.
    expect(preview.unused).toEqual([7]);
    expect(preview.rows.map((row) => [row.line, row.status, row.name])).toEqual([
      [2, 'new', 'Jaan Tamm'],
      [3, 'existing', 'Mari Kask'],
      [4, 'new', 'Peeter Õunapuu'],
      [5, 'invalid', 'Anu'],
      [6, 'invalid', 'Žanna Šmidt'],
      [7, 'new', 'Aadu Saar'],
      [8, 'repeated', 'Jaan Tamm'],
    ]);
    expect(preview.rows[1]!.existingId).toBe(1);
    // "III järk" is III; a birth date gives its year.
    expect(preview.rows[2]).toMatchObject({ rank: 'III', birthYear: 2008 });
    expect(preview.rows[5]).toMatchObject({ rank: null, birthYear: 2001 });
    // Each problem names the field, its column and heading.
    expect(preview.rows[3]!.issues).toMatchObject([
      { path: 'surname', key: 'required', column: 0, heading: 'Perekonnanimi' },
    ]);
    expect(preview.rows[4]!.issues.map((i) => [i.path, i.key, i.column, i.heading])).toEqual([
      ['rank', 'rankInvalid', 2, 'Järk'],
      ['birthYear', 'birthYearRange', 6, 'Sünniaasta'],
    ]);
    expect(preview.counts).toEqual({ new: 3, existing: 1, namesake: 0, repeated: 1, invalid: 2 });
    expect(preview.stored).toBeNull();
    expect(s.count('players')).toBe(1);

    // Confirmed with bad rows: refused until they are left out knowingly.
    const refused = apiError(() => s.call('importPlayers', { rows: table.rows, confirm: true }));
    expect(refused.issues[0]).toMatchObject({ key: 'importHasInvalidRows', params: { count: 2 } });
    expect(s.count('players')).toBe(1);
    const done = s.call('importPlayers', { source: 'kalev.csv', rows: table.rows, confirm: true, skipInvalid: true });
    expect(done.stored).toBe(3);
    expect(s.call('listPlayers', {}).players.map((p) => p.name)).toEqual([
      'Mari Kask',
      'Aadu Saar',
      'Jaan Tamm',
      'Peeter Õunapuu',
    ]);
    // The rank came with its day; one audit row for the import.
    const jaan = s.call('listPlayers', { search: 'tamm' }).players[0]!;
    expect(jaan).toMatchObject({ rank: 'II', rankSince: '2021-05-12' });
    const audit = s.store.db.$client.prepare("select after from audit_log where action = 'players.import'").all() as {
      after: string;
    }[];
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.after)).toMatchObject({ source: 'kalev.csv', created: [2, 3, 4] });
    // The same file again: everyone is there already.
    expect(s.call('importPlayers', { rows: table.rows }).counts).toMatchObject({ new: 0, existing: 5, repeated: 0 });
  });

  it('the same list as LibreOffice saves it (.xlsx): the same rows, at the sheet’s row numbers', async () => {
    const s = serviceOnNewStore('2026-11-25T10:00:00Z');
    const csv = await readTable(fixture('kalev-eesti-excel.csv'));
    const xlsx = await readTable(fixture('kalev-libreoffice.xlsx'));
    expect(xlsx.kind).toBe('xlsx');
    const fromCsv = s.call('importPlayers', { rows: csv.rows });
    const fromXlsx = s.call('importPlayers', { rows: xlsx.rows });
    expect(fromXlsx.rows.map((row) => [row.line, row.status, row.name, row.birthYear])).toEqual(
      fromCsv.rows.map((row) => [row.line, row.status, row.name, row.birthYear]),
    );
  });

  it('a Russian list with one ФИО column, surname first; the arbiter’s choice of columns wins over the headings', async () => {
    const s = serviceOnNewStore('2026-11-25T10:00:00Z');
    const table = await readTable(fixture('narva-ru.csv'));
    const preview = s.call('importPlayers', { rows: table.rows });
    expect(preview.columns).toMatchObject({ nameSurnameFirst: 0, rank: 1, birthYear: 2, city: 3, club: 4 });
    expect(preview.rows.map((row) => [row.name, row.rank])).toEqual([
      ['Иван Петрович Иванов', 'CM'],
      ['Анна Петрова', 'I'],
      ['Пётр Сидоров', 'M'],
    ]);
    // The club column left out by the arbiter: nothing is read from it.
    const chosen = s.call('importPlayers', { rows: table.rows, columns: { club: null } });
    expect(chosen.rows[0]!.club).toBeNull();
    expect(chosen.unused).toEqual([4]);
    // Without a name column nothing can be read.
    expect(
      apiError(() => s.call('importPlayers', { rows: table.rows, columns: { nameSurnameFirst: null } })).issues[0],
    ).toMatchObject({ key: 'importNoNameColumn' });
  });

  it('a file that is no spreadsheet is refused with the reason; an empty one says so', async () => {
    const s = serviceOnNewStore('2026-11-25T10:00:00Z');
    const broken = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('not a zip at all')]);
    await expect(readTable(broken)).rejects.toMatchObject({ issues: [{ path: 'file', key: 'workbookDamaged' }] });
    // A PDF renamed .xlsx is no table (not a text whose cells are too long); an old .xls is said to be one.
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from([0, 1, 2, 0xff]), Buffer.from('x'.repeat(2000))]);
    await expect(readTable(pdf)).rejects.toMatchObject({ issues: [{ path: 'file', key: 'fileIsNoTable' }] });
    const xls = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    await expect(readTable(xls)).rejects.toMatchObject({ issues: [{ path: 'file', key: 'tableOldXls' }] });
    expect(apiError(() => s.call('importPlayers', { rows: [] })).issues[0]).toMatchObject({ key: 'importEmpty' });
  });

  it('takes ё as е, š as sh and ž as zh when it recognises a person: the club’s list does not double the registry', () => {
    const s = serviceOnNewStore('2026-11-25T10:00:00Z');
    s.call('createPlayer', { surname: 'Фёдоров', givenNames: 'Пётр Семёнович', birthYear: 1955 });
    s.call('createPlayer', { surname: 'Šmidt', givenNames: 'Jüri', birthYear: 1960 });
    const rows = [
      ['Ф.И.О.', 'Год рожд.'],
      ['Федоров Петр Семенович', '1955'],
      ['Shmidt Jüri', '1960'],
    ].map((cells, i) => ({ line: i + 1, cells }));
    const preview = s.call('importPlayers', { rows });
    expect(preview.counts).toMatchObject({ new: 0, existing: 2 });
    // A transliteration is another name: Fjodorov is not folded into Фёдоров.
    const latin = s.call('importPlayers', {
      rows: [
        ['Ф.И.О.', 'Год рожд.'],
        ['Fjodorov Pjotr', '1955'],
      ].map((cells, i) => ({ line: i + 1, cells })),
    });
    expect(latin.counts).toMatchObject({ new: 1 });
  });

  it('a title above the headings, "Ф.И.О.", a patronymic column, "Год рожд."; a namesake without a birth year is not doubled', () => {
    const s = serviceOnNewStore('2026-11-25T10:00:00Z');
    s.call('createPlayer', { surname: 'Иванов', givenNames: 'Иван Петрович', birthYear: 1980 });
    const rows = (lines: string[][]) => lines.map((cells, i) => ({ line: i + 1, cells }));
    const titled = s.call('importPlayers', {
      rows: rows([
        ['Список членов клуба «Ладья» на 01.09.2024', '', ''],
        ['Ф.И.О.', 'Разряд', 'Год рожд.'],
        ['Гусев Роман Олегович', 'II', '2009'],
        ['Иванов Иван Петрович', 'I', ''],
      ]),
    });
    expect(titled.headerLine).toBe(2);
    expect(titled.columns).toEqual({ nameSurnameFirst: 0, rank: 1, birthYear: 2 });
    expect(titled.rows.map((row) => [row.line, row.status, row.name, row.birthYear])).toEqual([
      [3, 'new', 'Роман Олегович Гусев', 2009],
      // The registry's Иванов has a birth year, this row none: maybe the same person — not registered from a list.
      [4, 'namesake', 'Иван Петрович Иванов', null],
    ]);
    expect(titled.rows[1]!.existingId).toBe(1);
    const stored = s.call('importPlayers', {
      rows: rows([
        ['Ф.И.О.', 'Разряд', 'Год рожд.'],
        ['Гусев Роман Олегович', 'II', '2009'],
        ['Иванов Иван Петрович', 'I', ''],
      ]),
      confirm: true,
    });
    expect(stored).toMatchObject({ stored: 1, counts: { new: 1, namesake: 1 } });
    expect(s.call('listPlayers', {}).registered).toBe(2);

    const apart = s.call('importPlayers', {
      rows: rows([
        ['Фамилия', 'Имя', 'Отчество', 'Разряд', 'Sünniaeg'],
        ['Морозов', 'Олег', 'Иванович', 'КМС', '12.03.1975'],
      ]),
    });
    expect(apart.columns).toEqual({ surname: 0, givenNames: 1, patronymic: 2, rank: 3, birthYear: 4 });
    expect(apart.rows[0]).toMatchObject({ name: 'Олег Иванович Морозов', rank: 'CM', birthYear: 1975 });
  });

  it('a Russian club list in Windows-1251 with youth ranks: read, kept, shown, and counted as the tournament says', async () => {
    const s = serviceOnNewStore('2026-11-25T10:00:00Z');
    const table = await readTable(fixture('narva-youth-1251.csv'));
    expect(table).toMatchObject({ kind: 'csv', encoding: 'windows-1251' });
    const done = s.call('importPlayers', { rows: table.rows, confirm: true });
    expect(done.counts).toMatchObject({ new: 4 });
    const players = s.call('listPlayers', {}).players;
    expect(players.map((p) => [p.surname, p.rank])).toEqual([
      ['Козлов', 'Y1'],
      ['Орлов', 'I'],
      ['Смирнова', 'Y3'],
      ['Фёдоров', 'Y2'],
    ]);
    // In a tournament the youth ranks count as unranked (6) until the arbiter numbers them, and the report says how.
    const tournament = s.call('createTournament', {
      name: 'Первенство Нарвы среди юношей',
      variant: 'russian',
      ruleSet: 'ussr1953',
      startDate: '2026-11-20',
      endDate: '2026-11-22',
    });
    for (const player of players) s.call('addParticipant', { tournamentId: tournament.id, playerId: player.id });
    s.call('drawLots', { tournamentId: tournament.id, method: 'random', seed: 'NARVA' });
    expect(s.call('getCrosstable', { tournamentId: tournament.id }).coefficient).toBe(4.75);
    s.call('updateTournamentSettings', {
      id: tournament.id,
      rankCounting: { M: 0, CM: 0, unranked: 6, Y1: 5, Y2: 6, Y3: 7 },
    });
    // (5 + 1 + 7 + 6) / 4 = 4.75 again, now by the setting; the report names each youth rank's number.
    const { html } = s.call('printout', { tournamentId: tournament.id, kind: 'norms', lang: 'ru' });
    expect(html).toContain('Юношеские разряды I, II, III: 5, 6, 7');
    expect(html).toContain('II юн.');
  });
});
